import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@portal/shared';
import { asSession, loginRoot, registration, type Session } from './test/fixtures.js';
import { createTestApp, type TestApp } from './test/test-app.js';

/** Bad input is a 4xx, never a 500, and a 500 leaves no secret in the log (docs/product/security.md). */
const logLines: string[] = [];
let t: TestApp;
let root: Session;

beforeAll(async () => {
  t = await createTestApp(
    { LOG_LEVEL: 'info' },
    { logStream: { write: (line) => void logLines.push(line) } },
  );
  root = await loginRoot(t.app);
});
afterAll(() => t.close());

describe('ids beyond the integer range', () => {
  it.each([
    ['GET', '/api/v1/all-referrals/99999999999'],
    ['PUT', '/api/v1/all-referrals/2147483648'],
    ['PATCH', '/api/v1/all-referrals/99999999999/status'],
  ] as const)('%s %s answers 422 naming the id', async (method, url) => {
    const response = await t.app.inject(
      asSession(root, { method, url, payload: method === 'GET' ? undefined : { is_active: false } }),
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toHaveProperty('id');
  });
});

describe('a malformed Host header', () => {
  it('answers 400 on a cookie-authenticated change, not 500', async () => {
    const response = await t.app.inject(
      asSession(root, { method: 'POST', url: '/api/v1/auth/logout', headers: { host: 'bad host[' } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.badHost);
    const stillIn = await t.app.inject(asSession(root, { url: '/api/v1/auth-user' }));
    expect(stillIn.statusCode).toBe(200);
  });
});

describe('database errors in the log', () => {
  const logged = () => logLines.join('');

  it('leave out the bound session id', async () => {
    const session = await loginRoot(t.app);
    const claims = JSON.parse(Buffer.from(session.token.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
    };
    await t.db.execute(sql`alter table sessions rename column revoked_at to revoked_at_broken`);
    try {
      logLines.length = 0;
      const response = await t.app.inject({
        url: '/api/v1/auth-user',
        cookies: { 'session-token': session.cookie },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: MESSAGES.serverError });
    } finally {
      await t.db.execute(sql`alter table sessions rename column revoked_at_broken to revoked_at`);
    }
    expect(logged()).toContain('unhandled error');
    expect(logged()).toContain('Failed query');
    expect(logged()).not.toContain(claims.sid);
  });

  it('leave out the bound password hash and personal data', async () => {
    const payload = registration(root.promoterCode, { first_name: 'Lokeshwari' });
    await t.db.execute(sql`alter table users rename column language to language_broken`);
    try {
      logLines.length = 0;
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table users rename column language_broken to language`);
    }
    expect(logged()).toContain('Failed query');
    expect(logged()).not.toContain('$argon2id');
    expect(logged()).not.toContain('Lokeshwari');
    expect(logged()).not.toContain(payload.mobile);
  });
});
