import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { sessions } from '../db/schema.js';
import { registerAndLogin, type Session } from '../test/fixtures.js';
import { useTestApp } from '../test/test-app.js';
import { until } from '../test/wait.js';
import { startNoticeBus } from './notices.js';

/**
 * The session check each instance remembers (docs/decisions/165-instances-share-through-postgresql.md):
 * used while nothing changed, forgotten at once by the instance that ended a session and within a
 * second by every other, whatever ended it (the database's trigger says so).
 */
const t = useTestApp();
const { root } = t;

const me = (session: Session, app = t.app) =>
  app.inject({ url: '/api/v1/auth-user', headers: { authorization: `Bearer ${session.token}` } });

/** Waits until `check` holds, asking every 10 ms; fails after a second. */
const withinASecond = (check: () => Promise<boolean>) => until(check, { withinMs: 1000, everyMs: 10 });

describe('a remembered session check', () => {
  it('answers from memory: a change nothing announces (an expiry moved by hand) is not read', async () => {
    const promoter = await registerAndLogin(t.app, root.promoterCode);
    expect((await me(promoter)).statusCode).toBe(200);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, promoter.userId));
    expect((await me(promoter)).statusCode).toBe(200);
  });

  it('is forgotten on the very next request after a logout or a deactivation on this instance', async () => {
    const promoter = await registerAndLogin(t.app, root.promoterCode);
    expect((await me(promoter)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${promoter.token}` },
    });
    expect(out.statusCode).toBe(200);
    expect((await me(promoter)).statusCode).toBe(401);

    const other = await registerAndLogin(t.app, root.promoterCode);
    expect((await me(other)).statusCode).toBe(200);
    const off = await t.request(root, {
      method: 'PATCH',
      url: `/api/v1/all-referrals/${other.userId}/status`,
      payload: { is_active: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('is forgotten within a second when the database ends the session, by a script or another instance', async () => {
    const promoter = await registerAndLogin(t.app, root.promoterCode);
    expect((await me(promoter)).statusCode).toBe(200);
    await t.db.execute(sql`update sessions set revoked_at = now() where user_id = ${promoter.userId}`);
    await withinASecond(async () => (await me(promoter)).statusCode === 401);

    const deactivated = await registerAndLogin(t.app, root.promoterCode);
    expect((await me(deactivated)).statusCode).toBe(200);
    await t.db.execute(sql`update users set is_active = false where id = ${deactivated.userId}`);
    await withinASecond(async () => (await me(deactivated)).statusCode === 401);
  });

  it('is not kept at all with SESSION_CACHE_SECONDS=0', async () => {
    const config = { ...t.config, SESSION_CACHE_SECONDS: 0 };
    const app = await buildApp({ config, database: t.database, tokens: t.tokens });
    try {
      const promoter = await registerAndLogin(app, root.promoterCode);
      expect((await me(promoter, app)).statusCode).toBe(200);
      await t.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, promoter.userId));
      expect((await me(promoter, app)).statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the notices connection', () => {
  let bus: Awaited<ReturnType<typeof startNoticeBus>>;
  const heard: string[] = [];
  beforeAll(async () => {
    bus = await startNoticeBus(t.database);
    bus.subscribe({
      notice: (notice) => heard.push(notice.kind),
      reset: () => heard.push('reset'),
    });
  });
  afterAll(() => bus.close());

  it('when lost (PostgreSQL restarted, the backend ended), says so and listens again within a second', async () => {
    const ended = await t.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN portal_notices%'`,
    );
    expect((ended as unknown as { rows: unknown[] }).rows.length).toBeGreaterThan(0);
    await withinASecond(async () => !bus.hearing);
    await withinASecond(async () => bus.hearing);
    // Lost, then restored: both times whatever notices would correct is forgotten.
    expect(heard.filter((kind) => kind === 'reset').length).toBeGreaterThanOrEqual(2);
    // And it hears again.
    heard.length = 0;
    await bus.publish({ kind: 'capped', key: 'probe' });
    await withinASecond(async () => heard.includes('capped'));
  });
});
