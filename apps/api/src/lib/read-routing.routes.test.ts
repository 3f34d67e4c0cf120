import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import ExcelJS from 'exceljs';
import { buildApp } from '../app.js';
import type { AppConfig } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { users } from '../db/schema.js';
import { makeQueuedExports } from '../modules/exports/exports.service.js';
import { checkMoneyHealth } from '../modules/money-health/money-health.service.js';
import {
  adjustWallet,
  asSession,
  loginRoot,
  registerAndLogin,
  registration,
  saveBankDetails,
  type Session,
} from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { until } from '../test/wait.js';
import { storageFromConfig } from './storage/storage.js';
import { WROTE_COOKIE } from './read-routing.js';

/**
 * Reads from a real streaming replica (docs/decisions/166-reads-from-a-replica.md), made once per
 * run by the global setup (test/replica.ts). Its replay is paused to play a replica that lags:
 * admin lists then miss what the primary has, but a user's own reads after their own write never
 * do, and money moves on the primary all the same.
 */
const replicaUrl = inject('replicaUrl');

describe.runIf(replicaUrl)('reads from a streaming replica', () => {
  let t: TestApp;
  let app: FastifyInstance;
  let config: AppConfig;
  let root: Session;
  let standby: pg.Client;

  const ready = async (on = app) => (await on.inject({ url: '/api/v1/ready' })).json();
  /** Waits (at most 20 s) until `check` holds, asking every 50 ms. */
  const waitFor = (check: () => Promise<boolean>, what: string) =>
    until(check, { withinMs: 20_000, everyMs: 50, what });
  const replicaCurrent = async () => {
    const lag = (await ready()).replica_lag_ms;
    return typeof lag === 'number' && lag < 1000;
  };
  const usernamesListed = async (session: Session, on = app) =>
    (
      (await on.inject(asSession(session, { url: '/api/v1/all-referrals?page_size=100' }))).json().data as {
        username: string;
      }[]
    ).map((row) => row.username);

  beforeAll(async () => {
    t = await createTestApp();
    // The same database on the replica, once its creation has been replayed there.
    const name = new URL(t.config.DATABASE_URL!).pathname.slice(1);
    config = { ...t.config, DATABASE_REPLICA_URL: `${replicaUrl}${name}` };
    await waitFor(async () => {
      const client = new pg.Client({ connectionString: config.DATABASE_REPLICA_URL });
      try {
        await client.connect();
        standby = client;
        return true;
      } catch {
        await client.end().catch(() => {});
        return false;
      }
    }, 'the test database on the replica');
    app = await buildApp({ config, database: t.database, tokens: t.tokens });
    root = await loginRoot(app);
    await waitFor(replicaCurrent, 'the replica replaying');
  }, 60_000);

  afterAll(async () => {
    await standby?.query('select pg_wal_replay_resume()').catch(() => {});
    await standby?.end();
    await app?.close();
    await t?.close();
  });

  it('says how far behind it is on /ready, and serves admin lists from the replica', async () => {
    expect(await ready()).toMatchObject({ status: 'ready', replica_lag_ms: expect.any(Number) });
    await standby.query('select pg_wal_replay_pause()');
    try {
      const late = registration(root.promoterCode);
      const registered = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: late });
      expect(registered.statusCode, registered.body).toBe(201);
      expect(await t.db.$count(users, eq(users.username, late.username))).toBe(1);
      // The admin wrote nothing since: the list comes from the paused replica, without the newcomer.
      expect(await usernamesListed(root)).not.toContain(late.username);
      await standby.query('select pg_wal_replay_resume()');
      await waitFor(async () => (await usernamesListed(root)).includes(late.username), 'the newcomer listed');
    } finally {
      await standby.query('select pg_wal_replay_resume()');
    }
  });

  it('never shows a user a wallet older than their own last action, though the replica lags', async () => {
    const promoter = await registerAndLogin(app, root.promoterCode);
    await saveBankDetails(app, promoter);
    expect(
      (await adjustWallet(app, root, { user_id: promoter.userId, wallet_type: 1, amount: 5000 })).statusCode,
    ).toBe(201);
    await waitFor(replicaCurrent, 'the funding replayed');
    /** The promoter's wallet as `on` answers it, sending these cookies (the session's, by default). */
    const wallet = async (cookie = `session-token=${promoter.cookie}`, on = app) =>
      (await on.inject({ url: '/api/v1/wallets', headers: { cookie } })).json().wallets[0];
    await waitFor(async () => (await wallet()).balance === 5000, 'the funding read back');
    // Another instance, which knows the replica's place before it stops replaying.
    const other = await buildApp({ config, database: t.database, tokens: t.tokens });
    await waitFor(async () => {
      const lag = (await ready(other)).replica_lag_ms;
      return typeof lag === 'number' && lag < 1000;
    }, 'the other instance looking');

    await standby.query('select pg_wal_replay_pause()');
    try {
      // A money transaction and every check before it run on the primary, whatever the replica.
      const requested = await app.inject(
        asSession(promoter, {
          method: 'POST',
          url: '/api/v1/withdraws',
          payload: { wallet_type: 1, amount: 300 },
        }),
      );
      expect(requested.statusCode, requested.body).toBe(201);
      const wrote = requested.cookies.find((cookie) => cookie.name === WROTE_COOKIE);
      expect(Number(wrote?.value)).toBeGreaterThan(Date.now() - 10_000);

      // This instance remembers the write; another instance reads the cookie the browser sends.
      expect(await wallet()).toMatchObject({ balance: 5000, held: 300, available: 4700 });
      const withCookie = `session-token=${promoter.cookie}; ${WROTE_COOKIE}=${wrote!.value}`;
      expect(await wallet(withCookie, other)).toMatchObject({ held: 300, available: 4700 });
      const history = await other.inject({
        url: '/api/v1/withdraw-histories',
        headers: { cookie: withCookie },
      });
      expect(history.json().data).toHaveLength(1);
      // Without it, that instance answers from the replica, which has not replayed the hold.
      expect(await wallet(undefined, other)).toMatchObject({ held: 0, available: 5000 });
    } finally {
      await standby.query('select pg_wal_replay_resume()');
      await other.close();
    }
    expect((await checkMoneyHealth(t.db)).problems).toEqual([]);
  });

  it('makes an export from the replica once it holds the moment the export was asked for, else from the primary', async () => {
    const replica = await openDatabase({ url: config.DATABASE_REPLICA_URL! });
    const storage = await storageFromConfig(t.config);
    const make = () =>
      makeQueuedExports({ db: t.db, reads: replica.db, storage, maxRows: t.config.EXPORT_MAX_ROWS });
    /** The usernames in the export `id`'s file. */
    const exported = async (id: string) => {
      const file = await app.inject(asSession(root, { url: `/api/v1/exports/${id}/file` }));
      expect(file.statusCode, file.body).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
      return workbook.worksheets[0]!.getSheetValues().flat().map(String);
    };
    const ask = async () => {
      const queued = await app.inject(asSession(root, { url: '/api/v1/all-referrals?exports=1' }));
      expect(queued.statusCode, queued.body).toBe(202);
      return queued.json<{ id: string }>().id;
    };
    try {
      // The replica stopped before the export was asked for: the worker reads the primary.
      await standby.query('select pg_wal_replay_pause()');
      const early = registration(root.promoterCode);
      expect(
        (await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: early })).statusCode,
      ).toBe(201);
      const first = await ask();
      expect(await make()).toMatchObject({ made: 1 });
      expect(await exported(first)).toContain(early.username);

      // The replica holds the moment it was asked for, and stops after: the worker reads the
      // replica, which has the admin's view then but not what came later.
      await standby.query('select pg_wal_replay_resume()');
      const second = await ask();
      await waitFor(
        async () => (await standby.query('select 1 from export_jobs where id = $1', [second])).rowCount === 1,
        'the export replayed',
      );
      await standby.query('select pg_wal_replay_pause()');
      const later = registration(root.promoterCode);
      expect(
        (await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: later })).statusCode,
      ).toBe(201);
      expect(await make()).toMatchObject({ made: 1 });
      const rows = await exported(second);
      expect(rows).toContain(early.username);
      expect(rows).not.toContain(later.username);
    } finally {
      await standby.query('select pg_wal_replay_resume()');
      storage.close();
      await replica.close();
    }
  });

  it('reads everything from the primary while the replica is down', async () => {
    const down = await buildApp({
      config: { ...config, DATABASE_REPLICA_URL: 'postgres://postgres@127.0.0.1:1/nowhere' },
      database: t.database,
      tokens: t.tokens,
    });
    try {
      expect((await ready(down)).replica_lag_ms).toBeNull();
      const late = await registerAndLogin(down, root.promoterCode);
      expect(await usernamesListed(root, down)).toContain(late.username);
    } finally {
      await down.close();
    }
  });
});
