import type { ReactNode } from 'react';

export type ColumnAlign = 'left' | 'center' | 'right';

/** A column of the shared data table (specification §2): every property is optional. */
export interface DataTableColumn<T> {
  /** Header text; default 'Title'. */
  title?: string;
  /** Field shown when there is no render, and the sort key; default 'name'. */
  key?: string;
  /** Default false. */
  sortable?: boolean;
  align?: ColumnAlign;
  width?: number | string;
  render?: (row: T, index: number) => ReactNode;
  /** Keeps the column in view at the right edge while the table scrolls sideways (row actions). */
  stickyEnd?: boolean;
}

export interface DataTableSort {
  sortBy: string;
  sortDir: 'asc' | 'desc' | '';
}
