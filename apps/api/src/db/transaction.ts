import { getTableColumns, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database, Tx } from './client.js';

/**
 * Runs one business action in one transaction: committed when `fn` resolves, rolled back when it
 * throws. Services open transactions only here, and repository writes only accept its `Tx`
 * (docs/decisions/015-transactions-and-tx-type.md).
 */
export async function withTransaction<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const committed: (() => void)[] = [];
  const result = await db.transaction((tx) => {
    afterCommitOf.set(tx, committed);
    return fn(tx);
  });
  for (const run of committed) run();
  return result;
}

const afterCommitOf = new WeakMap<Tx, (() => void)[]>();

/**
 * Runs `run` once the transaction of `tx` (a `withTransaction` one) has committed, never when it
 * rolls back: what this process remembers follows what the database holds
 * (docs/decisions/165-instances-share-through-postgresql.md).
 */
export function afterCommit(tx: Tx, run: () => void): void {
  const committed = afterCommitOf.get(tx);
  if (!committed) throw new Error('afterCommit needs the transaction of withTransaction, not a savepoint');
  committed.push(run);
}

/**
 * `SELECT … FOR UPDATE` of the row of `table` that `where` picks (a unique key: an id, a user's
 * wallet of one type): another transaction locking or changing that row waits until this one ends,
 * so read-check-write on it (a wallet balance) cannot interleave. Answers the row, with `columns`
 * or every column, or null when there is none. Several rows: lock them in ascending id order, so
 * two transactions never wait on each other.
 */
export async function lockRowForUpdate<
  TTable extends PgTable,
  TColumns extends SelectedFields = TTable['_']['columns'],
>(
  tx: Tx,
  table: TTable,
  where: SQL | undefined,
  columns?: TColumns,
): Promise<SelectResultFields<TColumns> | null> {
  // Without a condition every row of the table would be locked.
  if (!where) throw new Error('lockRowForUpdate needs a condition');
  const fields: SelectedFields = columns ?? getTableColumns(table);
  const rows = await tx
    .select(fields)
    .from(table as PgTable)
    .where(where)
    .for('update');
  return (rows[0] as SelectResultFields<TColumns> | undefined) ?? null;
}
