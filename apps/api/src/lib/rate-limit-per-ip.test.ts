import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Redis } from 'ioredis';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { rateLimitCounters, users } from '../db/schema.js';
import { asSession, loginRoot, registerAndLogin, registration, type Session } from '../test/fixtures.js';
import { redisIsUp, TEST_REDIS_URL as REDIS_URL } from '../test/redis.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { until } from '../test/wait.js';

/**
 * The coarse request limit per client IP (docs/decisions/106-a-coarse-limit-per-client-ip.md):
 * a burst from one address stops at the limit, before the session is read and with nothing
 * written; other addresses (and other IPv6 /64s) are unaffected; TRUST_PROXY decides which address
 * counts; the per-user limits still count the same requests; the web app's files do not count;
 * in memory it is one budget per instance on the embedded database, shared through PostgreSQL
 * every second on a server (docs/decisions/165-instances-share-through-postgresql.md), and with
 * REDIS_URL one budget shared in Redis.
 */

const PER_IP = 10;
const LIMITS = { RATE_LIMIT_PER_IP_PER_MINUTE: String(PER_IP) };

const from = (remoteAddress: string, options: InjectOptions = {}): InjectOptions => ({
  url: '/api/v1/health',
  ...options,
  remoteAddress,
});

const statuses = (responses: { statusCode: number }[]) =>
  responses.map((response) => response.statusCode).sort((a, b) => a - b);

const burst = (app: FastifyInstance, count: number, options: (i: number) => InjectOptions) =>
  Promise.all(Array.from({ length: count }, (_, i) => app.inject(options(i))));

async function userCount(t: TestApp): Promise<number> {
  const rows = await t.db.select({ count: sql<number>`count(*)::int` }).from(users);
  return rows[0]!.count;
}

function expectRefusal(answer: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(answer.statusCode).toBe(429);
  const retryAfter = Number(answer.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(answer.json()).toEqual({
    message: `Too many requests. Try again in ${retryAfter} second${retryAfter === 1 ? '' : 's'}.`,
    code: 'throttle.requests',
  });
}

describe('the coarse limit per client IP, without Redis', () => {
  let t: TestApp;
  let root: Session;

  beforeAll(async () => {
    t = await createTestApp(LIMITS);
    root = await loginRoot(t.app);
  });
  afterAll(() => t.close());

  it('a burst of registrations from one address: the limit passes, the rest get 429 with Retry-After and the API error body, and only the passed ones made accounts', async () => {
    const before = await userCount(t);
    const answers = await burst(t.app, 15, () =>
      from('203.0.113.7', {
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: registration(root.promoterCode),
      }),
    );
    expect(statuses(answers)).toEqual([...Array(PER_IP).fill(201), ...Array(15 - PER_IP).fill(429)]);
    expect(await userCount(t)).toBe(before + PER_IP);
    expectRefusal(answers.find((answer) => answer.statusCode === 429)!);

    // Refused before the session is read: a bad token meets the limit, not a 401.
    const forged = await t.app.inject(
      from('203.0.113.7', { url: '/api/v1/user-dashboard', headers: { authorization: 'Bearer forged' } }),
    );
    expectRefusal(forged);
    // A route that does not exist counts too, and is refused.
    expect((await t.app.inject(from('203.0.113.7', { url: '/api/v1/no-such-route' }))).statusCode).toBe(429);

    // Another address is unaffected.
    const other = await t.app.inject(from('198.51.100.9'));
    expect(other.statusCode, other.body).toBe(200);
  });

  it('an IPv6 client is counted by its /64: rotating addresses inside it shares one budget, another /64 has its own', async () => {
    const answers = await burst(t.app, 14, (i) => from(`2001:db8:aaaa:1::${(i + 1).toString(16)}`));
    expect(statuses(answers)).toEqual([...Array(PER_IP).fill(200), ...Array(14 - PER_IP).fill(429)]);
    expect((await t.app.inject(from('2001:db8:aaaa:2::1'))).statusCode).toBe(200);
  });

  it('every method counts against one budget, and the count covers every route together', async () => {
    const address = '203.0.113.20';
    const requests: InjectOptions[] = [
      { url: '/api/v1/health' },
      { url: '/api/v1/ready', method: 'HEAD' },
      { url: '/api/v1/auth/login', method: 'POST', payload: {} },
    ];
    const answers = [];
    for (let i = 0; i < PER_IP + 2; i++) {
      answers.push(await t.app.inject(from(address, requests[i % requests.length])));
    }
    expect(answers.slice(PER_IP).map((answer) => answer.statusCode)).toEqual([429, 429]);
    expect(answers.slice(0, PER_IP).every((answer) => answer.statusCode !== 429)).toBe(true);
  });

  it('the per-user limits still apply to requests the coarse limit let through', async () => {
    const u = await createTestApp({
      RATE_LIMIT_PER_IP_PER_MINUTE: '1000',
      RATE_LIMIT_DASHBOARD_PER_MINUTE: '3',
    });
    try {
      const admin = await loginRoot(u.app);
      const user = await registerAndLogin(u.app, admin.promoterCode);
      const load = () => u.app.inject(asSession(user, { url: '/api/v1/user-dashboard' }));
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await load());
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429, 429]);
      // The per-user refusal is the plugin's route limit: it writes its counter in the database.
      const counters = await u.db.select().from(rateLimitCounters);
      expect(counters.map((row) => [row.key, row.hits])).toEqual([
        [`GET /api/v1/user-dashboard|user:${user.userId}`, 5],
      ]);
    } finally {
      await u.close();
    }
  });

  it('two instances on the embedded database count apart, and write nothing to it', async ({ skip }) => {
    // The embedded database belongs to one process: a second instance beside it is a test's.
    if (t.kind !== 'pglite') skip();
    const second = await buildApp({ config: t.config, database: t.database, tokens: t.tokens });
    await second.ready();
    try {
      const address = '203.0.113.30';
      const first = await burst(t.app, PER_IP, () => from(address));
      const other = await burst(second, PER_IP, () => from(address));
      expect(statuses([...first, ...other])).toEqual(Array(2 * PER_IP).fill(200));
      expect((await t.app.inject(from(address))).statusCode).toBe(429);
      expect((await second.inject(from(address))).statusCode).toBe(429);
      expect(await t.db.select().from(rateLimitCounters)).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('two instances on PostgreSQL add their counts up through it, once a second each', async ({ skip }) => {
    if (t.kind !== 'postgres') skip();
    const second = await buildApp({ config: t.config, database: t.database, tokens: t.tokens });
    await second.ready();
    const address = '203.0.113.31';
    const counted = async () =>
      (
        await t.db
          .select({ hits: rateLimitCounters.hits })
          .from(rateLimitCounters)
          .where(eq(rateLimitCounters.key, `every-route|ip:${address}`))
      )[0]?.hits ?? 0;
    const untilCounted = (hits: number) =>
      until(async () => (await counted()) >= hits, { withinMs: 3000, what: `counted to ${hits}` });
    try {
      expect(statuses(await burst(t.app, PER_IP, () => from(address)))).toEqual(Array(PER_IP).fill(200));
      await untilCounted(PER_IP);
      // The second instance has not heard yet: its first request goes through and is counted…
      expect((await second.inject(from(address))).statusCode).toBe(200);
      await untilCounted(PER_IP + 1);
      // …and with its batch it learns the first instance's ten: both refuse now.
      expectRefusal(await second.inject(from(address)));
      expectRefusal(await t.app.inject(from(address)));
    } finally {
      await second.close();
    }
  });
});

describe('which address counts: TRUST_PROXY', () => {
  it('without it, a forged X-Forwarded-For escapes nothing; with one trusted proxy, the phones behind it are counted apart', async () => {
    const direct = await createTestApp({ ...LIMITS, TRUST_PROXY: '0' });
    try {
      const answers = await burst(direct.app, 14, (i) =>
        from('203.0.113.40', { headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } }),
      );
      expect(statuses(answers)).toEqual([...Array(PER_IP).fill(200), ...Array(14 - PER_IP).fill(429)]);
    } finally {
      await direct.close();
    }

    const proxied = await createTestApp({ ...LIMITS, TRUST_PROXY: '1' });
    try {
      const proxy = '10.0.0.5';
      const phone = (address: string) => from(proxy, { headers: { 'x-forwarded-for': address } });
      const answers = await burst(proxied.app, 14, () => phone('198.51.100.50'));
      expect(statuses(answers)).toEqual([...Array(PER_IP).fill(200), ...Array(14 - PER_IP).fill(429)]);
      // Another client behind the same proxy still gets through: the proxy's address is not the key.
      expect((await proxied.app.inject(phone('198.51.100.51'))).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});

describe("the web app's own files", () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(path.join(webDir, 'assets', 'index-a1b2c3.js'), 'console.log(1);');
    t = await createTestApp({ ...LIMITS, WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('are not counted: a phone loading the app many times over leaves the API budget whole; uploads and the API count', async () => {
    const address = '203.0.113.60';
    for (const url of [
      '/',
      '/index.html',
      '/assets/index-a1b2c3.js',
      '/dashboard',
      '/admin/withdraw-request',
    ]) {
      const answers = await burst(t.app, 3 * PER_IP, () => from(address, { url }));
      expect(statuses(answers), url).toEqual(Array(3 * PER_IP).fill(200));
      expect(answers[0]!.body, url).toMatch(url.endsWith('.js') ? /console/ : /<title>Portal/);
    }
    // A missing upload counts (404s), then the API's budget is what is left.
    const uploads = await burst(t.app, 4, () => from(address, { url: '/uploads/final/none.mp4' }));
    expect(statuses(uploads)).toEqual(Array(4).fill(404));
    const api = await burst(t.app, PER_IP, () => from(address));
    expect(statuses(api)).toEqual([...Array(PER_IP - 4).fill(200), ...Array(4).fill(429)]);
    // A path the web app does not serve by GET still counts when it is not a GET.
    expect((await t.app.inject(from(address, { method: 'POST', url: '/dashboard' }))).statusCode).toBe(429);
    // Once the budget is spent, the app's files still load.
    expect((await t.app.inject(from(address, { url: '/' }))).statusCode).toBe(200);
  });
});

describe.runIf(await redisIsUp())('with REDIS_URL (skipped when no Redis answers)', () => {
  const prefix = `portal-rate-limit-test-${randomUUID()}:`;
  let t: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    t = await createTestApp({ ...LIMITS, REDIS_URL, RATE_LIMIT_REDIS_PREFIX: prefix });
    redis = new Redis(REDIS_URL);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
    await t.close();
  });

  it('two instances share one budget per address in Redis, under a key that expires with its window', async () => {
    const second = await buildApp({ config: t.config, database: t.database, tokens: t.tokens });
    await second.ready();
    try {
      const address = '203.0.113.70';
      const answers = await burst(t.app, 16, () => from(address));
      const more = await burst(second, 4, () => from(address));
      expect(statuses([...answers, ...more])).toEqual([
        ...Array(PER_IP).fill(200),
        ...Array(20 - PER_IP).fill(429),
      ]);
      expectRefusal(more[0]!);

      const key = `${prefix}every-route-ip:${address}`;
      expect(await redis.keys(`${prefix}every-route-*`)).toEqual([key]);
      expect(Number(await redis.get(key))).toBe(20);
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(60_000);
      expect(await t.db.select().from(rateLimitCounters)).toEqual([]);

      expect((await second.inject(from('203.0.113.71'))).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });
});
