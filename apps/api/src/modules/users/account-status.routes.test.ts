import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLogs, sessions, users } from '../../db/schema.js';
import { asSession, login, loginRoot, registration, type Session } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Deactivation ends sessions by itself, and every status change or admin creation is audited. */
let t: TestApp;
let root: Session;

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
});
afterAll(() => t.close());

async function registerUser() {
  const payload = registration(root.promoterCode);
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload });
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, payload.username));
  return { id: row!.id, username: payload.username, password: payload.password };
}

const setActive = (id: number, isActive: boolean) =>
  t.app.inject(
    asSession(root, {
      method: 'PATCH',
      url: `/api/v1/all-referrals/${id}/status`,
      payload: { is_active: isActive },
    }),
  );

const auditRowsOf = (action: string, entityId: number) =>
  t.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.action, action), eq(auditLogs.entityId, String(entityId))));

describe('deactivation', () => {
  it('revokes the sessions, so they stay dead after reactivation', async () => {
    const user = await registerUser();
    const old = await login(t.app, user.username, user.password);

    expect((await setActive(user.id, false)).statusCode).toBe(200);
    const [revoked] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(revoked!.revokedAt).toBeInstanceOf(Date);

    expect((await setActive(user.id, true)).statusCode).toBe(200);
    // Login checks is_active too, so only the session row can keep these out now.
    const viaCookie = await t.app.inject({
      url: '/api/v1/auth-user',
      cookies: { 'session-token': old.cookie },
    });
    const viaBearer = await t.app.inject({
      url: '/api/v1/auth-user',
      headers: { authorization: `Bearer ${old.token}` },
    });
    expect(viaCookie.statusCode).toBe(401);
    expect(viaBearer.statusCode).toBe(401);

    const fresh = await login(t.app, user.username, user.password);
    const now = await t.app.inject({ url: '/api/v1/auth-user', cookies: { 'session-token': fresh.cookie } });
    expect(now.statusCode).toBe(200);
  });
});

describe('audit rows', () => {
  it('records deactivate and activate with the actor, the record and before/after', async () => {
    const user = await registerUser();
    await setActive(user.id, false);
    await setActive(user.id, true);

    const [deactivate] = await auditRowsOf('user.deactivate', user.id);
    expect(deactivate).toMatchObject({
      actorId: root.userId,
      entity: 'users',
      entityId: String(user.id),
      before: { is_active: true },
      after: { is_active: false },
      ip: '127.0.0.1',
    });
    const [activate] = await auditRowsOf('user.activate', user.id);
    expect(activate).toMatchObject({
      actorId: root.userId,
      entity: 'users',
      entityId: String(user.id),
      before: { is_active: false },
      after: { is_active: true },
    });
    expect(activate!.createdAt.getTime()).toBeGreaterThanOrEqual(deactivate!.createdAt.getTime());
  });

  it('records the creation of an admin account, without its password', async () => {
    const response = await t.app.inject(
      asSession(root, {
        method: 'POST',
        url: '/api/v1/admins',
        payload: {
          first_name: 'Audit',
          last_name: 'Admin',
          mobile: '9000000077',
          username: 'audited_admin',
          password: 'AdminPass1',
          password_confirmation: 'AdminPass1',
        },
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const adminId = response.json().id as number;
    const rows = await auditRowsOf('admin.create', adminId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: root.userId,
      entity: 'users',
      entityId: String(adminId),
      before: null,
      after: { username: 'audited_admin', role: 0 },
      ip: '127.0.0.1',
    });
    expect(JSON.stringify(rows[0])).not.toContain('AdminPass1');
    expect(JSON.stringify(rows[0])).not.toContain('argon2');
  });
});
