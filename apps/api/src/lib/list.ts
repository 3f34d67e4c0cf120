import { asc, desc, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { endOfIndiaDayExclusive, startOfIndiaDay, type SortDirection } from '@portal/shared';

/** Escapes LIKE wildcards so a search for '50%' matches the text '50%'. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** fromdate/todate select whole India-time days, both ends inclusive (DESIGN §3). */
export function dateRangeConditions(column: AnyPgColumn, from?: string, to?: string): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(sql`${column} >= ${startOfIndiaDay(from).toISOString()}`);
  if (to) conditions.push(sql`${column} < ${endOfIndiaDayExclusive(to).toISOString()}`);
  return conditions;
}

/**
 * The order of a list: sort keys that end with the row's id, so every row has exactly one place
 * and a page can begin right after any row. All keys run in one direction, and the list's
 * index must hold them in this order (after the columns its filters fix) for a keyset seek to
 * be an index range (docs/decisions/020-capped-totals-and-keyset-pages.md).
 */
export interface ListOrder {
  keys: [...SQLWrapper[], AnyPgColumn];
  direction: SortDirection;
}

/** ORDER BY for a list order, or for its reverse (a Previous page is read backwards). */
export function orderByOf(order: ListOrder, reverse = false): SQL[] {
  const ascending = (order.direction === 'asc') !== reverse;
  return order.keys.map((key) => (ascending ? asc(key) : desc(key)));
}

/**
 * Rows on one side of an anchor row in a list's order: `(k1, …, id) < (the anchor's k1, …, id)`
 * with the comparison turned by the direction. The anchor's keys come from a subquery on its
 * id, which PostgreSQL runs once (an InitPlan) and then seeks in the index; a row comparison
 * over the index's own columns is an index condition, not a filter. With no such row, the
 * comparison is null and nothing matches.
 */
export function keysetCondition(
  order: ListOrder,
  anchor: { table: PgTable; idColumn: AnyPgColumn; id: number },
  side: 'after' | 'before',
  inclusive = false,
): SQL {
  const later = (order.direction === 'asc') === (side === 'after');
  const operator = sql.raw(`${later ? '>' : '<'}${inclusive ? '=' : ''}`);
  const keys = sql.join(order.keys, sql`, `);
  return sql`(${keys}) ${operator} (select ${keys} from ${anchor.table} where ${anchor.idColumn} = ${anchor.id})`;
}
