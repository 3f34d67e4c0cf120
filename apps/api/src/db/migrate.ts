import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from './client.js';
import { withTransaction } from './transaction.js';

const MIGRATIONS_DIR = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '../../migrations');

/** One key for every instance, so concurrent start-ups apply migrations one at a time. */
const MIGRATION_LOCK_KEY = 727_411_001;

/**
 * Applies the versioned SQL files of apps/api/migrations that have not run yet, in name order,
 * inside one transaction holding an advisory lock: a second instance starting at the same
 * time waits, then finds nothing left to do.
 */
export async function runMigrations(db: Database): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
  return withTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await tx.execute(sql`create table if not exists schema_migrations (
      name varchar(200) primary key,
      applied_at timestamptz not null default now()
    )`);
    const done = rowsOf<{ name: string }>(await tx.execute(sql`select name from schema_migrations`));
    const applied = new Set(done.map((row) => row.name));
    const newlyApplied: string[] = [];
    for (const file of files) {
      if (applied.has(file)) continue;
      const text = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into schema_migrations (name) values (${file})`);
      newlyApplied.push(file);
    }
    return newlyApplied;
  });
}
