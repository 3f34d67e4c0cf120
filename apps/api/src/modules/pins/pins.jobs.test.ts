import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { INDIA_TIME_ZONE } from '@portal/shared';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { pinRequests } from '../../db/schema.js';
import { startJobRunner, type JobRunner } from '../../lib/jobs.js';
import { asSession, loginRoot, registerAndLogin } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { AUTO_RAISE_TERMS_JOB, AUTO_REJECT_STALE_JOB, pinsJobs } from './pins.jobs.js';

/**
 * The PIN timers on the job runner (lib/jobs.ts): both are scheduled, and a run queued on the
 * runner reaches the service. What the services do is pins.routes.test.ts's business.
 */
const silent = { info: () => {}, error: () => {} };

let t: TestApp;
let database: DatabaseHandle;

beforeAll(async () => {
  t = await createTestApp();
  // The runner needs raw SQL; on the embedded database the app's handle is the only one.
  database = t.config.DATABASE_URL ? await openDatabase({ url: t.config.DATABASE_URL }) : t.database;
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

describe('the PIN timers', () => {
  it('are scheduled: terms raised every minute, stale requests rejected hourly, in India time', async () => {
    const runner = await startJobRunner({ database, jobs: pinsJobs({ db: t.db }), logger: silent });
    try {
      const schedules = await runner.schedules();
      expect([...schedules].sort((a, b) => a.name.localeCompare(b.name))).toEqual([
        { name: AUTO_RAISE_TERMS_JOB, cron: '* * * * *', timezone: INDIA_TIME_ZONE },
        { name: AUTO_REJECT_STALE_JOB, cron: '7 * * * *', timezone: INDIA_TIME_ZONE },
      ]);
    } finally {
      await runner.stop();
    }
  });

  it('a queued run of each reaches its service: overdue terms raised, a stale request rejected', async () => {
    const root = await loginRoot(t.app);
    const ask = async () => {
      const user = await registerAndLogin(t.app, root.promoterCode);
      const response = await t.app.inject(
        asSession(user, { method: 'POST', url: '/api/v1/user-promoters', payload: { level: 1 } }),
      );
      return response.json().id as number;
    };
    const [overdue, stale] = [await ask(), await ask()];
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    await t.db
      .update(pinRequests)
      .set({ createdAt: minutesAgo(11) })
      .where(eq(pinRequests.id, overdue));
    await t.db
      .update(pinRequests)
      .set({ createdAt: minutesAgo(5 * 24 * 60 + 1) })
      .where(eq(pinRequests.id, stale));

    const runner = await startJobRunner({
      database,
      jobs: pinsJobs({ db: t.db }),
      logger: silent,
      pollingIntervalSeconds: 0.5,
    });
    try {
      for (const job of [AUTO_RAISE_TERMS_JOB, AUTO_REJECT_STALE_JOB])
        await waitUntilDone(runner, job, await runner.send(job, {}));
    } finally {
      await runner.stop();
    }
    const row = async (id: number) =>
      (await t.db.select().from(pinRequests).where(eq(pinRequests.id, id)))[0]!;
    expect(await row(overdue)).toMatchObject({ status: 0, termsRaisedAt: expect.any(Date) });
    expect(await row(stale)).toMatchObject({ status: 3 });
  });
});
