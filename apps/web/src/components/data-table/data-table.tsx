import { MESSAGES, type SortDirection } from '@portal/shared';
import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { cn } from '../../lib/class-names';
import { Spinner } from '../ui/spinner';
import { TablePagination } from './table-pagination';
import { DEFAULT_COLUMN_KEY, DEFAULT_COLUMN_TITLE, nextSortDirection, rowNumber } from './table-rules';
import type { ColumnAlign, DataTableColumn, DataTableSort } from './types';

export interface DataTableProps<T> {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  totalRecords: number;
  pageNo: number;
  pageSize: number;
  sort: DataTableSort;
  loading?: boolean;
  /** Accessible name of the table. */
  label: string;
  rowKey?: (row: T, index: number) => string | number;
  onSortChange(sortBy: string, sortDir: SortDirection): void;
  onPageChange(pageNo: number): void;
  onPageSizeChange(pageSize: number): void;
}

interface ColumnMeta {
  align: ColumnAlign;
  width?: number | string;
  sortable: boolean;
  title: string;
  stickyEnd: boolean;
}

const ROW_NUMBER_ID = '#';
const STICKY_END = 'sticky right-0 shadow-[-6px_0_6px_-6px_rgb(15_23_42/0.2)]';
const ALIGN: Record<ColumnAlign, string> = { left: 'text-left', center: 'text-center', right: 'text-right' };

function valueOf<T>(row: T, key: string): ReactNode {
  const value = (row as Record<string, unknown>)[key];
  return value === null || value === undefined ? '' : String(value);
}

/** The shared list table of the specification §2, on a TanStack table model with server-side paging. */
export function DataTable<T>({
  columns,
  rows,
  totalRecords,
  pageNo,
  pageSize,
  sort,
  loading = false,
  label,
  rowKey,
  onSortChange,
  onPageChange,
  onPageSizeChange,
}: DataTableProps<T>) {
  const { columnDefs, metaById } = useMemo(() => {
    const meta = new Map<string, ColumnMeta>([
      [ROW_NUMBER_ID, { align: 'left', width: 56, sortable: false, title: '#', stickyEnd: false }],
    ]);
    const defs: ColumnDef<T>[] = [
      {
        id: ROW_NUMBER_ID,
        header: '#',
        cell: ({ row }) => rowNumber(pageNo, pageSize, row.index),
      },
    ];
    columns.forEach((column, position) => {
      const key = column.key ?? DEFAULT_COLUMN_KEY;
      // Two columns may show the same field (or none): the id only has to be unique.
      const id = meta.has(key) ? `${key}:${position}` : key;
      meta.set(id, {
        align: column.align ?? 'left',
        width: column.width,
        sortable: column.sortable ?? false,
        title: column.title ?? DEFAULT_COLUMN_TITLE,
        stickyEnd: column.stickyEnd ?? false,
      });
      defs.push({
        id,
        header: column.title ?? DEFAULT_COLUMN_TITLE,
        cell: ({ row }) =>
          column.render ? column.render(row.original, row.index) : valueOf(row.original, key),
      });
    });
    return { columnDefs: defs, metaById: meta };
  }, [columns, pageNo, pageSize]);

  const sortKeyOf = (id: string) => id.split(':')[0]!;

  const table = useReactTable<T>({
    data: rows as T[],
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey ? (row, index) => String(rowKey(row, index)) : undefined,
    manualPagination: true,
    manualSorting: true,
    rowCount: totalRecords,
  });

  const visibleRows = table.getRowModel().rows;
  const columnCount = columnDefs.length;

  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative">
        <div className="overflow-x-auto">
          <table
            className="min-w-full divide-y divide-slate-200 text-sm"
            aria-label={label}
            aria-busy={loading}
          >
            <thead className="bg-slate-50">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const meta = metaById.get(header.column.id)!;
                    const key = sortKeyOf(header.column.id);
                    const activeDir = meta.sortable && sort.sortBy === key ? sort.sortDir : '';
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        style={meta.width !== undefined ? { width: meta.width } : undefined}
                        aria-sort={
                          activeDir === 'asc' ? 'ascending' : activeDir === 'desc' ? 'descending' : undefined
                        }
                        className={cn(
                          'px-3 py-3 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-600 uppercase first:pl-4 last:pr-4',
                          ALIGN[meta.align],
                          meta.stickyEnd && cn(STICKY_END, 'bg-slate-50'),
                        )}
                      >
                        {meta.sortable ? (
                          <button
                            type="button"
                            onClick={() => onSortChange(key, nextSortDirection(sort, key))}
                            className="inline-flex items-center gap-1 uppercase hover:text-slate-900"
                          >
                            {flexRender(header.column.columnDef.header, header.getContext())}
                            <SortIcon direction={activeDir} />
                          </button>
                        ) : (
                          flexRender(header.column.columnDef.header, header.getContext())
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody className="divide-y divide-slate-100">
              {visibleRows.map((row) => (
                <tr key={row.id} className="hover:bg-slate-50/70">
                  {row.getVisibleCells().map((cell) => {
                    const meta = metaById.get(cell.column.id)!;
                    return (
                      <td
                        key={cell.id}
                        className={cn(
                          'px-3 py-3 whitespace-nowrap text-slate-700 first:pl-4 last:pr-4',
                          ALIGN[meta.align],
                          meta.stickyEnd && cn(STICKY_END, 'bg-white'),
                        )}
                      >
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    );
                  })}
                </tr>
              ))}
              {visibleRows.length === 0 && (
                <tr>
                  <td colSpan={columnCount} className="px-4 py-12 text-center text-slate-500">
                    {loading ? '' : MESSAGES.noData}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        {loading && (
          <div role="status" className="absolute inset-0 flex items-center justify-center bg-white/60">
            <Spinner className="size-8" />
            <span className="sr-only">{MESSAGES.loading}</span>
          </div>
        )}
      </div>
      <TablePagination
        pageNo={pageNo}
        pageSize={pageSize}
        totalRecords={totalRecords}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
      />
    </div>
  );
}

function SortIcon({ direction }: { direction: string }) {
  if (direction === 'asc') return <ArrowUp className="size-3.5" aria-hidden="true" />;
  if (direction === 'desc') return <ArrowDown className="size-3.5" aria-hidden="true" />;
  return <ArrowUpDown className="size-3.5 text-slate-400" aria-hidden="true" />;
}
