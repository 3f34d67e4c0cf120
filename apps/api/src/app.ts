import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifySchema,
} from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { MESSAGES, SESSION_COOKIE } from '@portal/shared';
import type { DestinationStream } from 'pino';
import type { AppConfig } from './config/env.js';
import type { DatabaseHandle } from './db/client.js';
import type { TokenService } from './lib/auth.js';
import { bodyLimitError, limitRequestBodies, PUBLIC_BODY_LIMIT } from './lib/body-limits.js';
import { clientIp, trustProxyOption } from './lib/client-ip.js';
import { guardSlowBodies, limitConnectionsPerClient, serverTimeoutOptions } from './lib/connection-guards.js';
import {
  AppError,
  badRequest,
  forbidden,
  isDatabaseUnavailable,
  isStorageUnavailable,
  unauthorized,
} from './lib/errors.js';
import type { AppDeps, JobQueue } from './lib/fastify.js';
import { loggerOptions, OneLinePerRequest } from './lib/logger.js';
import { responseSerializerCompiler } from './lib/serializers.js';
import { errorBodyIn, languageOfRequest } from './lib/messages.js';
import { isPublicPolicy, type RoutePolicy } from './lib/policy.js';
import { registerRateLimits } from './lib/rate-limit.js';
import { registerSecurityHeaders } from './lib/security-headers.js';
import { startNoticeBus } from './lib/notices.js';
import { createSessionCache } from './lib/session-cache.js';
import { startReadRouting } from './lib/read-routing.js';
import { openDatabase } from './db/client.js';
import { serveUploads, serveWebApp } from './lib/serve-web.js';
import { storageFromConfig, type Storage } from './lib/storage/storage.js';
import { authenticate } from './modules/auth/auth.service.js';
import { authRoutes, clearSessionCookie } from './modules/auth/auth.routes.js';
import { bankDetailsRoutes } from './modules/bank-details/bank-details.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { disclosureRoutes } from './modules/disclosure/disclosure.routes.js';
import { taxRoutes } from './modules/tax/tax.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { accountClosureRoutes } from './modules/account-closure/account-closure.routes.js';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { ledgerRoutes } from './modules/ledger/ledger.routes.js';
import { contactRoutes } from './modules/contact/contact.routes.js';
import { exportsRoutes } from './modules/exports/exports.routes.js';
import { queueListExport } from './modules/exports/exports.service.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { mediaFileRoutes, mediaRoutes } from './modules/media/media.routes.js';
import { earningRoutes } from './modules/earning/earning.routes.js';
import { learningRoutes } from './modules/learning/learning.routes.js';
import { pinsRoutes } from './modules/pins/pins.routes.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { resumableUploadsRoutes } from './modules/uploads/resumable-uploads.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { watchingRoutes } from './modules/watching/watching.routes.js';
import { playerRoutes } from './modules/player/player.routes.js';
import { withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes.js';
import { youtubeChannelsRoutes } from './modules/youtube-channels/youtube-channels.routes.js';

export const API_PREFIX = '/api/v1';

export interface ApiRoute {
  method: string;
  url: string;
  policy: RoutePolicy;
  /** The route's request schemas (the bad-input sweep reads which fields are record ids). */
  schema?: FastifySchema;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under /api/v1 with its declared policy (the authorization matrix reads it). */
    apiRoutes: ApiRoute[];
  }
}

/**
 * Records every /api/v1 route with its policy in `app.apiRoutes`, and refuses one that
 * declares none: the server does not start with an unguarded route.
 */
export function requireRoutePolicies(app: FastifyInstance): void {
  app.decorate('apiRoutes', [] as ApiRoute[]);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const routePolicy = route.config?.policy;
    if (!routePolicy) throw new Error(`Route ${route.method} ${route.url} declares no policy`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        app.apiRoutes.push({ method, url: route.url, policy: routePolicy, schema: route.schema });
      }
    }
  });
}

export interface BuildAppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  tokens: TokenService;
  /** Where log lines go (stdout when absent); tests read them. */
  logStream?: DestinationStream;
  /** Where stored files live; absent: what the configuration names (`STORAGE`). */
  storage?: Storage;
  /** The job runner's queue (server.ts); absent in tests. */
  jobs?: JobQueue;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a 503 for an unreachable database or bucket asks the client to wait before trying again. */
export const OUTAGE_RETRY_AFTER_SECONDS = 2;

function tokenOf(request: FastifyRequest): { token: string; viaCookie: boolean } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), viaCookie: false };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, viaCookie: true } : null;
}

/**
 * Cookie-authenticated mutations must come from the portal's own pages (docs/product/accounts.md,
 * Sessions).
 */
function isSameOrigin(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  let expected: string;
  try {
    expected = new URL(publicOrigin ?? `${request.protocol}://${request.host}`).origin;
  } catch {
    // A Host header that makes no URL is bad input, not a server error.
    throw badRequest(MESSAGES.badHost);
  }
  const origin = request.headers.origin ?? request.headers.referer;
  if (!origin) return false;
  try {
    return new URL(origin).origin === expected;
  } catch {
    return false;
  }
}

function fieldErrorsOf(error: FastifyError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.validation ?? []) {
    const pathText = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const keys = (issue.params as { keys?: string[] }).keys;
    const fields = keys?.length
      ? keys.map((key) => (pathText ? `${pathText}.${key}` : key))
      : [pathText || 'body'];
    for (const field of fields) (errors[field] ??= []).push(issue.message ?? 'Invalid value');
  }
  return errors;
}

export async function buildApp({
  config,
  database,
  tokens,
  logStream,
  storage: givenStorage,
  jobs,
}: BuildAppOptions): Promise<FastifyInstance> {
  const storage = givenStorage ?? (await storageFromConfig(config));
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config.LOG_LEVEL, logStream),
    logController: new OneLinePerRequest(),
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    // Routes behind a session raise it (lib/body-limits.ts); uploads are multipart, with their own.
    bodyLimit: PUBLIC_BODY_LIMIT,
    ...serverTimeoutOptions(config),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checked: config.NODE_ENV !== 'production' }));
  app.decorateRequest('actor', null);
  // A storage made here is this app's to close; one given to it belongs to the caller.
  if (!givenStorage) app.addHook('onClose', async () => storage.close());
  const replica = config.DATABASE_REPLICA_URL
    ? await openDatabase({ url: config.DATABASE_REPLICA_URL, poolMax: config.DB_POOL_MAX, logger: app.log })
    : undefined;
  const routing = startReadRouting({
    primary: database,
    replica,
    maxLagMs: config.REPLICA_MAX_LAG_SECONDS * 1000,
    publicOrigin: config.PUBLIC_ORIGIN,
    log: app.log,
  });
  app.addHook('onClose', async () => {
    await routing.stop();
    await replica?.close();
  });
  const notices = await startNoticeBus(database, app.log);
  const sessions = createSessionCache(notices, { seconds: config.SESSION_CACHE_SECONDS });
  app.addHook('onClose', async () => {
    sessions.stop();
    await notices.close();
  });

  requireRoutePolicies(app);
  limitRequestBodies(app);
  // A slow client's connections are closed (docs/decisions/090-slow-clients.md); the body deadline
  // starts before the auth hook below, so a caller it refuses cannot keep trickling a body either.
  limitConnectionsPerClient(app.server, {
    max: config.MAX_CONNECTIONS_PER_IP,
    trustProxy: config.TRUST_PROXY,
    log: app.log,
  });
  guardSlowBodies(app, config);

  // A signed-in caller's write keeps their own reads on the primary until the replica has it
  // (lib/read-routing.ts); the handler has answered, so its transaction is over.
  app.addHook('onSend', async (request, reply) => {
    if (!SAFE_METHODS.has(request.method)) routing.noteWrite(request, reply);
  });

  // Graceful shutdown: responses finished while closing tell the client to drop the
  // connection, so kept-alive sockets do not hold the process open after in-flight work ends.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });

  await registerSecurityHeaders(app, config);
  // Registered before the auth hook, so the session cookie is parsed when that hook runs.
  await app.register(fastifyCookie);
  // Before the routes (it reads their `rateLimit` config as they are added); its per-route hook
  // runs after the auth hook below, so a signed-in caller is counted by user id.
  await registerRateLimits(app, { config, db: database.db, shared: database.kind === 'postgres' });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
    const routePolicy = request.routeOptions.config.policy;
    if (!routePolicy) return;
    if (isPublicPolicy(routePolicy)) return;
    const credentials = tokenOf(request);
    if (!credentials) throw unauthorized();
    try {
      request.actor = await authenticate({
        db: database.db,
        tokens,
        token: credentials.token,
        ip: clientIp(request),
        sessions,
      });
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401 && credentials.viaCookie) {
        clearSessionCookie(request, reply, config);
      }
      throw error;
    }
    if (
      credentials.viaCookie &&
      !SAFE_METHODS.has(request.method) &&
      !isSameOrigin(request, config.PUBLIC_ORIGIN)
    ) {
      throw forbidden(MESSAGES.crossOrigin);
    }
    if (!routePolicy.roles.includes(request.actor.role)) throw forbidden();
  });

  // Every refusal reads in the caller's language, with its message's stable code
  // (lib/messages.ts, docs/decisions/144-server-messages-by-code.md).
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    message: string,
    fieldErrors?: Record<string, string[]>,
  ) => {
    return reply.code(status).send(await errorBodyIn(languageOfRequest(request), message, fieldErrors));
  };

  // An outage is thousands of requests: one warning per kind every 10 s, saying how many met it.
  const outages = new Map<string, { warnedAt: number; since: number }>();
  const outageWarning = (what: string, request: FastifyRequest, error: unknown) => {
    const seen = outages.get(what) ?? { warnedAt: 0, since: 0 };
    seen.since += 1;
    if (Date.now() - seen.warnedAt >= 10_000) {
      request.log.warn({ err: error, requests: seen.since }, what);
      seen.warnedAt = Date.now();
      seen.since = 0;
    }
    outages.set(what, seen);
  };

  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const appError = error instanceof AppError ? error : bodyLimitError(error, request);
    if (appError) {
      if (appError.headers) void reply.headers(appError.headers);
      return answer(request, reply, appError.statusCode, appError.message, appError.fieldErrors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldErrorsOf(error);
      const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.';
      return answer(request, reply, 422, first, errors);
    }
    // The client's connection ended mid-body (a slow one is closed by lib/connection-guards.ts):
    // no one is left to answer, and this ECONNRESET is not the database's.
    if (request.raw.destroyed && error.message === 'aborted') {
      return reply.code(400).send({ message: error.message });
    }
    // The bucket or the database cannot be reached: the pool reconnects as soon as the database
    // answers (docs/decisions/167-faults-under-load.md), so a client that waits and retries, with
    // the same Idempotency-Key, is served once.
    const outage = isStorageUnavailable(error)
      ? { what: 'file storage unavailable', message: MESSAGES.filesUnavailable }
      : isDatabaseUnavailable(error)
        ? { what: 'database unavailable', message: MESSAGES.databaseUnavailable }
        : null;
    if (outage) {
      outageWarning(outage.what, request, error);
      void reply.header('retry-after', String(OUTAGE_RETRY_AFTER_SECONDS));
      return answer(request, reply, 503, outage.message);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return answer(request, reply, error.statusCode, error.message);
    }
    request.log.error({ err: error }, 'unhandled error');
    return answer(request, reply, 500, MESSAGES.serverError);
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Promoter Portal API', version: '1.0.0' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  const deps: AppDeps = {
    config,
    db: database.db,
    tokens,
    storage,
    notices,
    sessions,
    reads: routing.readsFor,
    jobs,
    queueExport: (request, reply, list) => queueListExport(deps, request, reply, list),
  };
  await app.register(
    async (api) => {
      healthRoutes(api, database.ping, routing.replicaLagMs);
      authRoutes(api, deps);
      usersRoutes(api, deps);
      dashboardRoutes(api, deps);
      ledgerRoutes(api, deps);
      bankDetailsRoutes(api, deps);
      withdrawalsRoutes(api, deps);
      settingsRoutes(api, deps);
      disclosureRoutes(api, deps);
      taxRoutes(api, deps);
      pinsRoutes(api, deps);
      contentRoutes(api, deps);
      mediaRoutes(api, deps);
      youtubeChannelsRoutes(api, deps);
      playerRoutes(api, deps);
      watchingRoutes(api, deps);
      learningRoutes(api, deps);
      await contactRoutes(api, deps);
      exportsRoutes(api, deps);
      accountClosureRoutes(api, deps);
      notificationsRoutes(api, deps);
      auditLogRoutes(api, deps);
      earningRoutes(api, deps);
      await uploadsRoutes(api, deps);
      await resumableUploadsRoutes(api, deps);
    },
    { prefix: API_PREFIX },
  );

  await mediaFileRoutes(app, deps);
  await serveUploads(app, storage);
  await serveWebApp(app, config.WEB_DIST_DIR);

  return app;
}

/**
 * A worker's HTTP (PORTAL_ROLE=worker): health and readiness only, for its supervisor; it serves
 * no page and no API (docs/decisions/165-instances-share-through-postgresql.md).
 */
export async function buildHealthApp({
  config,
  database,
  logStream,
}: Pick<BuildAppOptions, 'config' | 'database' | 'logStream'>): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : loggerOptions(config.LOG_LEVEL, logStream),
    ...serverTimeoutOptions(config),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checked: config.NODE_ENV !== 'production' }));
  requireRoutePolicies(app);
  await app.register((api) => healthRoutes(api, database.ping), { prefix: API_PREFIX });
  return app;
}
