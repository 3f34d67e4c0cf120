import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Tx } from './client.js';

/**
 * Runs one business action in one transaction: committed when `fn` resolves, rolled back when it
 * throws. Services open transactions only here, and repository writes only accept its `Tx`
 * (docs/decisions/015-transactions-and-tx-type.md).
 */
export function withTransaction<T>(db: Database, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}

/** A table with an integer primary key `id`: what `lockRowForUpdate` can lock. */
export type TableWithId = PgTable & { id: AnyPgColumn };

/**
 * `SELECT … FOR UPDATE` on one row by id: another transaction locking or changing that row waits
 * until this one ends, so read-check-write on it (a wallet balance) cannot interleave. False when
 * there is no such row. Several rows: lock them in ascending id order, so two transactions never
 * wait on each other.
 */
export async function lockRowForUpdate(tx: Tx, table: TableWithId, id: number): Promise<boolean> {
  const rows = await tx.select({ id: table.id }).from(table).where(eq(table.id, id)).for('update');
  return rows.length > 0;
}
