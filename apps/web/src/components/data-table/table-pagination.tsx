import { PAGE_SIZE_OPTIONS } from '@portal/shared';
import { cn } from '../../lib/class-names';
import { pageWindow, rangeSummary } from './table-rules';

interface TablePaginationProps {
  pageNo: number;
  pageSize: number;
  totalRecords: number;
  onPageChange(pageNo: number): void;
  onPageSizeChange(pageSize: number): void;
}

const PAGE_BUTTON =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-medium sm:min-h-9 sm:min-w-9 disabled:cursor-not-allowed disabled:opacity-50';

export function TablePagination({
  pageNo,
  pageSize,
  totalRecords,
  onPageChange,
  onPageSizeChange,
}: TablePaginationProps) {
  const totalPages = Math.max(1, Math.ceil(totalRecords / pageSize));
  const { pages, leadingEllipsis, trailingEllipsis } = pageWindow(pageNo, totalPages);
  // The pager shows only when there is at least a full page of records (specification §2).
  const showPager = totalRecords >= pageSize;

  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 px-4 py-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600 lg:justify-start">
        {totalRecords > 0 && <p>{rangeSummary(pageNo, pageSize, totalRecords)}</p>}
        <label className="flex items-center gap-2">
          <span>Rows per page</span>
          <select
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 sm:min-h-9"
          >
            {PAGE_SIZE_OPTIONS.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
      {showPager && (
        <nav aria-label="Pagination" className="flex flex-wrap items-center gap-1">
          <button
            type="button"
            className={cn(PAGE_BUTTON, 'text-slate-700 hover:bg-slate-100')}
            onClick={() => onPageChange(1)}
            disabled={pageNo <= 1}
          >
            First
          </button>
          {leadingEllipsis && <Ellipsis />}
          {pages.map((page) => (
            <button
              key={page}
              type="button"
              aria-current={page === pageNo ? 'page' : undefined}
              className={cn(
                PAGE_BUTTON,
                page === pageNo ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
              onClick={() => onPageChange(page)}
            >
              {page}
            </button>
          ))}
          {trailingEllipsis && <Ellipsis />}
          <button
            type="button"
            className={cn(PAGE_BUTTON, 'text-slate-700 hover:bg-slate-100')}
            onClick={() => onPageChange(totalPages)}
            disabled={pageNo >= totalPages}
          >
            Last
          </button>
        </nav>
      )}
    </div>
  );
}

function Ellipsis() {
  return (
    <span aria-hidden="true" className="px-1 text-slate-400">
      …
    </span>
  );
}
