import { PAGER_WINDOW } from '@portal/shared';

// The rules of the shared data table (docs/product/lists.md "On screen"), pure so they are tested
// without a browser.

export const DEFAULT_COLUMN_TITLE = 'Title';
export const DEFAULT_COLUMN_KEY = 'name';

export type SortDir = 'asc' | 'desc' | '';

/**
 * Clicking a sortable header: ascending if the current direction is not ascending, otherwise
 * descending. The rule reads the list's current direction only, whichever column it belongs to
 * (docs/decisions/031-sort-toggle-follows-the-direction.md).
 */
export function nextSortDirection(currentDir: SortDir): 'asc' | 'desc' {
  return currentDir === 'asc' ? 'desc' : 'asc';
}

/** The '#' column: numbering carries on across pages. */
export function rowNumber(pageNo: number, pageSize: number, index: number): number {
  return (pageNo - 1) * pageSize + index + 1;
}

/** Counts as a reader in India writes them ('10,000', '1,00,000'). */
const COUNT_FORMAT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export function formatCount(value: number): string {
  return COUNT_FORMAT.format(value);
}

export interface ListTotals {
  pageNo: number;
  pageSize: number;
  totalRecords: number;
  /** The server stopped counting at its cap: at least `totalRecords` rows match. */
  totalCapped?: boolean;
}

/**
 * The X, Y and Z of 'Showing X to Y of Z results' (`table.pagination.summary`), written as counts
 * in India are. X and Y come from the rows actually on the page, so an address past the end can
 * never read 'Showing 981 to 61'; a capped total reads 'of 10,000+'.
 */
export function rangeSummary(
  { pageNo, pageSize, totalRecords, totalCapped = false }: ListTotals,
  rowCount: number,
) {
  const from = rowCount === 0 ? 0 : (pageNo - 1) * pageSize + 1;
  const to = rowCount === 0 ? 0 : from + rowCount - 1;
  // Past the cap the rows shown prove at least `to` records.
  const total = totalCapped ? `${formatCount(Math.max(totalRecords, to))}+` : formatCount(totalRecords);
  return { from: formatCount(from), to: formatCount(to), total };
}

export interface PagerInput extends ListTotals {
  /** Rows on the page on screen. */
  rowCount: number;
  /** The page was reached with Next or Previous from a row, not by its number. */
  anchored?: boolean;
}

export interface PagerModel {
  /** The pager shows only when there is at least a full page of records (or the page is a deep one). */
  visible: boolean;
  pages: number[];
  leadingEllipsis: boolean;
  trailingEllipsis: boolean;
  /** The last page, or null when it is not known (a capped total, a page reached by Next). */
  lastPage: number | null;
  /** Previous from the first row on screen: only on a page reached by Next or Previous. */
  previous: boolean;
  /** Next from the last row on screen, instead of Last; null when Last is known. */
  next: { enabled: boolean } | null;
}

/**
 * The pager (docs/product/lists.md, On screen): PAGER_WINDOW numbered pages around the current one
 * with First, Last and ellipses. A capped total has no known last page, so Next takes Last's place;
 * past the counted pages (a page reached by Next) the pages are not numbered buttons, since the
 * server opens them only from a row on screen (docs/decisions/032-capped-totals-on-screen.md).
 */
export function pagerModel(
  { pageNo, pageSize, totalRecords, totalCapped = false, rowCount, anchored = false }: PagerInput,
  size: number = PAGER_WINDOW,
): PagerModel {
  const totalPages = Math.ceil(totalRecords / pageSize);
  const fullPage = rowCount >= pageSize;
  if (anchored) {
    const hasNext = fullPage && (totalCapped || pageNo < totalPages);
    return {
      visible: true,
      pages: [pageNo],
      leadingEllipsis: pageNo > 2,
      trailingEllipsis: hasNext,
      lastPage: null,
      previous: true,
      next: { enabled: hasNext },
    };
  }
  const visible = totalRecords >= pageSize;
  const none = { previous: false, next: totalCapped ? { enabled: fullPage } : null };
  if (totalPages < 1)
    return { visible, pages: [], leadingEllipsis: false, trailingEllipsis: false, lastPage: 0, ...none };
  const page = Math.min(Math.max(pageNo, 1), totalPages);
  let start = Math.max(1, page - Math.floor(size / 2));
  const end = Math.min(totalPages, start + size - 1);
  start = Math.max(1, end - size + 1);
  return {
    visible,
    pages: Array.from({ length: end - start + 1 }, (_, offset) => start + offset),
    leadingEllipsis: start > 1,
    // Past a capped total there are always more pages than the pager can name.
    trailingEllipsis: totalCapped || end < totalPages,
    lastPage: totalCapped ? null : totalPages,
    ...none,
  };
}

/**
 * The page to show instead of `pageNo` when an address (a bookmark, a shared link) asks for a page
 * past the end: the last page. Null when the page is fine. Only an empty answer is corrected, so a
 * capped total (more rows than counted) never moves a page that has rows.
 */
export function clampedPage(pageNo: number, totalPages: number, rowCount: number): number | null {
  if (rowCount > 0 || pageNo <= 1) return null;
  const lastPage = Math.max(1, totalPages);
  return pageNo > lastPage ? lastPage : null;
}

export interface PageCorrectionInput {
  pageNo: number;
  /** The server refused the page number alone: it lies past the pages its capped count covers. */
  beyondCount: boolean;
  /** The list went to page 1 after such a refusal, on its way to the last page it can open. */
  seekingLastPage: boolean;
  /** The answer for exactly this address, once it has arrived. */
  answer?: { totalPages: number; rowCount: number };
}

/**
 * Where a list goes when its address names a page it cannot show: past the end, the last page; past
 * the counted pages (refused by number), page 1 first, whose answer then names the last page the
 * pager can open (docs/decisions/032-capped-totals-on-screen.md). Null when the page stays.
 */
export function pageCorrection({
  pageNo,
  beyondCount,
  seekingLastPage,
  answer,
}: PageCorrectionInput): number | null {
  if (beyondCount) return pageNo === 1 ? null : 1;
  if (!answer) return null;
  if (seekingLastPage && pageNo === 1) return answer.totalPages > 1 ? answer.totalPages : null;
  return clampedPage(pageNo, answer.totalPages, answer.rowCount);
}

/** How much a column matters when the table is short of room (docs/product/lists.md). */
export type ColumnPriority = 'essential' | 'high' | 'medium' | 'low';

const PRIORITY_RANK: Record<ColumnPriority, number> = { essential: 3, high: 2, medium: 1, low: 0 };

export interface FitColumn {
  id: string;
  /** The narrowest the column may be, padding included, in CSS pixels. */
  minWidth: number;
  priority: ColumnPriority;
  /** Share of the spare width the column takes; 0 keeps it at its minimum. */
  grow: number;
}

export type TableFit =
  | { layout: 'cards' }
  | {
      layout: 'table';
      /** Columns that gave way, in the order they were dropped. */
      hidden: string[];
      /** Width of every shown column, in percent of the table. */
      widths: Record<string, number>;
    };

/** Below this width rows become stacked cards: a table of two or three columns reads worse. */
export const CARD_LAYOUT_BELOW = 640;

/**
 * Which columns a table of `available` pixels shows, and how wide. Columns give way lowest
 * priority first and, among equals, from the right; when even the essential columns do not fit,
 * or the space is phone-sized, the rows become cards. The widths always add up to at most 100 %,
 * so with a fixed table layout the table can never be wider than its box.
 */
export function fitColumns(
  columns: readonly FitColumn[],
  available: number,
  cardsBelow: number = CARD_LAYOUT_BELOW,
): TableFit {
  if (available < cardsBelow) return { layout: 'cards' };
  const shown = [...columns];
  const hidden: string[] = [];
  const needed = () => shown.reduce((sum, column) => sum + column.minWidth, 0);
  while (needed() > available) {
    let drop = -1;
    shown.forEach((column, index) => {
      if (column.priority === 'essential') return;
      if (drop === -1 || PRIORITY_RANK[column.priority] <= PRIORITY_RANK[shown[drop]!.priority]) drop = index;
    });
    if (drop === -1) return { layout: 'cards' };
    hidden.push(shown[drop]!.id);
    shown.splice(drop, 1);
  }
  const spare = available - needed();
  const growTotal = shown.reduce((sum, column) => sum + column.grow, 0);
  const widths: Record<string, number> = {};
  for (const column of shown) {
    const extra = growTotal > 0 ? (spare * column.grow) / growTotal : 0;
    // Rounded down, so rounding can never add up to more than the box.
    widths[column.id] = Math.floor(((column.minWidth + extra) / available) * 10_000) / 100;
  }
  return { layout: 'table', hidden, widths };
}
