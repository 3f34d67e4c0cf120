import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { indiaDate } from '@portal/shared';
import { buildApp } from '../app.js';
import { rowsOf, type DatabaseHandle } from '../db/client.js';
import { rateLimitCounters, watchSessions } from '../db/schema.js';
import { prepareDatabase } from '../startup.js';
import { asSession, loginRoot, registerAndLogin, type Session } from '../test/fixtures.js';
import { redisIsUp, TEST_REDIS_URL as REDIS_URL } from '../test/redis.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { until } from '../test/wait.js';
import { callerKey, purgeExpiredCounters } from './rate-limit.js';

/**
 * The per-user request limits (docs/decisions/097-per-user-request-limits.md): the review's attack
 * (one user opening watch sessions as fast as it can) stops at the limit, rows included; another
 * user is unaffected; every chatty route is limited; instances share one budget in the database
 * and, with REDIS_URL, in Redis.
 */

const LOW_LIMITS = {
  RATE_LIMIT_WATCH_STARTS_PER_MINUTE: '5',
  RATE_LIMIT_WATCH_PROGRESS_PER_MINUTE: '4',
  RATE_LIMIT_QUIZ_STARTS_PER_MINUTE: '3',
  RATE_LIMIT_VIDEO_SERVES_PER_MINUTE: '3',
  RATE_LIMIT_DASHBOARD_PER_MINUTE: '3',
  RATE_LIMIT_LEARNING_READS_PER_MINUTE: '3',
};
const STARTS = Number(LOW_LIMITS.RATE_LIMIT_WATCH_STARTS_PER_MINUTE);

const startWatching = (app: FastifyInstance, session: Session, videoId: number) =>
  app.inject(
    asSession(session, {
      method: 'POST',
      url: '/api/v1/watch-sessions',
      payload: { video_kind: 'daily', video_id: videoId },
    }),
  );

/** Today's daily video: one a promoter may watch now. */
async function scheduleTodaysVideo(app: FastifyInstance, root: Session): Promise<number> {
  const response = await app.inject(
    asSession(root, {
      method: 'POST',
      url: '/api/v1/daily-videos',
      payload: {
        title: 'Today',
        youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
        duration_seconds: 60,
        showing_date: indiaDate(),
      },
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function sessionsOf(t: TestApp, userId: number): Promise<number> {
  const rows = await t.db
    .select({ count: sql<number>`count(*)::int` })
    .from(watchSessions)
    .where(eq(watchSessions.userId, userId));
  return rows[0]!.count;
}

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((response) => response.statusCode).sort((a, b) => a - b);

/** Another instance of the portal on the same database: its own pool on PostgreSQL. */
async function secondInstance(t: TestApp): Promise<{ app: FastifyInstance; close(): Promise<void> }> {
  let database: DatabaseHandle = t.database;
  let tokens = t.tokens;
  if (t.kind === 'postgres') ({ database, tokens } = await prepareDatabase(t.config));
  const app = await buildApp({ config: t.config, database, tokens });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      if (database !== t.database) await database.close();
    },
  };
}

describe('per-user request limits', () => {
  let t: TestApp;
  let root: Session;
  let videoId: number;

  beforeAll(async () => {
    t = await createTestApp(LOW_LIMITS);
    root = await loginRoot(t.app);
    videoId = await scheduleTodaysVideo(t.app, root);
  });
  afterAll(() => t.close());

  it("the review's attack: one user opening watch sessions at once gets the limit's worth, then 429s, and the rows stop there; another user is unaffected", async () => {
    const attacker = await registerAndLogin(t.app, root.promoterCode);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => startWatching(t.app, attacker, videoId)),
    );
    const refused = answers.filter((answer) => answer.statusCode === 429);
    expect(statuses(answers)).toEqual([...Array(STARTS).fill(201), ...Array(30 - STARTS).fill(429)]);
    // The starts let through continue one session (docs/decisions/161-resume-the-same-watch-session.md).
    expect(await sessionsOf(t, attacker.userId)).toBe(1);

    const first = refused[0]!;
    const retryAfter = Number(first.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(first.json()).toEqual({
      message: `Too many requests. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
      code: 'throttle.requests',
    });

    const other = await registerAndLogin(t.app, root.promoterCode);
    const theirs = await startWatching(t.app, other, videoId);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(await sessionsOf(t, other.userId)).toBe(1);
    expect(await sessionsOf(t, attacker.userId)).toBe(1);
  });

  it('the dashboard: a user reloading past the limit is refused; another user still sees theirs', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const load = (session: Session) => t.app.inject(asSession(session, { url: '/api/v1/user-dashboard' }));
    const answers = await Promise.all(Array.from({ length: 10 }, () => load(user)));
    expect(statuses(answers)).toEqual([200, 200, 200, ...Array(7).fill(429)]);
    const other = await registerAndLogin(t.app, root.promoterCode);
    expect((await load(other)).statusCode).toBe(200);
  });

  it('HEAD, which runs the GET handler, spends the GET budget', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const load = (method: 'GET' | 'HEAD') =>
      t.app.inject(asSession(user, { method, url: '/api/v1/user-dashboard' }));
    expect([(await load('GET')).statusCode, (await load('HEAD')).statusCode]).toEqual([200, 200]);
    expect([(await load('HEAD')).statusCode, (await load('GET')).statusCode]).toEqual([200, 429]);
    expect((await load('HEAD')).statusCode).toBe(429);
  });

  it('every chatty route is limited per caller, each with its own budget', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const session = (await startWatching(t.app, user, videoId)).json();
    const routes: [Session, 'GET' | 'POST', string, number][] = [
      [user, 'POST', `/api/v1/watch-sessions/${session.id}/progress`, 4],
      [user, 'GET', '/api/v1/user-promoter-video-get', 3],
      [user, 'POST', '/api/v1/user-promoter-quiz-start', 3],
      [user, 'GET', '/api/v1/daily-videos-today', 3],
      [user, 'GET', '/api/v1/daily-videos-status', 3],
      [user, 'GET', '/api/v1/user-training-current', 3],
      [root, 'GET', '/api/v1/admin-dashboard', 3],
    ];
    for (const [caller, method, url, max] of routes) {
      // Counted before the body is read: a wrong body spends the budget like a right one.
      const payload = method === 'POST' ? { position: 1 } : undefined;
      for (let i = 0; i < max; i++) {
        const answer = await t.app.inject(asSession(caller, { method, url, payload }));
        expect(answer.statusCode, `${url} ${answer.body}`).not.toBe(429);
      }
      const past = await t.app.inject(asSession(caller, { method, url, payload }));
      expect(past.statusCode, url).toBe(429);
      // Seconds left of the one-minute window.
      expect(Number(past.headers['retry-after']), url).toBeGreaterThan(0);
      expect(Number(past.headers['retry-after']), url).toBeLessThanOrEqual(60);
    }
    // The watch-session start budget was not spent by the other routes: 1 of 5 used.
    expect((await startWatching(t.app, user, videoId)).statusCode).toBe(201);
  });

  it('progress reports are counted in memory and shared once a second on PostgreSQL: a burst is one write, not one per report', async ({
    skip,
  }) => {
    if (t.kind !== 'postgres') skip('the embedded database counts every limited request in its own table');
    // Every statement that writes a progress counter, by transaction.
    await t.db.execute(sql`create table if not exists progress_counter_writes (tx bigint)`);
    await t.db
      .execute(sql`create or replace function count_progress_counter_write() returns trigger language plpgsql as $$
      begin insert into progress_counter_writes values (txid_current()); return null; end $$`);
    await t.db.execute(sql`drop trigger if exists progress_counter_writes on rate_limit_counters`);
    await t.db
      .execute(sql`create trigger progress_counter_writes after insert or update on rate_limit_counters
      for each row when (new.key like 'POST /api/v1/watch-sessions/:id/progress|%') execute function count_progress_counter_write()`);
    try {
      const user = await registerAndLogin(t.app, root.promoterCode);
      const session = (await startWatching(t.app, user, videoId)).json();
      const url = `/api/v1/watch-sessions/${session.id}/progress`;
      const answers = [];
      for (let i = 0; i < 5; i++)
        answers.push(await t.app.inject(asSession(user, { method: 'POST', url, payload: { position: 1 } })));
      // The limit holds at once on this instance: four pass, the fifth is refused.
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 429]);
      const key = `POST /api/v1/watch-sessions/:id/progress|user:${user.userId}`;
      await until(
        async () =>
          (await t.db.select().from(rateLimitCounters).where(eq(rateLimitCounters.key, key)))[0]?.hits === 5,
        { withinMs: 5000, everyMs: 100, what: 'the burst shared through the database' },
      );
      const writes = rowsOf<{ n: number }>(
        await t.db.execute(sql`select count(distinct tx)::int as n from progress_counter_writes`),
      )[0]!.n;
      // Five reports, at most a write a second (a burst in two seconds' batches): never five.
      expect(writes).toBeGreaterThanOrEqual(1);
      expect(writes).toBeLessThanOrEqual(2);
    } finally {
      await t.db.execute(sql`drop trigger if exists progress_counter_writes on rate_limit_counters`);
    }
  });

  it('two instances of the portal on one database share one budget', async () => {
    const second = await secondInstance(t);
    try {
      const user = await registerAndLogin(t.app, root.promoterCode);
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) => startWatching(i % 2 ? second.app : t.app, user, videoId)),
      );
      expect(statuses(answers)).toEqual([...Array(STARTS).fill(201), ...Array(16 - STARTS).fill(429)]);
      // The starts let through continue one session.
      expect(await sessionsOf(t, user.userId)).toBe(1);
    } finally {
      await second.close();
    }
  });
});

describe('the counters', () => {
  it('one row per route and caller; the ended windows are purged', async () => {
    const t = await createTestApp(LOW_LIMITS);
    try {
      await t.db.insert(rateLimitCounters).values([
        { key: 'GET /old|user:1', hits: 9, resetsAt: new Date(Date.now() - 1000) },
        { key: 'GET /live|user:1', hits: 1, resetsAt: new Date(Date.now() + 60_000) },
      ]);
      expect(await purgeExpiredCounters(t.db)).toBe(1);
      expect((await t.db.select().from(rateLimitCounters)).map((row) => row.key)).toEqual([
        'GET /live|user:1',
      ]);

      // The store purges by itself, at most once a minute per instance, the first time on its first request.
      await t.db
        .insert(rateLimitCounters)
        .values({ key: 'GET /old|user:2', hits: 3, resetsAt: new Date(Date.now() - 1000) });
      const root = await loginRoot(t.app);
      const user = await registerAndLogin(t.app, root.promoterCode);
      for (let i = 0; i < 3; i++) await t.app.inject(asSession(user, { url: '/api/v1/user-dashboard' }));
      await expect
        .poll(async () => (await t.db.select().from(rateLimitCounters)).map((row) => row.key).sort())
        .toEqual(['GET /api/v1/user-dashboard|user:' + user.userId, 'GET /live|user:1']);
      const [counter] = await t.db
        .select()
        .from(rateLimitCounters)
        .where(eq(rateLimitCounters.key, `GET /api/v1/user-dashboard|user:${user.userId}`));
      expect(counter!.hits).toBe(3);
    } finally {
      await t.close();
    }
  });

  it('a signed-out caller is counted by IP', () => {
    const request = { actor: null, ip: '203.0.113.7', socket: {} } as unknown as FastifyRequest;
    expect(callerKey(request)).toBe('ip:203.0.113.7');
    const signedIn = { ...request, actor: { id: 42 } } as unknown as FastifyRequest;
    expect(callerKey(signedIn)).toBe('user:42');
  });
});

describe.runIf(await redisIsUp())('with REDIS_URL (skipped when no Redis answers)', () => {
  const prefix = `portal-rate-limit-test-${randomUUID()}:`;
  let t: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    t = await createTestApp({ ...LOW_LIMITS, REDIS_URL, RATE_LIMIT_REDIS_PREFIX: prefix });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await t.close();
  });

  it('two instances share one budget in Redis, keys that expire with their window, nothing in the database', async () => {
    const root = await loginRoot(t.app);
    const videoId = await scheduleTodaysVideo(t.app, root);
    const second = await secondInstance(t);
    try {
      const user = await registerAndLogin(t.app, root.promoterCode);
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) => startWatching(i % 2 ? second.app : t.app, user, videoId)),
      );
      expect(statuses(answers)).toEqual([...Array(STARTS).fill(201), ...Array(16 - STARTS).fill(429)]);
      // The starts let through continue one session.
      expect(await sessionsOf(t, user.userId)).toBe(1);

      // Beside the coarse per-IP key (rate-limit-per-ip.test.ts), one key for the route and user.
      const keys = (await redis.keys(`${prefix}*`)).filter((key) => !key.startsWith(`${prefix}every-route-`));
      expect(keys).toEqual([`${prefix}POST/api/v1/watch-sessions-user:${user.userId}`]);
      expect(Number(await redis.get(keys[0]!))).toBe(16);
      const ttl = await redis.pttl(keys[0]!);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
      expect(await t.db.select().from(rateLimitCounters)).toEqual([]);

      const other = await registerAndLogin(t.app, root.promoterCode);
      expect((await startWatching(second.app, other, videoId)).statusCode).toBe(201);

      const dashboard = (app: FastifyInstance, method: 'GET' | 'HEAD') =>
        app.inject(asSession(other, { method, url: '/api/v1/user-dashboard' }));
      const loads = [
        await dashboard(t.app, 'GET'),
        await dashboard(second.app, 'HEAD'),
        await dashboard(second.app, 'GET'),
        await dashboard(t.app, 'HEAD'),
      ];
      expect(loads.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
      expect(await redis.keys(`${prefix}GET/api/v1/user-dashboard-*`)).toEqual([
        `${prefix}GET/api/v1/user-dashboard-user:${other.userId}`,
      ]);
    } finally {
      await second.close();
    }
  });
});
