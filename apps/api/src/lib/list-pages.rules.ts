import type { CountedTotal } from '@portal/shared';
import { fieldError } from './errors.js';

/**
 * Where a page's rows begin in the list's order (docs/decisions/020-capped-totals-and-keyset-pages.md):
 * - `offset`: a numbered page inside the counted window, reached by skipping at most the cap's
 *   worth of index entries;
 * - `after`: the rows right after an anchor row (Next from the page on screen);
 * - `before`: the rows right before an anchor row (Previous), read backwards and turned round.
 * The anchored kinds seek the anchor's sort key and id in the index, so a page 20,000 deep costs
 * what page 1 costs.
 */
export type PageStart =
  | { from: 'offset'; offset: number }
  | { from: 'after'; anchorId: number }
  | { from: 'before'; anchorId: number };

export interface PageWindow {
  start: PageStart;
  /** Rows per page. */
  size: number;
  /** The page's number as the client labels it (for anchored pages, the client's own count). */
  number: number;
}

export interface PageQuery {
  page_number: number;
  page_size: number;
  after?: number;
  before?: number;
}

/** The message of a numbered page past the counted window, shown next to `page_number`. */
export function pageBeyondCountMessage(cap: number): string {
  return (
    `Only the first ${cap.toLocaleString('en-IN')} results open by page number: ` +
    'use Next from the last numbered page, or narrow the search or filters'
  );
}

/**
 * The page a list query asks for. Page 1 is always the top of the list, whatever anchor comes
 * with it (so walking back with Previous ends on the real first page). A numbered page without
 * an anchor must begin inside the first `cap` rows, the ones the capped total lets the pager
 * show: deeper numbered pages would mean skipping rows from the start, which is what the cap
 * exists to prevent; they are a 422 naming `page_number`.
 */
export function pageWindowOf(query: PageQuery, cap: number): PageWindow {
  const { page_number: number, page_size: size } = query;
  if (number > 1 && query.after !== undefined)
    return { start: { from: 'after', anchorId: query.after }, size, number };
  if (number > 1 && query.before !== undefined)
    return { start: { from: 'before', anchorId: query.before }, size, number };
  const offset = (number - 1) * size;
  if (number > 1 && offset >= cap) throw fieldError('page_number', pageBeyondCountMessage(cap));
  return { start: { from: 'offset', offset }, size, number };
}

/** How many rows a capped count reads at most: one past the cap tells "more than the cap". */
export function countLimitOf(cap: number): number {
  return cap + 1;
}

/** Where an anchored page's count starts: at its anchor row, which `inclusive` counts too. */
export interface CountFrom {
  anchorId: number;
  inclusive: boolean;
}

/**
 * What the count of a page is taken from: the whole list for a numbered page; for an anchored
 * page, the rows from its own place onwards (after the anchor for Next; the anchor and after
 * it for Previous, whose page ends right before the anchor).
 */
export function countFromOf(start: PageStart): CountFrom | undefined {
  if (start.from === 'after') return { anchorId: start.anchorId, inclusive: false };
  if (start.from === 'before') return { anchorId: start.anchorId, inclusive: true };
  return undefined;
}

/**
 * The total a page reports. `counted` is the capped count (at most cap + 1) taken as
 * countFromOf says. A numbered page reports the count itself, or the cap with `capped` past it.
 * An anchored page cannot count the rows before it without scanning them, so it reports the rows
 * its number says come before it, plus its own rows and those after it counted up to the cap: a
 * lower bound when capped, exact near the end of the list, so the pager always knows whether
 * there is a next page.
 */
export function pageTotalOf(
  window: PageWindow,
  rowsOnPage: number,
  counted: number,
  cap: number,
): CountedTotal {
  const capped = counted > cap;
  const fromHere = Math.min(counted, cap);
  const { start } = window;
  if (start.from === 'offset') return { total: fromHere, capped };
  const before = (window.number - 1) * window.size;
  return { total: before + (start.from === 'before' ? rowsOnPage : 0) + fromHere, capped };
}

/**
 * Previous from a page near the top can find fewer rows than a page holds before its anchor
 * (rows were added above since the client counted its pages): then the client's numbering is
 * off, and the honest answer is the real first page.
 */
export function isShortPreviousPage(window: PageWindow, rowsOnPage: number): boolean {
  return window.start.from === 'before' && rowsOnPage < window.size;
}

/** The rows a list counts, named for remembering a capped count (lib/list-totals.ts). */
export interface CountedRows {
  /** The list's name, unique among the lists sharing a counter. */
  list: string;
  /** What selects the rows: the search and filters. */
  rows: object;
  /** The order: counting from an anchor onwards depends on it. */
  order: object;
}

/**
 * The key a capped count is remembered under. A numbered page counts the whole list, the same
 * rows whatever the sort, so one key serves every order; an anchored page counts from its anchor
 * in its order, so its key holds both.
 */
export function countKeyOf(counted: CountedRows, from: CountFrom | undefined): string {
  const { list, rows, order } = counted;
  return JSON.stringify(from ? { list, ...rows, ...order, from } : { list, ...rows });
}

/** Where an export's first batch begins: the top of the list. */
export const FIRST_BATCH: PageStart = { from: 'offset', offset: 0 };

/**
 * Where an export's next batch begins: right after the last row of a full batch, by keyset, so
 * the millionth row costs what the first did. A short batch was the last: null.
 */
export function nextBatchStart(batch: readonly { id: number }[], batchSize: number): PageStart | null {
  const last = batch.at(-1);
  if (batch.length < batchSize || last === undefined) return null;
  return { from: 'after', anchorId: last.id };
}
