import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config/env.js';
import type { Database, DatabaseHandle } from '../db/client.js';
import type { TokenService } from '../lib/auth.js';
import { prepareDatabase } from '../startup.js';
import { asSession, loginRoot, type Session } from './fixtures.js';
import { databaseUrl, onServer } from './global-setup.js';

export const ROOT_USERNAME = 'root';
export const ROOT_PASSWORD = 'Banyan#Tree42';
export const TEST_ORIGIN = 'http://localhost:80';

/** The per-user request limits and the coarse per-IP limit (lib/rate-limit.ts) set out of reach. */
export const NO_REQUEST_LIMITS = {
  RATE_LIMIT_PER_IP_PER_MINUTE: '1000000',
  RATE_LIMIT_WATCH_STARTS_PER_MINUTE: '1000000',
  RATE_LIMIT_WATCH_PROGRESS_PER_MINUTE: '1000000',
  RATE_LIMIT_QUIZ_STARTS_PER_MINUTE: '1000000',
  RATE_LIMIT_VIDEO_SERVES_PER_MINUTE: '1000000',
  RATE_LIMIT_DASHBOARD_PER_MINUTE: '1000000',
  RATE_LIMIT_LEARNING_READS_PER_MINUTE: '1000000',
};

/**
 * The environment of the built API as a process of its own (test/server-process.ts) on the test
 * PostgreSQL database at `databaseUrl`: it serves only (no jobs), behind a proxy (the client
 * address is X-Forwarded-For's), with the request limits out of reach and no web app to serve.
 */
export function apiProcessEnv(databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    PORTAL_ROLE: 'api',
    WEB_DIST_DIR: path.join(os.tmpdir(), 'portal-no-web'),
    PUBLIC_ORIGIN: TEST_ORIGIN,
    SUPERADMIN_USERNAME: ROOT_USERNAME,
    SUPERADMIN_PASSWORD: ROOT_PASSWORD,
    TRUST_PROXY: '1',
    REDIS_URL: '',
    ...NO_REQUEST_LIMITS,
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  kind: 'pglite' | 'postgres';
  /** The database handle itself, for what takes raw SQL (the job runner). */
  database: DatabaseHandle;
  /** The session tokens, for a second app on the same database (another instance). */
  tokens: TokenService;
  close(): Promise<void>;
}

/**
 * A fresh database for one test file, copied from the migrated one that global-setup.ts made for
 * this run (docs/decisions/040-test-database-snapshot.md): in-memory PGlite loaded from its
 * data-directory snapshot by default, or, with TEST_DATABASE_URL, a new database on that
 * PostgreSQL server created from the migrated template (dropped again on close). Without the
 * global setup (another runner), it starts empty and prepareDatabase migrates it.
 */
export async function freshDatabase(): Promise<{ url?: string; snapshot?: Blob; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { snapshot: await pgliteSnapshot(), drop: async () => {} };
  const name = `${new URL(base).pathname.slice(1) || 'portal_test'}_${randomBytes(4).toString('hex')}`;
  const template = inject('postgresTemplate');
  await onServer(base, `create database "${name}"${template ? ` template "${template}"` : ''}`);
  return {
    url: databaseUrl(base, name),
    drop: () => onServer(base, `drop database if exists "${name}" with (force)`),
  };
}

let snapshotOfThisFile: Promise<Blob | undefined> | undefined;
function pgliteSnapshot(): Promise<Blob | undefined> {
  const file = inject('pgliteSnapshot');
  snapshotOfThisFile ??= file
    ? readFile(file).then((bytes) => new Blob([bytes]))
    : Promise.resolve(undefined);
  return snapshotOfThisFile;
}

export async function createTestApp(
  env: Record<string, string> = {},
  { logStream }: { logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const { url, snapshot, drop } = await freshDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(os.tmpdir(), 'portal-no-web'),
    SUPERADMIN_USERNAME: ROOT_USERNAME,
    SUPERADMIN_PASSWORD: ROOT_PASSWORD,
    // A test file registers many users from one address; the limit's own test sets it low.
    REGISTER_RATE_LIMIT: '10000',
    // Test files call the chatty routes hundreds of times as one user; rate-limit.test.ts sets them low.
    ...NO_REQUEST_LIMITS,
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  });
  const { database, tokens } = await prepareDatabase(config, {
    pgliteDir: undefined,
    pgliteSnapshot: snapshot,
  });
  const app = await buildApp({ config, database, tokens, logStream });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    kind: database.kind,
    database,
    tokens,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestAppInUse extends Omit<TestApp, 'close'> {
  /**
   * The super admin, signed in. The same object throughout the file (filled in before its first
   * test), so `const { root } = t` at the top of a file is fine.
   */
  root: Session;
  /** A request as `session` makes it from the portal's page (`asSession`). */
  request(session: Session, options: InjectOptions): Promise<LightMyRequestResponse>;
}

/**
 * The per-file setup of an API test: a fresh test app before the file's first test (with
 * `env` and the log stream as for `createTestApp`), the super admin signed in, all closed after
 * its last test. Call it once at the top of the file; read `t.app`, `t.db`, … inside tests and
 * hooks (they throw before the app is built).
 */
export function useTestApp(
  env: Record<string, string> = {},
  options: { logStream?: DestinationStream } = {},
): TestAppInUse {
  let current: TestApp | undefined;
  const root = {} as Session;
  beforeAll(async () => {
    current = await createTestApp(env, options);
    Object.assign(root, await loginRoot(current.app));
  });
  afterAll(() => current?.close());
  const started = (): TestApp => {
    if (!current) throw new Error('useTestApp: the app is built in beforeAll; use it inside tests and hooks');
    return current;
  };
  return {
    get app() {
      return started().app;
    },
    get db() {
      return started().db;
    },
    get config() {
      return started().config;
    },
    get kind() {
      return started().kind;
    },
    get database() {
      return started().database;
    },
    get tokens() {
      return started().tokens;
    },
    root,
    request: (session, requestOptions) => started().app.inject(asSession(session, requestOptions)),
  };
}
