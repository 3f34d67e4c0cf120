import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config/env.js';
import type { Database } from '../db/client.js';
import { prepareDatabase } from '../db/setup.js';

export const ROOT_USERNAME = 'root';
export const ROOT_PASSWORD = 'RootPass123';
export const TEST_ORIGIN = 'http://localhost:80';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again on close).
 */
async function freshDatabaseUrl(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { drop: async () => {} };
  const name = `${new URL(base).pathname.slice(1) || 'portal_test'}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const { url, drop } = await freshDatabaseUrl();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'portal-test-')),
    WEB_DIST_DIR: path.join(os.tmpdir(), 'portal-no-web'),
    SUPERADMIN_USERNAME: ROOT_USERNAME,
    SUPERADMIN_PASSWORD: ROOT_PASSWORD,
    ...(url ? { DATABASE_URL: url } : {}),
    ...env,
  });
  const { database, tokens } = await prepareDatabase(config, { pgliteDir: undefined });
  const app = await buildApp({ config, database, tokens });
  await app.ready();
  return {
    app,
    db: database.db,
    config,
    kind: database.kind,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}
