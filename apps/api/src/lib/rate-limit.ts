import { createRequire } from 'node:module';
import fastifyRateLimit, {
  type FastifyRateLimitStore,
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
import { throttled } from './throttle.js';

/**
 * Per-user request limits on the chatty routes (docs/decisions/097-per-user-request-limits.md,
 * docs/product/security.md): @fastify/rate-limit counts, per route and caller, fixed one-minute
 * windows in a store every instance shares: the portal's own database by default (PGlite or
 * PostgreSQL), Redis when REDIS_URL is set. A route opts in with `config: { policy, rateLimit:
 * perMinute(config.RATE_LIMIT_…) }`, so its limit is read where the route is declared.
 */

const WINDOW_MS = 60_000;
/** How often an instance deletes the counters whose window has ended. */
export const PURGE_EVERY_MS = 60_000;

/** A route's limit: `max` requests per caller in each one-minute window. */
export function perMinute(max: number): RateLimitOptions {
  return { max, timeWindow: WINDOW_MS };
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

/** Deletes the counters whose window ended before now; a key used again starts a new row. */
export async function purgeExpiredCounters(db: Database): Promise<number> {
  const rows = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.resetsAt, sql`now()`))
    .returning({ key: rateLimitCounters.key });
  return rows.length;
}

/**
 * The counters in the portal's database: one row per route and caller. One upsert counts a
 * request and answers the count and the window's remaining time; PostgreSQL's row lock on the
 * conflict makes parallel requests on any instance get distinct counts, so exactly `max` pass.
 * Times come from the database's clock, which every instance shares.
 */
function databaseStore(db: Database, log: FastifyBaseLogger) {
  const purge = { lastAt: 0 };

  function purgeNowAndThen(): void {
    const now = Date.now();
    if (now - purge.lastAt < PURGE_EVERY_MS) return;
    purge.lastAt = now;
    purgeExpiredCounters(db).catch((error: unknown) =>
      log.warn({ err: error }, 'rate limit counters: purge failed'),
    );
  }

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
          callback(null, { current: Number(row.current), ttl: Number(row.ttl) });
        },
        (error: unknown) => {
          log.warn({ err: error }, 'rate limit counters: not counted, the request goes through');
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(params: unknown): FastifyRateLimitStore {
      const route = routeOf(params);
      return new DatabaseStore(undefined, `${route.method} ${route.url}|`);
    }
  }
  return DatabaseStore;
}

/**
 * Registers the limiter on `app` (before the routes, which it reads as they are added). No route
 * is limited unless its config says `rateLimit`. A store that fails (database or Redis down)
 * lets the request through: the limits guard against floods, not money, and must not turn an
 * outage of Redis into an outage of the portal.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  { config, db }: { config: AppConfig; db: Database },
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
  } else {
    await app.register(fastifyRateLimit, { ...options, store: databaseStore(db, app.log) });
  }
}

type RedisStoreClass = new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  prefix: string,
) => FastifyRateLimitStore;

/**
 * The plugin's own Redis store (INCR, and PEXPIRE when a window starts, in one script), given
 * the route as routeOf() reads it. The plugin exports no name for it: its file is loaded from the
 * exact version package.json pins, and rate-limit.test.ts checks the keys it writes.
 */
function redisStore(redis: Redis, prefix: string) {
  const PluginRedisStore = createRequire(import.meta.url)(
    '@fastify/rate-limit/store/RedisStore.js',
  ) as RedisStoreClass;
  const root = new PluginRedisStore(false, false, redis, prefix);
  return class RedisStore implements FastifyRateLimitStore {
    incr(...args: Parameters<FastifyRateLimitStore['incr']>): void {
      root.incr(...args);
    }

    child(params: unknown): FastifyRateLimitStore {
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
  redis.on('error', (error: unknown) => log.warn({ err: error }, 'rate limit Redis: connection error'));
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: could not connect to Redis (${(error as Error).message})`);
  }
  return redis;
}
