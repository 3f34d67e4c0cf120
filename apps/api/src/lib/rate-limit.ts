import { createRequire } from 'node:module';
import fastifyRateLimit, {
  type FastifyRateLimitOptions,
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
  type RateLimitOptions,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { lt, sql } from 'drizzle-orm';
import type { AppConfig } from '../config/env.js';
import { type Database, rowsOf } from '../db/client.js';
import { rateLimitCounters } from '../db/schema.js';
import { clientIp } from './client-ip.js';
import { networkOf } from './connection-guards.js';
import { throttled } from './throttle.js';

/**
 * Per-user request limits on the chatty routes (docs/decisions/097-per-user-request-limits.md,
 * docs/product/security.md): @fastify/rate-limit counts, per route and caller, fixed one-minute
 * windows in a store every instance shares: the portal's own database by default (PGlite or
 * PostgreSQL), Redis when REDIS_URL is set. A route opts in with `config: { policy, rateLimit:
 * perMinute(config.RATE_LIMIT_…) }`, so its limit is read where the route is declared.
 *
 * Beside them, one coarse limit per client IP on every route (docs/decisions/106-a-coarse-limit-per-client-ip.md):
 * the same plugin, counted in Redis when REDIS_URL is set, else in memory and shared every second
 * through PostgreSQL (startBatchedCounter), or in memory alone on the embedded database, which one
 * process holds.
 */

const WINDOW_MS = 60_000;
/** How often an instance deletes the counters whose window has ended. */
export const PURGE_EVERY_MS = 60_000;

/** A route's limit: `max` requests per caller in each one-minute window. */
export function perMinute(max: number): RateLimitOptions {
  return { max, timeWindow: WINDOW_MS };
}

/**
 * The same limit for a route called many times a minute by everyone (a playing video's progress
 * reports): on PostgreSQL without Redis it is counted in memory and shared every second
 * (startBatchedCounter) instead of one write per request, so a caller is refused within a second
 * of reaching it across instances (docs/decisions/164-progress-reports-that-write-nothing.md).
 */
export function perMinuteInBatches(max: number): RateLimitOptions {
  return { ...perMinute(max), countedInBatches: true } as RateLimitOptions;
}

function isCountedInBatches(params: unknown): boolean {
  return (params as { countedInBatches?: boolean }).countedInBatches === true;
}

/** Whom a request is counted against: the signed-in user, or the client IP when signed out. */
export function callerKey(request: FastifyRequest): string {
  return request.actor ? `user:${request.actor.id}` : `ip:${clientIp(request)}`;
}

function secondsText(seconds: number): string {
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}

/** What the store's child receives: the route's merged options, with the route itself. */
interface RouteLimitParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * The route a child store counts for. Fastify answers HEAD with the GET route's handler (and adds
 * that route with its own limiter hook), so HEAD is counted as its GET: it must not double the budget.
 */
function routeOf(params: unknown): { method: string; url: string } {
  const method = [(params as RouteLimitParams).routeInfo?.method ?? ''].flat().join(',');
  return {
    method: method === 'HEAD' ? 'GET' : method,
    url: (params as RouteLimitParams).routeInfo?.url ?? '',
  };
}

/**
 * The store a limiter made with `createRateLimit({ store })` counts in. The plugin documents that
 * option but only passes it, among the merged options, to the root store's child(): the root
 * stores below honour it, so the coarse limit counts apart from the per-user limits.
 */
function ownStoreOf(params: unknown): FastifyRateLimitStore | undefined {
  const Store = (params as { store?: FastifyRateLimitStoreCtor }).store;
  return Store ? new Store(params as FastifyRateLimitOptions) : undefined;
}

/** Deletes the counters whose window ended before now; a key used again starts a new row. */
export async function purgeExpiredCounters(db: Database): Promise<number> {
  const rows = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.resetsAt, sql`now()`))
    .returning({ key: rateLimitCounters.key });
  return rows.length;
}

/** Runs purgeExpiredCounters at most once per PURGE_EVERY_MS, in the background. */
function purgerOf(db: Database, log: FastifyBaseLogger): () => void {
  let lastAt = 0;
  return () => {
    const now = Date.now();
    if (now - lastAt < PURGE_EVERY_MS) return;
    lastAt = now;
    purgeExpiredCounters(db).catch((error: unknown) =>
      log.warn({ err: error }, 'rate limit counters: purge failed'),
    );
  };
}

/**
 * The counters in the portal's database: one row per route and caller. One upsert counts a
 * request and answers the count and the window's remaining time; PostgreSQL's row lock on the
 * conflict makes parallel requests on any instance get distinct counts, so exactly `max` pass.
 * Times come from the database's clock, which every instance shares.
 */
function databaseStore(db: Database, log: FastifyBaseLogger, inBatches?: BatchedCounter) {
  const purgeNowAndThen = purgerOf(db, log);
  // One warning while the database cannot count, not one per request (an outage is many requests).
  let failing = false;

  class DatabaseStore implements FastifyRateLimitStore {
    /** The plugin makes the root store with its options; each route's child gets its own prefix. */
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      purgeNowAndThen();
      db.execute(
        sql`insert into rate_limit_counters as c (key, hits, resets_at)
            values (${this.prefix + key}, 1, now() + make_interval(secs => ${timeWindow / 1000}::float8))
            on conflict (key) do update set
              hits = case when c.resets_at <= now() then 1 else c.hits + 1 end,
              resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
            returning c.hits as current,
              greatest(0, ceil(extract(epoch from (c.resets_at - now())) * 1000))::float8 as ttl`,
      ).then(
        (result) => {
          const row = rowsOf<{ current: number; ttl: number }>(result)[0]!;
          if (failing) log.info('rate limit counters: counting again');
          failing = false;
          callback(null, { current: Number(row.current), ttl: Number(row.ttl) });
        },
        (error: unknown) => {
          if (!failing) log.warn({ err: error }, 'rate limit counters: not counted, requests go through');
          failing = true;
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(params: unknown): FastifyRateLimitStore {
      const own = ownStoreOf(params);
      if (own) return own;
      const route = routeOf(params);
      const prefix = `${route.method} ${route.url}|`;
      if (inBatches && isCountedInBatches(params))
        return new (batchedStore(inBatches, prefix))(params as FastifyRateLimitOptions);
      return new DatabaseStore(undefined, prefix);
    }
  }
  return DatabaseStore;
}

/**
 * Registers the limiter on `app` (before the routes, which it reads as they are added, and before
 * the auth hook, which the coarse limit must precede). No route has a per-user limit unless its
 * config says `rateLimit`; every request but the web app's files meets the coarse limit per client
 * IP. A store that fails (database or Redis down) lets the request through: the limits guard
 * against floods, not money, and must not turn an outage of Redis into an outage of the portal.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  { config, db, shared }: { config: AppConfig; db: Database; shared: boolean },
): Promise<void> {
  const options: RateLimitPluginOptions = {
    global: false,
    skipOnError: true,
    keyGenerator: callerKey,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return throttled(`Too many requests. Try again in ${secondsText(seconds)}.`, seconds);
    },
  };
  if (config.REDIS_URL) {
    const redis = await connectRedis(config.REDIS_URL, app.log);
    app.addHook('onClose', async () => {
      await redis.quit().catch(() => redis.disconnect());
    });
    await app.register(fastifyRateLimit, {
      ...options,
      store: redisStore(redis, config.RATE_LIMIT_REDIS_PREFIX),
    });
    limitEveryRoute(app, config, everyRouteRedisStore(redis, config.RATE_LIMIT_REDIS_PREFIX));
  } else if (shared) {
    const coarse = startBatchedCounter(db, app.log);
    const routes = startBatchedCounter(db, app.log, { prefix: '', what: 'per-user request limits' });
    app.addHook('onClose', async () => {
      coarse.stop();
      routes.stop();
    });
    await app.register(fastifyRateLimit, { ...options, store: databaseStore(db, app.log, routes) });
    limitEveryRoute(app, config, batchedStore(coarse, ''));
  } else {
    await app.register(fastifyRateLimit, { ...options, store: databaseStore(db, app.log) });
    limitEveryRoute(app, config, everyRouteMemoryStore());
  }
}

/** Whom the coarse limit counts: the client IP that TRUST_PROXY allows, an IPv6 address by its /64. */
export function clientNetworkKey(request: FastifyRequest): string {
  return `ip:${networkOf(clientIp(request))}`;
}

/**
 * The web app's own files, which the coarse limit does not count: a GET or HEAD that no API or
 * uploads route answers (the static files, and index.html for a page path). A phone's first
 * visit fetches dozens of them, they cost no database work, and are cached for a year. The
 * matched route's pattern is read, not the raw URL, so an encoded path (`/%61pi/…`) still counts.
 */
export function isWebAppFile(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return !/^\/(api|uploads)\//.test(request.routeOptions.url ?? request.url);
}

/**
 * The coarse limit: RATE_LIMIT_PER_IP_PER_MINUTE requests per client IP per minute over every
 * route together, checked before the auth hook reads the session from the database. The plugin's
 * `createRateLimit` counts (it leaves the per-route limits' once-per-request mark alone, so they
 * still count the same request); a refusal is the API's 429 with Retry-After.
 */
function limitEveryRoute(app: FastifyInstance, config: AppConfig, store: FastifyRateLimitStoreCtor): void {
  const check = app.createRateLimit({
    max: config.RATE_LIMIT_PER_IP_PER_MINUTE,
    timeWindow: WINDOW_MS,
    keyGenerator: clientNetworkKey,
    store,
  });
  app.addHook('onRequest', async (request) => {
    if (isWebAppFile(request)) return;
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) {
      const seconds = Math.max(1, Math.ceil(limit.ttl / 1000));
      throw throttled(`Too many requests. Try again in ${secondsText(seconds)}.`, seconds);
    }
  });
}

/** Client networks one instance remembers; past it the least recently seen is forgotten. */
const MEMORY_STORE_KEYS = 50_000;

/** The plugin's in-memory store, one per instance: nothing shared, nothing to fail. */
function everyRouteMemoryStore(): FastifyRateLimitStoreCtor {
  const LocalStore = pluginStore<LocalStoreClass>('LocalStore');
  const local = new LocalStore(false, false, MEMORY_STORE_KEYS);
  return class MemoryStore implements FastifyRateLimitStore {
    incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>): void {
      // The plugin's LocalStore answers with the very object it keeps counting in, and the plugin
      // reads it a microtask later: requests handled in the same tick all read the last count (a
      // burst of 12 injected at a limit of 10 was refused whole). A copy keeps each one's count.
      local.incr(key, (error, result) => callback(error, result && { ...result }), timeWindow, max);
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** How often an instance adds its coarse-limit counts to the database's and reads the totals back. */
export const BATCH_EVERY_MS = 1000;
/** Keys one statement of a batch carries at most. */
const BATCH_KEYS = 5000;
/** What the coarse limit's keys start with among the database's counters. */
const EVERY_ROUTE_PREFIX = 'every-route|';

interface BatchedCount {
  /** Every instance's count in the window, as the database last answered it. */
  known: number;
  /** Counted here and not yet sent. */
  pending: number;
  /** Sent and not yet answered. */
  inFlight: number;
  /** When the window ends, by this process's clock. */
  resetsAt: number;
}

export interface BatchedCounter {
  incr(key: string, windowMs: number): { current: number; ttl: number };
  /** Sends the counts made since the last batch and reads back every instance's totals. */
  flush(): Promise<void>;
  stop(): void;
}

/**
 * The coarse limit's counts when several instances share PostgreSQL and no Redis
 * (docs/decisions/165-instances-share-through-postgresql.md): one write per request would cost
 * more than the limit saves, so each instance counts in memory and, every second, adds its counts
 * to the database's counters in one statement that answers every instance's totals. A client is
 * then refused within a second of reaching the limit across all instances. A failed batch is
 * kept and sent with the next; the requests go through meanwhile, with one warning.
 */
export function startBatchedCounter(
  db: Database,
  log: FastifyBaseLogger,
  /** What its keys start with among the database's counters, and what its log lines call it. */
  { prefix = EVERY_ROUTE_PREFIX, what = 'coarse request limit' }: { prefix?: string; what?: string } = {},
): BatchedCounter {
  const counts = new Map<string, BatchedCount>();
  const purgeNowAndThen = purgerOf(db, log);
  let failing = false;
  let flushing: Promise<void> | null = null;

  const send = async (batch: [string, BatchedCount][], windowMs: number) => {
    const result = await db.execute(
      sql`insert into rate_limit_counters as c (key, hits, resets_at)
          select k, n, now() + make_interval(secs => ${windowMs / 1000}::float8)
          from json_to_recordset(${JSON.stringify(batch.map(([key, count]) => ({ k: prefix + key, n: count.inFlight })))}::json)
            as t(k text, n int)
          on conflict (key) do update set
            hits = case when c.resets_at <= now() then excluded.hits else c.hits + excluded.hits end,
            resets_at = case when c.resets_at <= now() then excluded.resets_at else c.resets_at end
          returning c.key, c.hits,
            greatest(0, ceil(extract(epoch from (c.resets_at - now())) * 1000))::float8 as ttl`,
    );
    const now = Date.now();
    for (const row of rowsOf<{ key: string; hits: number; ttl: number }>(result)) {
      const count = counts.get(row.key.slice(prefix.length));
      if (!count) continue;
      count.known = Number(row.hits);
      count.inFlight = 0;
      count.resetsAt = now + Number(row.ttl);
    }
  };

  const flushOnce = async () => {
    purgeNowAndThen();
    const now = Date.now();
    const batch: [string, BatchedCount][] = [];
    for (const [key, count] of counts) {
      if (count.pending > 0) {
        count.inFlight = count.pending;
        count.pending = 0;
        batch.push([key, count]);
      } else if (count.resetsAt <= now && count.inFlight === 0) counts.delete(key);
    }
    try {
      for (let start = 0; start < batch.length; start += BATCH_KEYS)
        await send(batch.slice(start, start + BATCH_KEYS), WINDOW_MS);
      if (failing) log.info(`${what}: counting across instances again`);
      failing = false;
    } catch (error) {
      for (const [, count] of batch) {
        count.pending += count.inFlight;
        count.inFlight = 0;
      }
      if (!failing) log.warn({ err: error }, `${what}: counts not shared, counting here meanwhile`);
      failing = true;
    }
  };

  const flush = () => (flushing ??= flushOnce().finally(() => (flushing = null)));
  const timer = setInterval(() => void flush(), BATCH_EVERY_MS);
  timer.unref();
  return {
    incr: (key, windowMs) => {
      const now = Date.now();
      let count = counts.get(key);
      if (!count) counts.set(key, (count = { known: 0, pending: 0, inFlight: 0, resetsAt: now + windowMs }));
      if (count.resetsAt <= now) {
        count.known = 0;
        count.pending = 0;
        count.resetsAt = now + windowMs;
      }
      count.pending += 1;
      return { current: count.known + count.inFlight + count.pending, ttl: count.resetsAt - now };
    },
    flush,
    stop: () => clearInterval(timer),
  };
}

/** A limit counted by a BatchedCounter, its keys under `prefix` (the route's, for a per-user limit). */
function batchedStore(counter: BatchedCounter, prefix: string): FastifyRateLimitStoreCtor {
  return class BatchedStore implements FastifyRateLimitStore {
    incr(...[key, callback, timeWindow]: Parameters<FastifyRateLimitStore['incr']>): void {
      callback(null, counter.incr(prefix + key, timeWindow));
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** The plugin's Redis store under the prefix's `every-route-` keys, shared by every instance. */
function everyRouteRedisStore(redis: Redis, prefix: string): FastifyRateLimitStoreCtor {
  const PluginRedisStore = pluginStore<RedisStoreClass>('RedisStore');
  const shared = new PluginRedisStore(false, false, redis, `${prefix}every-route-`);
  return class EveryRouteRedisStore implements FastifyRateLimitStore {
    incr(...args: Parameters<FastifyRateLimitStore['incr']>): void {
      shared.incr(...args);
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * One of the plugin's own stores. The plugin exports no name for them: the file is loaded from
 * the exact version package.json pins, and rate-limit tests check the keys they write.
 */
function pluginStore<T>(name: 'LocalStore' | 'RedisStore'): T {
  return createRequire(import.meta.url)(`@fastify/rate-limit/store/${name}.js`) as T;
}

type LocalStoreClass = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache: number,
) => FastifyRateLimitStore;

type RedisStoreClass = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  prefix: string,
) => FastifyRateLimitStore;

/**
 * The plugin's own Redis store (INCR, and PEXPIRE when a window starts, in one script), given
 * the route as routeOf() reads it.
 */
function redisStore(redis: Redis, prefix: string) {
  const PluginRedisStore = pluginStore<RedisStoreClass>('RedisStore');
  const root = new PluginRedisStore(false, false, redis, prefix);
  return class RedisStore implements FastifyRateLimitStore {
    incr(...args: Parameters<FastifyRateLimitStore['incr']>): void {
      root.incr(...args);
    }

    child(params: unknown): FastifyRateLimitStore {
      const own = ownStoreOf(params);
      if (own) return own;
      const { method, url } = routeOf(params);
      const routeInfo = { ...(params as RouteLimitParams).routeInfo, method, url };
      // The plugin hands a child its merged options, not the route options its types name.
      const merged = { ...(params as object), routeInfo } as unknown;
      return root.child(merged as Parameters<FastifyRateLimitStore['child']>[0]);
    }
  };
}

/**
 * A Redis client for the limiter: a wrong REDIS_URL stops the start-up, while a later outage only
 * fails the limiter's commands at once (no queue, one retry) so requests go through uncounted.
 */
async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
  });
  // One warning while Redis is away, however often ioredis tries again (docs/decisions/167-faults-under-load.md):
  // meanwhile the limits let requests through (skipOnError), and the portal keeps answering.
  let away = false;
  redis.on('error', (error: unknown) => {
    if (away) return;
    away = true;
    log.warn({ err: error }, 'rate limit Redis: connection lost; requests are not counted until it is back');
  });
  redis.on('ready', () => {
    if (away) log.info('rate limit Redis: connected again');
    away = false;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: could not connect to Redis (${(error as Error).message})`);
  }
  return redis;
}
