import { DataTable } from './data-table';
import type { DataTableColumn } from './types';

const NO_SORT = { sortBy: '', sortDir: '' } as const;
const nothing = () => {};

/**
 * The list table for a small answer that comes whole rather than as a paged list (a quarter's TDS
 * register, a year's deposits: docs/decisions/179-tax-register-and-deposits.md): the same
 * columns, fit and phone cards as ListTable, every row at once, no sorting, paging or pager.
 * The screen shows its own empty state and load error; the table only its rows.
 */
export function RowsTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  loading = false,
}: {
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): string | number;
  /** New rows are on their way (another period chosen): the rows shown are the previous answer's. */
  loading?: boolean;
}) {
  return (
    <DataTable<Row, never>
      label={label}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      totalRecords={rows.length}
      pageNo={1}
      pageSize={Math.max(rows.length, 1)}
      sort={NO_SORT}
      loading={loading}
      paged={false}
      onSortChange={nothing}
      onPageChange={nothing}
      onPageSizeChange={nothing}
    />
  );
}
