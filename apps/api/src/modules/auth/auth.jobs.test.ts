import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { INDIA_TIME_ZONE } from '@portal/shared';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { sessions, throttleHits, users } from '../../db/schema.js';
import { defineJob, startJobRunner, type JobRunner } from '../../lib/jobs.js';
import { LONGEST_WINDOW_SECONDS } from '../../lib/throttle.rules.js';
import { createTestApp, ROOT_USERNAME, type TestApp } from '../../test/test-app.js';
import { authJobs, PURGE_SIGN_IN_RECORDS_JOB } from './auth.jobs.js';
import { z } from 'zod';

/**
 * The job runner (lib/jobs.ts) on the database the tests run on, embedded or PostgreSQL
 * (TEST_DATABASE_URL), with its one real job: the daily purge of sign-in records.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const silent = { info: () => {}, error: () => {} };

let t: TestApp;
let database: DatabaseHandle;
let rootId: number;

beforeAll(async () => {
  t = await createTestApp();
  // A handle of our own on the same database: the runner needs raw SQL (DatabaseHandle.executeSql).
  // On the embedded database the app's handle is the only one, so the tests share it.
  database = t.config.DATABASE_URL ? await openDatabase({ url: t.config.DATABASE_URL }) : t.database;
  const [root] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, ROOT_USERNAME));
  rootId = root!.id;
});
afterAll(async () => {
  if (database !== t.database) await database.close();
  await t.close();
});

async function waitUntilDone(runner: JobRunner, name: string, id: string) {
  await vi.waitFor(
    async () => {
      const state = await runner.stateOf(name, id);
      if (state === 'failed') throw new Error(`job ${name} failed`);
      expect(state).toBe('completed');
    },
    { timeout: 20_000, interval: 100 },
  );
}

describe('the daily purge of sign-in records', () => {
  it('deletes sessions ended over a week ago and throttle attempts past every window; keeps the rest', async () => {
    const now = Date.now();
    const session = (label: string, expiresAt: number, revokedAt: number | null) => ({
      id: randomUUID(),
      userId: rootId,
      createdAt: new Date(Math.min(expiresAt, revokedAt ?? expiresAt) - DAY),
      expiresAt: new Date(expiresAt),
      revokedAt: revokedAt === null ? null : new Date(revokedAt),
      userAgent: label,
    });
    const rows = {
      live: session('live', now + DAY, null),
      expiredLongAgo: session('expired 8 days ago', now - 8 * DAY, null),
      expiredRecently: session('expired an hour ago', now - HOUR, null),
      revokedLongAgo: session('revoked 8 days ago', now + DAY, now - 8 * DAY),
      revokedRecently: session('revoked yesterday', now + DAY, now - DAY),
    };
    await t.db.insert(sessions).values(Object.values(rows));
    // Throttle attempts (failed sign-ins, registrations) count inside their window only.
    await t.db.insert(throttleHits).values([
      { key: 'login:user:old_failure', createdAt: new Date(now - LONGEST_WINDOW_SECONDS * 1000 - HOUR) },
      { key: 'login:user:recent_failure', createdAt: new Date(now - 60_000) },
    ]);

    const runner = await startJobRunner({
      database,
      jobs: authJobs({ db: t.db }),
      logger: silent,
      pollingIntervalSeconds: 0.5,
    });
    try {
      await waitUntilDone(
        runner,
        PURGE_SIGN_IN_RECORDS_JOB,
        await runner.send(PURGE_SIGN_IN_RECORDS_JOB, {}),
      );
    } finally {
      await runner.stop();
    }

    const left = await t.db.select({ userAgent: sessions.userAgent }).from(sessions);
    expect(left.map((row) => row.userAgent).sort()).toEqual(
      ['expired an hour ago', 'live', 'revoked yesterday'].sort(),
    );
    const attempts = await t.db.select({ key: throttleHits.key }).from(throttleHits);
    expect(attempts.map((row) => row.key)).toEqual(['login:user:recent_failure']);
  });

  it('is scheduled daily at 03:30 India time', async () => {
    const runner = await startJobRunner({ database, jobs: authJobs({ db: t.db }), logger: silent });
    try {
      expect(await runner.schedules()).toEqual([
        { name: PURGE_SIGN_IN_RECORDS_JOB, cron: '30 3 * * *', timezone: INDIA_TIME_ZONE },
      ]);
    } finally {
      await runner.stop();
    }
  });
});

describe('the job runner', () => {
  it('refuses a payload its job schema refuses, before queueing it', async () => {
    const job = defineJob({
      name: 'test.typed-payload',
      payload: z.object({ count: z.number().int() }),
      handler: async () => undefined,
    });
    const runner = await startJobRunner({ database, jobs: [job], logger: silent });
    try {
      await expect(runner.send(job.name, { count: 'many' })).rejects.toThrow();
      await expect(runner.send('test.unknown', {})).rejects.toThrow(/No job named/);
    } finally {
      await runner.stop();
    }
  });

  it('stops gracefully: a job that is running finishes before stop() resolves', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started = false;
    let finished = false;
    const job = defineJob({
      name: 'test.slow',
      payload: z.object({}),
      handler: async () => {
        started = true;
        await released;
        finished = true;
      },
    });
    const runner = await startJobRunner({
      database,
      jobs: [job],
      logger: silent,
      pollingIntervalSeconds: 0.5,
    });
    const id = await runner.send(job.name, {});
    await vi.waitFor(() => expect(started).toBe(true), { timeout: 20_000, interval: 50 });
    const stopped = runner.stop();
    release();
    await stopped;
    expect(finished).toBe(true);
    const after = await startJobRunner({ database, jobs: [job], logger: silent });
    try {
      expect(await after.stateOf(job.name, id)).toBe('completed');
    } finally {
      await after.stop();
    }
  });
});

describe.runIf(onPostgres)('two instances on one PostgreSQL', () => {
  it('start together and store the schedule once', async () => {
    const handles = await Promise.all([
      openDatabase({ url: t.config.DATABASE_URL! }),
      openDatabase({ url: t.config.DATABASE_URL! }),
    ]);
    const runners = await Promise.all(
      handles.map((handle) =>
        startJobRunner({ database: handle, jobs: authJobs({ db: handle.db }), logger: silent }),
      ),
    );
    try {
      for (const runner of runners) {
        expect((await runner.schedules()).filter((s) => s.name === PURGE_SIGN_IN_RECORDS_JOB)).toHaveLength(
          1,
        );
      }
      const queues = await handles[0].executeSql(
        `select count(*)::int as n from pgboss.queue where name = $1`,
        [PURGE_SIGN_IN_RECORDS_JOB],
      );
      expect(queues.rows).toEqual([{ n: 1 }]);
    } finally {
      await Promise.all(runners.map((runner) => runner.stop()));
      await Promise.all(handles.map((handle) => handle.close()));
    }
  });
});
