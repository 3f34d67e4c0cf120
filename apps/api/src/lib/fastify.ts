import type { ExportList } from '@portal/shared';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config/env.js';
import type { Database } from '../db/client.js';
import type { Actor, TokenService } from './auth.js';
import { unauthorized } from './errors.js';
import type { NoticeBus } from './notices.js';
import type { RoutePolicy } from './policy.js';
import type { SessionCache } from './session-cache.js';
import type { Storage } from './storage/storage.js';

export interface AppDeps {
  config: AppConfig;
  db: Database;
  tokens: TokenService;
  /** Where every stored file lives (docs/decisions/157-one-storage-for-every-file.md). */
  storage: Storage;
  /** What every instance sharing the database hears (docs/decisions/165-instances-share-through-postgresql.md). */
  notices: NoticeBus;
  /** The session checks this instance remembers, forgotten on the notices that correct them. */
  sessions: SessionCache;
  /**
   * The database for a request's lists, counts, charts, exports and history: the read replica
   * when one is configured and holds what this caller last wrote, else `db`
   * (docs/decisions/166-reads-from-a-replica.md). Never for a write or a check before one.
   */
  reads: (request: FastifyRequest) => Database;
  /**
   * Queues a background job run now (lib/jobs.ts): the server's job runner, once started; absent
   * in tests, which call the jobs' services themselves.
   */
  jobs?: JobQueue;
  /**
   * A list's export when its GET sets `exports`: kept and queued for a worker, answered 202 with
   * the job (modules/exports, docs/decisions/169-exports-made-by-a-worker.md). A dependency, not
   * an import, so the exports module may call the lists' services without a cycle.
   */
  queueExport(request: FastifyRequest, reply: FastifyReply, list: ExportList): Promise<FastifyReply>;
}

/** Sends a job to the runner; a lost send is caught by the job's own schedule. */
export interface JobQueue {
  send(name: string, payload: unknown): Promise<unknown>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    policy?: RoutePolicy;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

/** The Fastify instance every routes file receives: zod schemas type the handlers. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** The caller of a route whose policy requires a session (the auth hook has checked it). */
export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthorized();
  return request.actor;
}
