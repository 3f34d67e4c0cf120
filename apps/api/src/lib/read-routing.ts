import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database, DatabaseHandle } from '../db/client.js';
import {
  lsnValue,
  readsFromReplica,
  replayedAsOf,
  type PrimarySample,
  type ReplicaState,
  wroteAtOf,
} from './read-routing.rules.js';
import { servesHttps } from './security-headers.js';

/** The cookie that tells any instance when this browser's user last wrote (ms since 1970). */
export const WROTE_COOKIE = 'portal-wrote';
/** How long a write keeps its writer's reads on the primary at most; the replica usually catches up in ms. */
const WROTE_SECONDS = 60;
/** How often an instance looks at how far the replica has replayed. */
export const LOOK_EVERY_MS = 200;
/** A look unanswered for this long: the replica is taken to be down and every read goes to the primary. */
const ANSWER_WITHIN_MS = 1000;
/** The primary's positions kept while the replica has not reached them. */
const MAX_SAMPLES = 100;

/**
 * Where reads go (docs/decisions/166-reads-from-a-replica.md): with DATABASE_REPLICA_URL, admin lists,
 * counts, charts, exports and a user's history lists are read from the replica; every write and
 * every check before one stays on the primary (the services' own `db`), and so do the reads of a
 * user who wrote recently, until the replica holds that write.
 */
export interface ReadRouting {
  /** The database the reads of this request go to. */
  readsFor(request: FastifyRequest): Database;
  /** After a request that may have written: its user's reads stay on the primary until the replica has it. */
  noteWrite(request: FastifyRequest, reply: FastifyReply): void;
  /** How far behind the replica is now, in ms; null when it is down or not yet known; undefined: none configured. */
  replicaLagMs(): number | null | undefined;
  stop(): Promise<void>;
}

export function startReadRouting({
  primary,
  replica,
  maxLagMs,
  publicOrigin,
  log,
}: {
  primary: DatabaseHandle;
  replica?: DatabaseHandle;
  maxLagMs: number;
  publicOrigin: string | undefined;
  log: FastifyBaseLogger;
}): ReadRouting {
  if (!replica)
    return {
      readsFor: () => primary.db,
      noteWrite: () => {},
      replicaLagMs: () => undefined,
      stop: async () => {},
    };

  const state: ReplicaState = { replayedAsOf: null, answeredUntil: 0 };
  let samples: PrimarySample[] = [];
  // Bearer clients send no cookie: their writes are remembered here, by this instance.
  const wroteHere = new LRUCache<number, number>({ max: 50_000, ttl: WROTE_SECONDS * 1000 });
  let warned = false;

  const look = async () => {
    const at = Date.now();
    try {
      const primaryLsn = await primary.executeSql('select pg_current_wal_lsn()::text as lsn');
      samples.push({ at, lsn: lsnValue((primaryLsn.rows[0] as { lsn: string }).lsn) });
      if (samples.length > MAX_SAMPLES) samples = samples.slice(-MAX_SAMPLES);
      const replayed = await replica.executeSql('select pg_last_wal_replay_lsn()::text as lsn');
      const lsn = (replayed.rows[0] as { lsn: string | null }).lsn;
      // null: not a standby (a primary given as the replica); it then holds everything at once.
      const reached = replayedAsOf(samples, lsn === null ? samples.at(-1)!.lsn : lsnValue(lsn));
      samples = reached.waiting;
      if (reached.asOf !== null) state.replayedAsOf = reached.asOf;
      state.answeredUntil = Date.now() + ANSWER_WITHIN_MS;
      if (warned) log.info('read replica answering again');
      warned = false;
    } catch (error) {
      if (!warned) log.warn({ err: error }, 'read replica not answering: reads go to the primary');
      warned = true;
    }
  };
  let looking: Promise<void> = look();
  const timer = setInterval(() => {
    looking = looking.then(look);
  }, LOOK_EVERY_MS);
  timer.unref();

  return {
    readsFor: (request) => {
      const now = Date.now();
      const fromCookie = wroteAtOf(request.cookies?.[WROTE_COOKIE], now);
      const fromHere = request.actor ? wroteHere.get(request.actor.id) : undefined;
      const wroteAt = Math.max(fromCookie ?? -Infinity, fromHere ?? -Infinity);
      const useReplica = readsFromReplica(state, {
        wroteAt: Number.isFinite(wroteAt) ? wroteAt : undefined,
        now,
        maxLagMs,
      });
      return useReplica ? replica.db : primary.db;
    },
    noteWrite: (request, reply) => {
      if (!request.actor) return;
      const now = Date.now();
      wroteHere.set(request.actor.id, now);
      void reply.setCookie(WROTE_COOKIE, String(now), {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: servesHttps({ PUBLIC_ORIGIN: publicOrigin }) || request.protocol === 'https',
        maxAge: WROTE_SECONDS,
      });
    },
    replicaLagMs: () => {
      const now = Date.now();
      if (state.replayedAsOf === null || now > state.answeredUntil) return null;
      return Math.max(0, now - state.replayedAsOf);
    },
    stop: async () => {
      clearInterval(timer);
      await looking;
    },
  };
}
