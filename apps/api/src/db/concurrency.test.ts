import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loginRoot, registration } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { openDatabase, rowsOf } from './client.js';
import { runMigrations } from './migrate.js';

/**
 * Races that only a real PostgreSQL can show: PGlite runs one transaction at a time, so these
 * run when TEST_DATABASE_URL is set (npm test sets it when PostgreSQL answers).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;

beforeAll(async () => {
  if (onPostgres) t = await createTestApp();
});
afterAll(() => t?.close());

describe.runIf(onPostgres)('concurrency on PostgreSQL', () => {
  it('two instances migrating at once: one applies, the other waits and finds nothing to do', async () => {
    const url = t.config.DATABASE_URL!;
    const handles = await Promise.all([openDatabase({ url }), openDatabase({ url })]);
    try {
      // Back to an empty database, whatever tables the migrations have made so far.
      await handles[0].db.execute(sql`drop schema public cascade`);
      await handles[0].db.execute(sql`create schema public`);
      const results = await Promise.all(handles.map((h) => runMigrations(h.db)));
      const applied = results.map((r) => r.length).sort();
      expect(applied[0]).toBe(0);
      expect(applied[1]).toBeGreaterThanOrEqual(2);
      const tables = rowsOf<{ n: number }>(
        await handles[0].db.execute(sql`select count(*)::int as n from schema_migrations`),
      );
      expect(tables[0]!.n).toBe(applied[1]);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
    }
    // The schema was rebuilt from scratch: start the app's own data again.
    await t.close();
    t = await createTestApp();
  });

  it('two registrations racing for one username: exactly one account, one clear 422', async () => {
    const root = await loginRoot(t.app);
    const first = registration(root.promoterCode, { username: 'race_user' });
    const second = registration(root.promoterCode, { username: 'RACE_USER' });
    const responses = await Promise.all(
      [first, second].map((payload) =>
        t.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const loser = responses.find((r) => r.statusCode === 422)!;
    expect(loser.json().errors.username).toEqual(['This username is already taken']);
    const rows = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from users where lower(username) = 'race_user'`),
    );
    expect(rows[0]!.n).toBe(1);
  });
});

describe.runIf(onPostgres)('database restart on PostgreSQL', () => {
  it('survives its connections being killed: requests fail with 503 at worst, then recover', async () => {
    const root = await loginRoot(t.app);
    const dbName = new URL(t.config.DATABASE_URL!).pathname.slice(1);
    const killer = await openDatabase({ url: process.env.TEST_DATABASE_URL! });
    try {
      await killer.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${dbName} and pid <> pg_backend_pid()`,
      );
    } finally {
      await killer.close();
    }
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await t.app.inject({
        url: '/api/v1/auth-user',
        cookies: { 'session-token': root.cookie },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 200) break;
      expect(response.statusCode).toBe(503);
    }
    expect(statuses.at(-1)).toBe(200);
  });
});
