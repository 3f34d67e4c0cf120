import type { SortDirection } from '@portal/shared';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type Row as TableRow,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { cn } from '../../lib/class-names';
import { useT } from '../../lib/i18n/language-provider';
import { Spinner } from '../ui/spinner';
import { mergedInto, type PreparedColumn, prepareColumns } from './columns';
import { type PageNavigation, TablePagination } from './table-pagination';
import { fitColumns, nextSortDirection, rowNumber, type SortDir } from './table-rules';
import type { ColumnAlign, DataTableColumn, DataTableSort } from './types';
import { useBoxWidth } from './use-box-width';

export interface DataTableProps<Row, SortKey extends string> {
  columns: readonly DataTableColumn<Row, SortKey>[];
  rows: readonly Row[];
  totalRecords: number;
  /** The server stopped counting at its cap (docs/product/lists.md "Answer"). */
  totalCapped?: boolean;
  pageNo: number;
  pageSize: number;
  sort: DataTableSort<SortKey>;
  loading?: boolean;
  /** Accessible name of the table (and of the card list on phones). */
  label: string;
  rowKey?: (row: Row, index: number) => string | number;
  /** Next and Previous from the rows on screen, for lists whose server opens deep pages that way. */
  navigation?: PageNavigation;
  onSortChange(sortBy: SortKey, sortDir: SortDirection): void;
  onPageChange(pageNo: number): void;
  onPageSizeChange(pageSize: number): void;
  /** False for a whole answer shown at once (rows-table.tsx): no summary, page size or pager. */
  paged?: boolean;
}

const ALIGN: Record<ColumnAlign, string> = { left: 'text-left', center: 'text-center', right: 'text-right' };
const JUSTIFY: Record<ColumnAlign, string> = {
  left: 'justify-start',
  center: 'justify-center',
  right: 'justify-end',
};
// Long words (usernames, e-mail-like text) break rather than widen their column.
const WRAP = 'break-words [overflow-wrap:anywhere]';

/**
 * The shared list table (docs/product/lists.md, On screen) with server-side paging. It always fits
 * its box: columns give way by priority (their values merge into another column when they say so)
 * and text wraps; on a phone-sized box rows become cards of label/value pairs with the actions at
 * the bottom (docs/decisions/030-tables-that-fit.md).
 */
export function DataTable<Row, SortKey extends string>({
  columns,
  rows,
  totalRecords,
  totalCapped = false,
  pageNo,
  pageSize,
  sort,
  loading = false,
  label,
  rowKey,
  navigation,
  onSortChange,
  onPageChange,
  onPageSizeChange,
  paged = true,
}: DataTableProps<Row, SortKey>) {
  const t = useT();
  const boxRef = useRef<HTMLDivElement>(null);
  const width = useBoxWidth(boxRef);
  const prepared = useMemo(() => prepareColumns(columns, pageNo, pageSize), [columns, pageNo, pageSize]);
  const fit = useMemo(() => (width === null ? null : fitColumns(prepared, width)), [prepared, width]);
  const hidden = useMemo(() => new Set(fit?.layout === 'table' ? fit.hidden : []), [fit]);

  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () =>
      prepared.map((column) => ({
        id: column.id,
        header: column.title,
        cell: ({ row }) => <CellContent column={column} row={row} columns={prepared} hidden={hidden} />,
      })),
    [prepared, hidden],
  );
  const columnVisibility = useMemo<VisibilityState>(
    () => Object.fromEntries([...hidden].map((id) => [id, false])),
    [hidden],
  );
  const table = useReactTable<Row>({
    data: rows as Row[],
    columns: columnDefs,
    state: { columnVisibility },
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey ? (row, index) => String(rowKey(row, index)) : undefined,
    manualPagination: true,
    manualSorting: true,
    rowCount: totalRecords,
  });
  const tableRows = table.getRowModel().rows;
  const byId = new Map(prepared.map((column) => [column.id, column]));
  const toggleSort = (column: PreparedColumn<Row>) =>
    onSortChange(column.key as SortKey, nextSortDirection(sort.sortDir));
  const activeDir = (column: PreparedColumn<Row>): SortDir =>
    column.sortable && sort.sortBy === column.key ? sort.sortDir : '';

  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      {fit?.layout === 'cards' && prepared.some((column) => column.sortable) && (
        <CardSortBar columns={prepared} activeDir={activeDir} onToggle={toggleSort} />
      )}
      <div ref={boxRef} className="relative overflow-x-auto" data-testid="data-table-box">
        {fit?.layout === 'table' && (
          <table className="w-full table-fixed text-sm" aria-label={label} aria-busy={loading}>
            <colgroup>
              {table.getVisibleLeafColumns().map((column) => (
                <col key={column.id} style={{ width: `${fit.widths[column.id]}%` }} />
              ))}
            </colgroup>
            <thead className="border-b border-slate-200 bg-slate-50">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const column = byId.get(header.column.id)!;
                    const dir = activeDir(column);
                    const merged = mergedInto(column, prepared, hidden);
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
                        className={cn(
                          'px-3 py-3 align-bottom text-xs font-semibold tracking-wide text-slate-600 uppercase first:pl-4 last:pr-4',
                          ALIGN[column.align],
                        )}
                      >
                        {column.sortable ? (
                          <button
                            type="button"
                            onClick={() => toggleSort(column)}
                            className="inline-flex items-center gap-1 text-left uppercase hover:text-slate-900"
                          >
                            {flexRender(header.column.columnDef.header, header.getContext())}
                            <SortIcon direction={dir} />
                          </button>
                        ) : (
                          flexRender(header.column.columnDef.header, header.getContext())
                        )}
                        {merged.length > 0 && (
                          <span className="block font-normal tracking-normal text-slate-400 normal-case">
                            {merged.map((other) => other.title).join(' · ')}
                          </span>
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody className="divide-y divide-slate-100">
              {tableRows.map((row) => (
                <tr key={row.id} className="hover:bg-slate-50/70">
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cn(
                        'px-3 py-3 align-top text-slate-700 first:pl-4 last:pr-4',
                        WRAP,
                        ALIGN[byId.get(cell.column.id)!.align],
                      )}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
              {tableRows.length === 0 && (
                <tr>
                  <td
                    colSpan={prepared.length - hidden.size}
                    className="px-4 py-12 text-center text-slate-500"
                  >
                    {loading ? '' : t('table.noData')}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        )}
        {fit?.layout === 'cards' && (
          <RowCards
            label={label}
            rows={tableRows}
            columns={prepared}
            pageNo={pageNo}
            pageSize={pageSize}
            loading={loading}
          />
        )}
        {loading && (
          <div role="status" className="absolute inset-0 flex items-center justify-center bg-white/60">
            <Spinner className="size-8" />
            <span className="sr-only">{t('common.loading')}</span>
          </div>
        )}
      </div>
      {paged && (
        <TablePagination
          totals={{ pageNo, pageSize, totalRecords, totalCapped }}
          rowCount={rows.length}
          navigation={navigation}
          onPageChange={onPageChange}
          onPageSizeChange={onPageSizeChange}
        />
      )}
    </div>
  );
}

/** A cell's own value, then the values of the columns that gave way into it, each with its title. */
function CellContent<Row>({
  column,
  row,
  columns,
  hidden,
}: {
  column: PreparedColumn<Row>;
  row: TableRow<Row>;
  columns: readonly PreparedColumn<Row>[];
  hidden: ReadonlySet<string>;
}) {
  const merged = mergedInto(column, columns, hidden);
  const own = column.render(row.original, row.index);
  if (merged.length === 0) return <>{own}</>;
  return (
    <>
      {own}
      {merged.map((other) => (
        <div key={other.id} className="mt-1 text-xs text-slate-500">
          <span className="font-medium text-slate-600">{other.title}: </span>
          {other.render(row.original, row.index)}
        </div>
      ))}
    </>
  );
}

/** Phones: one card per row, its title on top, every other value as a label/value pair, actions last. */
function RowCards<Row>({
  label,
  rows,
  columns,
  pageNo,
  pageSize,
  loading,
}: {
  label: string;
  rows: TableRow<Row>[];
  columns: readonly PreparedColumn<Row>[];
  pageNo: number;
  pageSize: number;
  loading: boolean;
}) {
  const t = useT();
  const titles = columns.filter((column) => column.card === 'title');
  const fields = columns.filter((column) => column.card === 'field');
  const actions = columns.filter((column) => column.card === 'actions');
  if (rows.length === 0) {
    return (
      <p className="min-h-32 px-4 py-12 text-center text-sm text-slate-500" aria-busy={loading}>
        {loading ? '' : t('table.noData')}
      </p>
    );
  }
  return (
    <ul aria-label={label} aria-busy={loading} className="divide-y divide-slate-100">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-col gap-3 p-4" data-testid="row-card">
          <div className="flex items-start justify-between gap-3">
            <h3 className={cn('min-w-0 text-sm font-medium text-slate-900', WRAP)}>
              {titles.map((column) => (
                <span key={column.id} className="block">
                  {column.render(row.original, row.index)}
                </span>
              ))}
            </h3>
            <span className="shrink-0 text-xs text-slate-500">
              <span className="sr-only">{t('table.card.row')} </span>#{rowNumber(pageNo, pageSize, row.index)}
            </span>
          </div>
          <dl className="flex flex-col gap-2 text-sm">
            {fields.map((column) => (
              <div key={column.id} className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-3">
                <dt className="text-slate-500">{column.title}</dt>
                <dd className={cn('min-w-0 text-slate-800', WRAP)}>
                  {column.render(row.original, row.index)}
                </dd>
              </div>
            ))}
          </dl>
          {actions.length > 0 && (
            <div className="flex flex-wrap justify-end gap-2 border-t border-slate-100 pt-3">
              {actions.map((column) => (
                <div key={column.id} className={cn('flex', JUSTIFY[column.align])}>
                  {column.render(row.original, row.index)}
                </div>
              ))}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Cards have no headers: the sortable columns become toggle buttons with the same rule. */
function CardSortBar<Row>({
  columns,
  activeDir,
  onToggle,
}: {
  columns: readonly PreparedColumn<Row>[];
  activeDir(column: PreparedColumn<Row>): SortDir;
  onToggle(column: PreparedColumn<Row>): void;
}) {
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t('table.sort.label')}
      className="flex flex-wrap items-center gap-2 border-b border-slate-100 px-4 py-3"
    >
      <span className="text-xs font-medium text-slate-600">{t('table.sort.by')}</span>
      {columns
        .filter((column) => column.sortable)
        .map((column) => {
          const dir = activeDir(column);
          return (
            <button
              key={column.id}
              type="button"
              aria-pressed={dir !== ''}
              onClick={() => onToggle(column)}
              className={cn(
                'inline-flex min-h-11 items-center gap-1 rounded-full border px-3 text-sm',
                dir ? 'border-indigo-200 bg-indigo-50 text-indigo-700' : 'border-slate-300 text-slate-700',
              )}
            >
              {column.title}
              <SortIcon direction={dir} />
              {dir && (
                <span className="sr-only">
                  {t(dir === 'asc' ? 'table.sort.ascending' : 'table.sort.descending')}
                </span>
              )}
            </button>
          );
        })}
    </div>
  );
}

function SortIcon({ direction }: { direction: SortDir }) {
  if (direction === 'asc') return <ArrowUp className="size-3.5 shrink-0" aria-hidden="true" />;
  if (direction === 'desc') return <ArrowDown className="size-3.5 shrink-0" aria-hidden="true" />;
  return <ArrowUpDown className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />;
}
