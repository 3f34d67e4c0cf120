import { PAGE_SIZE_OPTIONS } from '@portal/shared';
import { cn } from '../../lib/class-names';
import { useT } from '../../lib/i18n/language-provider';
import { formatCount, type ListTotals, pagerModel, rangeSummary } from './table-rules';

export interface PageNavigation {
  /** The page on screen was reached with Next or Previous from a row, not by its number. */
  anchored: boolean;
  onNext(): void;
  onPrevious(): void;
}

interface TablePaginationProps {
  totals: ListTotals;
  /** Rows on the current page: the summary counts what is shown. */
  rowCount: number;
  /** Next and Previous from the rows on screen; without it Next goes to the next page number. */
  navigation?: PageNavigation;
  onPageChange(pageNo: number): void;
  onPageSizeChange(pageSize: number): void;
}

const PAGE_BUTTON =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-medium sm:min-h-9 sm:min-w-9 disabled:cursor-not-allowed disabled:opacity-50';

/**
 * Summary, page size and the pager (docs/product/lists.md, On screen). A capped total has no known
 * last page, so the pager offers Next rather than a made-up Last (docs/product/lists.md "Answer").
 */
export function TablePagination({
  totals,
  rowCount,
  navigation,
  onPageChange,
  onPageSizeChange,
}: TablePaginationProps) {
  const t = useT();
  const { pageNo, pageSize } = totals;
  const pager = pagerModel({ ...totals, rowCount, anchored: navigation?.anchored ?? false });

  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 px-4 py-3 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600 lg:justify-start">
        {rowCount > 0 && <p>{t('table.pagination.summary', rangeSummary(totals, rowCount))}</p>}
        <label className="flex items-center gap-2">
          <span>{t('table.pagination.rowsPerPage')}</span>
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
      {pager.visible && (
        <nav aria-label={t('table.pagination.label')} className="flex flex-wrap items-center gap-1">
          <button
            type="button"
            className={cn(PAGE_BUTTON, 'text-slate-700 hover:bg-slate-100')}
            onClick={() => onPageChange(1)}
            disabled={pageNo <= 1}
          >
            {t('table.pagination.first')}
          </button>
          {pager.leadingEllipsis && <Ellipsis />}
          {pager.previous && (
            <button
              type="button"
              className={cn(PAGE_BUTTON, 'text-slate-700 hover:bg-slate-100')}
              onClick={navigation?.onPrevious}
            >
              {t('table.pagination.previous')}
            </button>
          )}
          {pager.pages.map((page) => (
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
              {formatCount(page)}
            </button>
          ))}
          {pager.trailingEllipsis && <Ellipsis />}
          {pager.next ? (
            // Past a capped total the way on is one page at a time.
            <button
              type="button"
              className={cn(PAGE_BUTTON, 'text-slate-700 hover:bg-slate-100')}
              onClick={navigation ? navigation.onNext : () => onPageChange(pageNo + 1)}
              disabled={!pager.next.enabled}
            >
              {t('table.pagination.next')}
            </button>
          ) : (
            pager.lastPage !== null && (
              <button
                type="button"
                className={cn(PAGE_BUTTON, 'text-slate-700 hover:bg-slate-100')}
                onClick={() => onPageChange(pager.lastPage!)}
                disabled={pageNo >= pager.lastPage}
              >
                {t('table.pagination.last')}
              </button>
            )
          )}
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
