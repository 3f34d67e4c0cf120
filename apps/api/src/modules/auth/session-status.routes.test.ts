import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Role, SESSION_COOKIE } from '@portal/shared';
import { sessions } from '../../db/schema.js';
import { registerAndLogin } from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';

/**
 * GET auth/session, the browser's session check (docs/decisions/103-the-session-check-answers-200.md):
 * 200 for a visitor too, so the sign-in page logs no 401; auth-user keeps its 401 for API clients.
 */
const t = useTestApp();
const { root } = t;

const check = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/session',
    ...(cookie === undefined ? {} : { cookies: { [SESSION_COOKIE]: cookie } }),
  });

describe('GET auth/session', () => {
  it('answers a visitor 200, signed out, and sets no cookie', async () => {
    const response = await check();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signed_in: false, user: null });
    expect(response.cookies).toEqual([]);
    // The profile endpoint is unchanged: a visitor is refused there.
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/auth-user' })).statusCode).toBe(401);
  });

  it('answers the signed-in profile, the same as auth-user', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const response = await check(user.cookie);
    expect(response.statusCode).toBe(200);
    const profile = (await t.request(user, { method: 'GET', url: '/api/v1/auth-user' })).json();
    expect(response.json()).toEqual({ signed_in: true, user: profile });
    expect(profile).toMatchObject({ id: user.userId, role: Role.User, username: user.username });
    const asRoot = (await check(root.cookie)).json();
    expect(asRoot).toMatchObject({ signed_in: true, user: { id: root.userId, role: Role.SuperAdmin } });
  });

  it('answers an ended or forged session 200, signed out, and clears its cookie', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    expect((await t.request(user, { method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(200);
    const [revoked] = await t.db.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(revoked?.revokedAt).toBeInstanceOf(Date);
    for (const cookie of [user.cookie, 'not-a-token']) {
      const response = await check(cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ signed_in: false, user: null });
      const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cleared?.value).toBe('');
    }
  });

  it('ignores a token in a header: that is an API client, which asks auth-user', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/session',
      headers: { authorization: `Bearer ${root.token}` },
    });
    expect(response.json()).toEqual({ signed_in: false, user: null });
  });
});
