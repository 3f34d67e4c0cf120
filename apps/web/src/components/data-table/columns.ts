import type { ReactNode } from 'react';
import {
  type ColumnPriority,
  DEFAULT_COLUMN_KEY,
  DEFAULT_COLUMN_TITLE,
  type FitColumn,
  rowNumber,
} from './table-rules';
import type { CardRole, ColumnAlign, DataTableColumn } from './types';

/** A column with every default filled in (docs/product/lists.md, On screen), ready to lay out. */
export interface PreparedColumn<Row> extends FitColumn {
  key: string;
  title: string;
  align: ColumnAlign;
  priority: ColumnPriority;
  sortable: boolean;
  mergeInto?: string;
  card: CardRole;
  isRowNumber: boolean;
  render(row: Row, index: number): ReactNode;
}

export const ROW_NUMBER_ID = '#';
const DEFAULT_MIN_WIDTH = 120;
/** Fits '#' and a four-digit row number. */
const ROW_NUMBER_WIDTH = 56;

function valueOf(row: unknown, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return value === null || value === undefined ? '' : String(value);
}

/**
 * The '#' row-number column first, then the screen's columns with their defaults. Two columns may
 * show the same field: ids only have to be unique.
 */
export function prepareColumns<Row, SortKey extends string>(
  columns: readonly DataTableColumn<Row, SortKey>[],
  pageNo: number,
  pageSize: number,
): PreparedColumn<Row>[] {
  const prepared: PreparedColumn<Row>[] = [
    {
      id: ROW_NUMBER_ID,
      key: ROW_NUMBER_ID,
      title: '#',
      align: 'left',
      minWidth: ROW_NUMBER_WIDTH,
      grow: 0,
      priority: 'essential',
      sortable: false,
      card: 'hidden',
      isRowNumber: true,
      render: (_row, index) => rowNumber(pageNo, pageSize, index),
    },
  ];
  const ids = new Set<string>([ROW_NUMBER_ID]);
  columns.forEach((column, position) => {
    const key: string = column.key ?? DEFAULT_COLUMN_KEY;
    const id = ids.has(key) ? `${key}:${position}` : key;
    ids.add(id);
    prepared.push({
      id,
      key,
      title: column.title ?? DEFAULT_COLUMN_TITLE,
      align: column.align ?? 'left',
      minWidth: column.minWidth ?? DEFAULT_MIN_WIDTH,
      grow: column.grow ?? 1,
      priority: column.priority ?? 'medium',
      sortable: column.sortable ?? false,
      mergeInto: column.mergeInto,
      card: column.card ?? 'field',
      isRowNumber: false,
      render: column.render ?? ((row) => valueOf(row, key)),
    });
  });
  return prepared;
}

/** The hidden columns whose values show inside `host` (their `mergeInto`), in column order. */
export function mergedInto<Row>(
  host: PreparedColumn<Row>,
  columns: readonly PreparedColumn<Row>[],
  hidden: ReadonlySet<string>,
): PreparedColumn<Row>[] {
  return columns.filter((column) => hidden.has(column.id) && column.mergeInto === host.key);
}
