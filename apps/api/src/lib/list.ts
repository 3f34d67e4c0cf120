import { and, asc, desc, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { endOfIndiaDayExclusive, startOfIndiaDay, type SortDirection } from '@portal/shared';
import type { Queryable } from '../db/client.js';
import type { CountFrom, PageStart } from './list-pages.rules.js';

/** Escapes LIKE wildcards so a search for '50%' matches the text '50%'. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** fromdate/todate select whole India-time days, both ends inclusive (docs/product/lists.md, Query). */
export function dateRangeConditions(column: AnyPgColumn, from?: string, to?: string): SQL[] {
  const { fromdate, todate } = dateRangeValuesOf(from, to);
  return rangeConditions(column, fromdate, todate);
}

/** The instants that begin and end a date range: placeholder values of dateRangeShapeConditions. */
export function dateRangeValuesOf(from?: string, to?: string): { fromdate?: string; todate?: string } {
  return {
    fromdate: from ? startOfIndiaDay(from).toISOString() : undefined,
    todate: to ? endOfIndiaDayExclusive(to).toISOString() : undefined,
  };
}

/**
 * dateRangeConditions in a statement built once per shape (lib/prepared.ts): each bound that is
 * set is the placeholder `fromdate` or `todate` (dateRangeValuesOf).
 */
export function dateRangeShapeConditions(column: AnyPgColumn, bounds: { from: boolean; to: boolean }): SQL[] {
  return rangeConditions(
    column,
    bounds.from ? sql.placeholder('fromdate') : undefined,
    bounds.to ? sql.placeholder('todate') : undefined,
  );
}

function rangeConditions(column: AnyPgColumn, from: unknown, to: unknown): SQL[] {
  const conditions: SQL[] = [];
  if (from !== undefined) conditions.push(sql`${column} >= ${from}`);
  if (to !== undefined) conditions.push(sql`${column} < ${to}`);
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
  anchor: { table: PgTable; idColumn: AnyPgColumn; id: number | Placeholder },
  side: 'after' | 'before',
  inclusive = false,
): SQL {
  const later = (order.direction === 'asc') === (side === 'after');
  const operator = sql.raw(`${later ? '>' : '<'}${inclusive ? '=' : ''}`);
  const keys = sql.join(order.keys, sql`, `);
  return sql`(${keys}) ${operator} (select ${keys} from ${anchor.table} where ${anchor.idColumn} = ${anchor.id})`;
}

/** The order's last key: the id of the list's own table. */
function idKeyOf(order: ListOrder): AnyPgColumn {
  return order.keys.at(-1) as AnyPgColumn;
}

/**
 * What a page's start adds to its conditions: nothing for a numbered page, the rows on the
 * anchor's side for Next and Previous (the anchor from the list's own table, found by the id
 * that ends the order).
 */
export function startCondition(order: ListOrder, start: PageStart): SQL | undefined {
  return anchoredCondition(order, start.from, start.from === 'offset' ? undefined : start.anchorId);
}

function anchoredCondition(
  order: ListOrder,
  from: PageStart['from'],
  anchorId: number | Placeholder | undefined,
): SQL | undefined {
  if (from === 'offset' || anchorId === undefined) return undefined;
  const id = idKeyOf(order);
  return keysetCondition(order, { table: id.table, idColumn: id, id: anchorId }, from);
}

/**
 * The placeholders of a page in a statement built once per shape (lib/prepared.ts); pageValuesOf
 * gives their values. `anchor` is the row a Next or Previous page starts from.
 */
export const PAGE_PLACEHOLDERS = {
  anchor: sql.placeholder('anchor'),
  offset: sql.placeholder('offset'),
  size: sql.placeholder('size'),
  needed: sql.placeholder('needed'),
  walk: sql.placeholder('walk'),
} as const;

/** The values of PAGE_PLACEHOLDERS for one page. */
export function pageValuesOf(page: {
  start: PageStart;
  size: number;
}): Record<keyof typeof PAGE_PLACEHOLDERS, number | undefined> {
  const { offset } = readOf(page.start);
  return {
    anchor: page.start.from === 'offset' ? undefined : page.start.anchorId,
    ...searchCountsOf(offset, page.size),
  };
}

/** startCondition in a statement built once per shape: the anchor is a placeholder. */
export function startShapeCondition(order: ListOrder, from: PageStart['from']): SQL | undefined {
  return anchoredCondition(order, from, PAGE_PLACEHOLDERS.anchor);
}

/** What a count from an anchor onwards adds to its conditions (countFromOf, lib/list-pages.rules.ts). */
export function countFromCondition(
  order: ListOrder,
  from: { anchorId: number | Placeholder; inclusive: boolean } | undefined,
): SQL | undefined {
  if (!from) return undefined;
  const id = idKeyOf(order);
  return keysetCondition(
    order,
    { table: id.table, idColumn: id, id: from.anchorId },
    'after',
    from.inclusive,
  );
}

/** Where a count starts, as a statement's shape: the top, or after or at the anchor. */
export type CountFromShape = 'top' | 'after-anchor' | 'at-anchor';

export function countFromShapeOf(from: CountFrom | undefined): CountFromShape {
  if (!from) return 'top';
  return from.inclusive ? 'at-anchor' : 'after-anchor';
}

/** countFromCondition in a statement built once per shape: the anchor is a placeholder. */
export function countFromShapeCondition(order: ListOrder, from: CountFromShape): SQL | undefined {
  if (from === 'top') return undefined;
  return countFromCondition(order, { anchorId: PAGE_PLACEHOLDERS.anchor, inclusive: from === 'at-anchor' });
}

/** The values of a count's placeholders (countFromShapeCondition, COUNT_LIMIT). */
export function countValuesOf({ limit, from }: { limit: number; from?: CountFrom }) {
  return { anchor: from?.anchorId, limit };
}

/** The cap of a count in a statement built once per shape. */
export const COUNT_LIMIT = sql.placeholder('limit');

/** How a page's rows are read from its start: backwards for Previous, skipping rows for a numbered page. */
export function readOf(start: PageStart): { reverse: boolean; offset: number } {
  return { reverse: start.from === 'before', offset: start.from === 'offset' ? start.offset : 0 };
}

/**
 * The rows of `from` matching `where`, counted up to `limit` and no further: a capped total
 * reads at most `limit` rows (index entries when an index answers `where`), never the whole list.
 */
export async function countUpTo(
  q: Queryable,
  counting: { from: PgTable | SQL; where: SQL | undefined; limit: number },
): Promise<number> {
  return totalOf(await countUpToStatement(q, counting));
}

/** countUpTo's statement; `limit` may be a placeholder (lib/prepared.ts). */
export function countUpToStatement(
  q: Queryable,
  { from, where, limit }: { from: PgTable | SQL; where: SQL | undefined; limit: number | Placeholder },
) {
  const matching = q
    .select({ one: sql`1` })
    .from(from)
    .where(where)
    .limit(limit)
    .as('matching');
  return q.select({ total: sql<number>`count(*)::int` }).from(matching);
}

/** The total of a countUpTo statement's answer. */
export function totalOf(rows: { total: number }[]): number {
  return rows[0]?.total ?? 0;
}

/** How a searched page is read: the newest rows first while matches are common, else the matches. */
export interface SearchedPage {
  order: ListOrder;
  /** Read the list backwards (a Previous page). */
  reverse: boolean;
  /** The list's rows as the walk reads them: its table, joined to what the search reads. */
  walkFrom: SQL;
  /** Every condition of the page except the search (filters, anchor). */
  conditions: SQL | undefined;
  /** The search as a test of one row of `walkFrom`. */
  hit: SQL;
  /** The search as a condition of the list's table that its index answers (the trigram index). */
  matching: SQL;
  /** The list's own table, for the matches. */
  table: PgTable;
  counts: SearchCounts;
}

/** How many rows a searched page skips, shows, needs and walks at most (searchCountsOf). */
export interface SearchCounts {
  offset: number | Placeholder;
  size: number | Placeholder;
  needed: number | Placeholder;
  walk: number | Placeholder;
}

export function searchCountsOf(
  offset: number,
  size: number,
): { offset: number; size: number; needed: number; walk: number } {
  const needed = offset + size;
  return { offset, size, needed, walk: searchWalkLimit(needed) };
}

/**
 * Rows of the list's order read before a searched page gives up on walking it: a hundred times
 * the rows the page needs, so a term matching one row in a hundred is walked. Not capped: an
 * export batch of 2,000 rows must keep walking a common term, or every batch would read and
 * sort all its remaining matches again.
 */
export function searchWalkLimit(rowsNeeded: number): number {
  return 100 * rowsNeeded;
}

/**
 * The ids of one page of a searched list, with a plan that does not depend on the planner's
 * guess of how many rows the search matches (docs/decisions/086-searched-pages.md). A trigram
 * search's estimate comes from a sample and can be off by a hundred times either way; the
 * planner then walks the sort's index filtering every row for a term that matches 17 users, or
 * reads 22,587 matches to show ten. Here both plans are written out and the data picks:
 * - `walked`: the first rows of the list's order (filters and anchor applied, search not), at
 *   most searchWalkLimit of them, tested against the search until the page's rows are found.
 *   A common term is done after a few dozen rows, as before.
 * - `matched`: only when the walk found too few (the term is rare among the newest rows), every
 *   match read through the search's index first, then put in order.
 * Both CTEs are materialised, so the planner neither merges them nor walks an index to order
 * the matches; an unused one is never read.
 */
export function searchedPageIds(page: SearchedPage): SQL {
  const { order, reverse } = page;
  const { offset, size, needed, walk } = page.counts;
  const descending = (order.direction === 'desc') !== reverse;
  const direction = sql.raw(descending ? 'desc' : 'asc');
  const aliases = order.keys.map((_, index) => sql.raw(`k${index}`));
  const keyed = sql.join(
    order.keys.map((key, index) => sql`${key} as ${aliases[index]}`),
    sql`, `,
  );
  const byKeys = sql.join(
    aliases.map((alias) => sql`${alias} ${direction}`),
    sql`, `,
  );
  const byColumns = sql.join(
    order.keys.map((key) => sql`${key} ${direction}`),
    sql`, `,
  );
  const where = (condition: SQL | undefined) => (condition ? sql`where ${condition}` : sql``);
  const id = aliases.at(-1)!;
  const keys = sql.join(aliases, sql`, `);
  return sql`with walked as materialized (
      select ${keys} from (
        select ${keyed}, (${page.hit}) as hit from ${page.walkFrom} ${where(page.conditions)}
        order by ${byColumns} limit ${walk}
      ) walk where hit order by ${byKeys} limit ${needed}
    ), matched as materialized (
      select ${keyed} from ${page.table} ${where(and(page.conditions, page.matching))}
    )
    select ${id} from (
      select ${keys} from walked where (select count(*) from walked) = ${needed}
      union all
      select ${keys} from matched where (select count(*) from walked) < ${needed}
    ) found order by ${byKeys} limit ${size} offset ${offset}`;
}
