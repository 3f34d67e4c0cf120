import type { ReactNode } from 'react';
import type { ColumnPriority, SortDir } from './table-rules';

export type ColumnAlign = 'left' | 'center' | 'right';

/**
 * Where a column's cell goes when rows are stacked cards (phones): the card's heading, a
 * label/value pair (default), the action bar at the bottom, or nowhere.
 */
export type CardRole = 'title' | 'field' | 'actions' | 'hidden';

interface ColumnCommon<Row> {
  /** Header text, and the label of the value on a card; default 'Title'. */
  title?: string;
  align?: ColumnAlign;
  /** The narrowest the column may be (padding included), in px; default 120. Text wraps inside it. */
  minWidth?: number;
  /** Share of the spare width; default 1, 0 keeps the column at its minimum (numbers, buttons). */
  grow?: number;
  /** Which columns give way first when the table is short of room; default 'medium'. */
  priority?: ColumnPriority;
  /** When this column gives way, its value is shown inside the column with this key instead. */
  mergeInto?: keyof Row & string;
  card?: CardRole;
  render?: (row: Row, index: number) => ReactNode;
}

/**
 * A column of the shared data table (title, key, sortable, align, width, render:
 * docs/product/lists.md, On screen), typed by the list's row and sort keys, so a column naming a
 * field the row does not have, or a sortable column the endpoint cannot sort by, fails the
 * typecheck.
 */
export type DataTableColumn<Row, SortKey extends string = never> = ColumnCommon<Row> &
  (
    | {
        /** Field shown when there is no render; default 'name'. */
        key?: keyof Row & string;
        sortable?: false;
      }
    | {
        /** A sortable column's key is the sort key sent to the server. */
        key: SortKey & keyof Row;
        sortable: true;
      }
  );

export interface DataTableSort<SortKey extends string = string> {
  sortBy: SortKey | '';
  sortDir: SortDir;
}
