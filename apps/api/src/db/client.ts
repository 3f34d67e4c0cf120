import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.js';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle: what repositories take first. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

/** The rows of a raw `execute` result: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Throws when the database cannot answer (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

interface Logger {
  error(obj: unknown, msg?: string): void;
}

export interface DatabaseOptions {
  /** postgres://… for a server; absent for the embedded database. */
  url?: string;
  /** Where PGlite keeps its files; absent means in memory (tests). */
  pgliteDir?: string;
  poolMax?: number;
  logger?: Logger;
}

// bigint and count(*) come back as numbers on both drivers; our values stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    // JIT compilation costs more than it saves on our short OLTP queries (bench/README.md).
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
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create({ dataDir: options.pgliteDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
