import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  DEFAULT_LIST_TOTAL_CAP,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_DOTS_PATTERN,
  USERNAME_PATTERN,
} from '@portal/shared';
import { newPasswordProblem } from '../lib/password-policy.rules.js';

const repoRoot = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../../..');

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry) || isIP(entry) !== 0) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || prefix === undefined || !/^\d{1,3}$/.test(prefix)) return false;
  const version = isIP(address);
  return version !== 0 && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which hops of X-Forwarded-For to believe: a hop count (`1`: one proxy in front) or a list of
 * the proxies' addresses and CIDRs. Never "every hop": a client could then choose the IP the
 * throttles count (docs/product/security.md, docs/decisions/011-proxy-trust.md).
 */
export const trustProxySchema = z
  .string()
  .trim()
  .transform((text, ctx): number | string[] => {
    if (/^\d{1,2}$/.test(text)) return Number(text);
    if (text === 'false') return 0;
    const entries = text.split(',').map((entry) => entry.trim());
    if (text !== 'true' && entries.every(isProxyAddress)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be a hop count such as 1, or a comma-separated list of proxy addresses or CIDRs ' +
        '(10.0.0.1, 10.0.0.0/8, loopback); "true" would let any client choose its IP',
    });
    return z.NEVER;
  });

const perMinute = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000).default(fallback);

/** A duration in milliseconds: at least 10 ms, at most a day. */
const milliseconds = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(10)
    .max(24 * 3600_000)
    .default(fallback);

/** A JSON object of strings (headers, template ids), as one variable. */
function jsonObject(example: string) {
  return z.string().transform((text, ctx): Record<string, string> => {
    try {
      const value = JSON.parse(text) as unknown;
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        if (Object.values(value).every((entry) => typeof entry === 'string'))
          return value as Record<string, string>;
      }
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: `must be a JSON object of strings such as ${example}` });
    return z.NEVER;
  });
}

/** Every variable the server reads; documented in .env.example. Parsed once at start-up. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * The interface to listen on. Loopback by default: production runs behind a reverse proxy on the
   * same host (README, Configuration); 0.0.0.0 exposes the portal itself to the network.
   */
  HOST: z.string().min(1).default('127.0.0.1'),
  /** Time for a request's line and headers to arrive (docs/decisions/090-slow-clients.md). */
  HEADERS_TIMEOUT_MS: milliseconds(20_000),
  /** Time for a request's body to arrive once its headers have, on every route but the upload. */
  REQUEST_TIMEOUT_MS: milliseconds(30_000),
  /** Time for an admin's upload to arrive (a video from a slow phone); also the bound of any request. */
  UPLOAD_TIMEOUT_MS: milliseconds(60 * 60_000),
  /** A connection on which nothing moves either way for this long is closed. */
  CONNECTION_TIMEOUT_MS: milliseconds(60_000),
  /** How long an idle kept-alive connection waits for its next request. */
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(72_000),
  /** Connections open at once from one client address (0: no limit); not counted for trusted proxies. */
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).max(1_000_000).default(256),
  /**
   * What this process does (docs/decisions/165-instances-share-through-postgresql.md): `all` serves
   * and runs the jobs; `api` serves and only queues jobs; `worker` runs the jobs and transcoding
   * and answers health checks only. Any number of each share one PostgreSQL.
   */
  PORTAL_ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  /**
   * A streaming replica of DATABASE_URL (docs/decisions/166-reads-from-a-replica.md): admin lists,
   * counts, charts, exports and users' histories are read from it; writes never.
   */
  DATABASE_REPLICA_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  /** A replica further behind than this reads nothing: every read goes to the primary. */
  REPLICA_MAX_LAG_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  SESSION_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(24),
  /**
   * How long an instance remembers a session it checked (0: never); a logout, a deactivation or a
   * changed language is heard by every instance within a second and forgets it sooner
   * (docs/decisions/165-instances-share-through-postgresql.md).
   */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  SUPERADMIN_USERNAME: z
    .string()
    .regex(USERNAME_PATTERN, { error: 'must be 3 to 30 letters, digits, _ or .' })
    .regex(USERNAME_DOTS_PATTERN, { error: 'must not start or end with a dot or have two dots in a row' })
    .optional(),
  SUPERADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, { error: `must be at least ${PASSWORD_MIN_LENGTH} characters` })
    .max(PASSWORD_MAX_LENGTH, { error: `must be at most ${PASSWORD_MAX_LENGTH} characters` })
    .optional(),
  PUBLIC_ORIGIN: z.url({ error: 'must be a URL such as https://portal.example.in' }).optional(),
  TRUST_PROXY: trustProxySchema.default(0),
  /** Registrations allowed per client IP per hour (docs/product/accounts.md). */
  REGISTER_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  /**
   * Per-user request limits: requests one caller may make to one route per minute
   * (lib/rate-limit.ts; the numbers and why in docs/decisions/097-per-user-request-limits.md).
   */
  RATE_LIMIT_WATCH_STARTS_PER_MINUTE: perMinute(20),
  RATE_LIMIT_WATCH_PROGRESS_PER_MINUTE: perMinute(120),
  RATE_LIMIT_QUIZ_STARTS_PER_MINUTE: perMinute(20),
  RATE_LIMIT_VIDEO_SERVES_PER_MINUTE: perMinute(30),
  RATE_LIMIT_DASHBOARD_PER_MINUTE: perMinute(60),
  RATE_LIMIT_LEARNING_READS_PER_MINUTE: perMinute(60),
  /**
   * The coarse limit: requests one client IP may make per minute to every route together, the web
   * app's files aside (docs/decisions/106-a-coarse-limit-per-client-ip.md).
   */
  RATE_LIMIT_PER_IP_PER_MINUTE: perMinute(6000),
  /** Where the request limits count (redis://…); absent: in the portal's own database (the per-IP one: in memory). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: 'must start with redis:// or rediss://' })
    .optional(),
  /** What the request limits' Redis keys start with, so portals sharing one Redis never meet. */
  RATE_LIMIT_REDIS_PREFIX: z.string().min(1).max(100).default('portal-rate-limit:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Lists count matching rows up to this many, then report `total_capped` (docs/decisions/020-capped-totals-and-keyset-pages.md). */
  LIST_TOTAL_CAP: z.coerce.number().int().min(1).max(1_000_000).default(DEFAULT_LIST_TOTAL_CAP),
  /** How long a list remembers that more rows than the cap match (0: never); exact totals are always fresh. */
  LIST_TOTAL_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** The most rows one .xlsx export may hold; a larger export is refused with a 422 on `exports`. */
  EXPORT_MAX_ROWS: z.coerce.number().int().min(1).max(1_000_000).default(100_000),
  /** The ffmpeg that makes the videos' ladders; absent: the system's, else @ffmpeg-installer/ffmpeg's. */
  FFMPEG_PATH: z.string().min(1).optional(),
  /**
   * Where uploaded files and what is made from them are kept (docs/decisions/157-one-storage-for-every-file.md):
   * `local`, the data directory (nothing to set up), or `s3`, an S3-compatible bucket.
   */
  STORAGE: z.enum(['local', 's3']).default('local'),
  /** An S3-compatible server's URL (MinIO, Cloudflare R2, …); absent: AWS S3 itself. */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'must be a URL such as https://s3.example.in' })
    .optional(),
  S3_REGION: z.string().min(1).default('ap-south-1'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
    })
    .optional(),
  /** Absent with S3_SECRET_ACCESS_KEY: the AWS SDK's own chain (AWS_* variables, an instance role). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** `true`: the bucket in the URL's path, as most S3-compatible servers want. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * A CDN in front of the bucket (STORAGE=s3): the videos' segment and picture URLs are signed for
   * the bucket and sent to this address instead, which passes them on to it
   * (docs/decisions/162-video-files-for-signed-in-users-only.md).
   */
  MEDIA_BASE_URL: z
    .url({ protocol: /^https?$/, error: 'must be a URL such as https://media.example.in' })
    .optional(),
  /** How long a signed URL of a video's segment or picture serves (STORAGE=s3); 4 hours by default. */
  MEDIA_URL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .default(4 * 3600),
  /**
   * Notifications (docs/decisions/183-notifications-outbox.md). Email through this SMTP server
   * (smtp://user:password@host:587, smtps://… for TLS from the start); absent: no email is sent.
   */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'must be a URL such as smtp://user:password@host:587' })
    .optional(),
  MAIL_FROM: z.string().min(3).max(200).default('Promoter Portal <no-reply@localhost>'),
  /**
   * SMS through an HTTP template-message gateway: the URL its messages are posted to, the headers
   * it wants (a JSON object: an API key) and the template id registered for each event (a JSON
   * object by event name; an event without one is not sent by SMS). Absent URL: no SMS.
   */
  SMS_GATEWAY_URL: z
    .url({ protocol: /^https?$/, error: 'must be a URL such as https://sms.example.in/send' })
    .optional(),
  SMS_GATEWAY_HEADERS: jsonObject('{"authkey": "…"}').default({}),
  SMS_TEMPLATE_IDS: jsonObject('{"withdrawal_completed": "1107…"}').default({}),
  /** WhatsApp through the same kind of gateway, with its own URL, headers and template ids. */
  WHATSAPP_GATEWAY_URL: z
    .url({ protocol: /^https?$/, error: 'must be a URL such as https://whatsapp.example.in/send' })
    .optional(),
  WHATSAPP_GATEWAY_HEADERS: jsonObject('{"Authorization": "Bearer …"}').default({}),
  WHATSAPP_TEMPLATE_IDS: jsonObject('{"withdrawal_completed": "payout_done"}').default({}),
  /** Who the push services may contact about this portal's messages (VAPID): mailto: or https:. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, { error: 'must start with mailto: or https://' })
    .optional(),
});

/**
 * The password policy of every new password (docs/product/accounts.md) for SUPERADMIN_PASSWORD
 * too: not a common password, not the username and not containing it. Without
 * SUPERADMIN_USERNAME the username is generated at first start (modules/users/super-admin.rules.ts),
 * random, so only the common-password rule applies.
 */
const configSchema = envSchema.superRefine((env, ctx) => {
  // A request's headers are part of it, and an upload is a request too.
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    ctx.addIssue({
      code: 'custom',
      path: ['HEADERS_TIMEOUT_MS'],
      message: 'must not exceed REQUEST_TIMEOUT_MS',
    });
  }
  if (env.REQUEST_TIMEOUT_MS > env.UPLOAD_TIMEOUT_MS) {
    ctx.addIssue({
      code: 'custom',
      path: ['UPLOAD_TIMEOUT_MS'],
      message: 'must be at least REQUEST_TIMEOUT_MS',
    });
  }
  // The embedded database belongs to one process: a process of one role needs the other roles'.
  if (env.PORTAL_ROLE !== 'all' && env.DATABASE_URL === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_URL'],
      message: `is required when PORTAL_ROLE=${env.PORTAL_ROLE}: processes of several roles share one PostgreSQL`,
    });
  }
  if (env.DATABASE_REPLICA_URL !== undefined && env.DATABASE_URL === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_REPLICA_URL'],
      message: 'needs DATABASE_URL: the embedded database has no replica',
    });
  }
  if (env.STORAGE === 's3' && env.S3_BUCKET === undefined) {
    ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE=s3' });
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    const missing = env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY';
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: 'is required with the other S3 key (or leave both out)',
    });
  }
  if (env.SUPERADMIN_PASSWORD === undefined) return;
  const problem = newPasswordProblem(env.SUPERADMIN_PASSWORD, env.SUPERADMIN_USERNAME ?? '');
  if (problem) ctx.addIssue({ code: 'custom', path: ['SUPERADMIN_PASSWORD'], message: problem });
});

export type AppConfig = z.infer<typeof envSchema> & { UPLOADS_DIR: string; PGLITE_DIR: string };

export class ConfigError extends Error {}

/** Reads the configuration; a bad value names the variable and what is wrong with it. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  // The operator reads zod's own English here, not the message keys the portal's readers get
  // (packages/shared/src/zod.ts, docs/decisions/155-zod-issues-by-code.md).
  const parsed = configSchema.safeParse(blanksRemoved, { error: z.locales.en().localeError });
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const dataDir = path.resolve(parsed.data.DATA_DIR);
  return {
    ...parsed.data,
    DATA_DIR: dataDir,
    UPLOADS_DIR: path.join(dataDir, 'uploads'),
    PGLITE_DIR: path.join(dataDir, 'pglite'),
  };
}
