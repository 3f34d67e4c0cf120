import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { listenOnPostgres, type ListenHandlers } from './listen.js';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/**
 * An open transaction (from `withTransaction`, db/transaction.ts). Repository writes take it, so
 * a write outside a transaction fails the typecheck: the database handle has no `rollback`.
 */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What a repository read takes: the database or an open transaction. */
export type Queryable = Database | Tx;

/** The rows of a raw `execute` result: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer (readiness). */
  ping(): Promise<void>;
  /**
   * Raw SQL for libraries that bring their own statements (the job runner, lib/jobs.ts): with
   * values, one statement; without, possibly several (the answer is the last one's).
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Hears the notices sent on `channel` (`pg_notify`) by any connection to this database, this
   * process's own included, once their transaction commits; resolves with a function that stops.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /**
   * Runs `fn` while holding the session advisory lock `key`, on a connection of its own: instances
   * starting together take turns (the job runner's set-up, lib/jobs.ts). The embedded database has
   * one process and runs it at once.
   */
  exclusively<T>(key: number, fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded database only: its data directory as a tarball, for `pgliteSnapshot`. */
  dumpDataDir?(): Promise<Blob>;
}

interface Logger {
  error(obj: unknown, msg?: string): void;
  warn(obj: unknown, msg?: string): void;
  info(obj: unknown, msg?: string): void;
}

export interface DatabaseOptions {
  /** postgres://… for a server; absent for the embedded database. */
  url?: string;
  /** Where PGlite keeps its files; absent means in memory (tests). */
  pgliteDir?: string;
  /**
   * The embedded database only: start from this data-directory tarball (`dumpDataDir`) instead of
   * an empty cluster. Tests copy one migrated database this way (docs/decisions/040-test-database-snapshot.md).
   */
  pgliteSnapshot?: Blob;
  poolMax?: number;
  logger?: Logger;
}

// bigint and count(*) come back as numbers on both drivers; our values stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    // JIT compilation costs more than it saves on our short OLTP queries
    // (bench/results/2026-11-25-users-list.md).
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolMax ?? 10,
      options: '-c jit=off',
    });
    // An idle client losing its connection (database restart) must not kill the process;
    // the pool replaces it and requests during the outage fail with 503.
    pool.on('error', (error) => options.logger?.error({ err: error }, 'idle database connection lost'));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      executeSql: async (text, values) => {
        const result = await pool.query(text, values);
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      },
      listen: (channel, handlers) => listenOnPostgres(options.url!, channel, handlers, options.logger),
      exclusively: async (key, fn) => {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [key]);
          try {
            return await fn();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [key]);
          }
        } finally {
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.pgliteDir,
    loadDataDir: options.pgliteSnapshot,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    // PGlite's query() takes one statement with parameters; exec() takes several without.
    executeSql: async (text, values) =>
      values && values.length > 0
        ? client.query(text, values)
        : ((await client.exec(text)).at(-1) ?? { rows: [] }),
    // One process holds the embedded database: its notices never travel, nor get lost.
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, handlers.notice);
      return async () => stop();
    },
    exclusively: (_key, fn) => fn(),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
