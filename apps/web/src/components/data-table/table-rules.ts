import { PAGER_WINDOW } from '@portal/shared';

export const DEFAULT_COLUMN_TITLE = 'Title';
export const DEFAULT_COLUMN_KEY = 'name';

/** Clicking a sortable header: ascending unless it already is, then descending (specification §2). */
export function nextSortDirection(current: { sortBy: string; sortDir: string }, key: string): 'asc' | 'desc' {
  return current.sortBy === key && current.sortDir === 'asc' ? 'desc' : 'asc';
}

/** The '#' column: numbering carries on across pages. */
export function rowNumber(pageNo: number, pageSize: number, index: number): number {
  return (pageNo - 1) * pageSize + index + 1;
}

export interface PageWindow {
  pages: number[];
  leadingEllipsis: boolean;
  trailingEllipsis: boolean;
}

/** PAGER_WINDOW page numbers around the current page, kept inside 1..totalPages. */
export function pageWindow(current: number, totalPages: number, size: number = PAGER_WINDOW): PageWindow {
  if (totalPages < 1) return { pages: [], leadingEllipsis: false, trailingEllipsis: false };
  const page = Math.min(Math.max(current, 1), totalPages);
  let start = Math.max(1, page - Math.floor(size / 2));
  const end = Math.min(totalPages, start + size - 1);
  start = Math.max(1, end - size + 1);
  const pages = Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
  return { pages, leadingEllipsis: start > 1, trailingEllipsis: end < totalPages };
}

/** 'Showing X to Y of Z results' */
export function rangeSummary(pageNo: number, pageSize: number, totalRecords: number): string {
  const from = totalRecords === 0 ? 0 : (pageNo - 1) * pageSize + 1;
  const to = Math.min(pageNo * pageSize, totalRecords);
  return `Showing ${from} to ${to} of ${totalRecords} results`;
}
