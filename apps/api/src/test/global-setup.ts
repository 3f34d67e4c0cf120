// Vitest globalSetup: builds the migrated, empty test database once per run; every test file
// then starts from a copy of it instead of creating and migrating its own
// (docs/decisions/040-test-database-snapshot.md). Made fresh on every run from apps/api/migrations,
// so a migration added a minute ago is in it; nothing is kept between runs.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { startReplica } from './postgres-servers.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Embedded mode: a file holding the PGlite data-directory tarball of the migrated database. */
    pgliteSnapshot?: string;
    /** PostgreSQL mode: the migrated database each test file's database is created from. */
    postgresTemplate?: string;
    /** PostgreSQL mode: this run's streaming replica of it (postgres://…/, no database), if one could be made. */
    replicaUrl?: string;
    /** Why there is no replica, when there is none. */
    replicaUnavailable?: string;
  }
}

/** The URL of `base` pointing at another database of the same server. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement (CREATE/DROP DATABASE) on the server of `base`, through its own database. */
export async function onServer(base: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function migrated(options: { url?: string }) {
  const database = await openDatabase(options);
  try {
    await runMigrations(database.db);
    return await database.dumpDataDir?.();
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const base = process.env.TEST_DATABASE_URL;
  if (base) {
    const template = `${new URL(base).pathname.slice(1) || 'portal_test'}_tpl_${randomBytes(4).toString('hex')}`;
    await onServer(base, `create database "${template}"`);
    // The migration connections are closed before any copy: PostgreSQL copies only a template
    // nobody is connected to.
    await migrated({ url: databaseUrl(base, template) });
    project.provide('postgresTemplate', template);
    // One replica for the whole run (docs/decisions/166-reads-from-a-replica.md): every database a
    // test file creates on the primary appears on it.
    const replica = await startReplica(base);
    if ('url' in replica) project.provide('replicaUrl', replica.url);
    else project.provide('replicaUnavailable', replica.unavailable);
    return async () => {
      if ('stop' in replica) await replica.stop();
      await onServer(base, `drop database if exists "${template}" with (force)`);
    };
  }

  const folder = mkdtempSync(path.join(os.tmpdir(), 'portal-test-snapshot-'));
  const snapshot = await migrated({});
  const file = path.join(folder, 'pglite.tar');
  writeFileSync(file, Buffer.from(await snapshot!.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return async () => rmSync(folder, { recursive: true, force: true });
}
