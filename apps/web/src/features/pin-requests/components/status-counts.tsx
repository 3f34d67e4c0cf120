import { PIN_STATUSES } from '@portal/shared';
import { cn } from '../../../lib/class-names';
import { useT } from '../../../lib/i18n/language-provider';
import type { AdminPinRequestList } from '../api/get-admin-pin-requests';
import { statusCountsOf } from '../api/get-admin-pin-requests';
import { pinStatusLabelKey } from '../../../lib/pin-status';

const COUNT_FORMAT = new Intl.NumberFormat('en-IN');

/**
 * Requests per status over all requests (docs/decisions/080-pin-request-counts.md); choosing one
 * filters the list by that status, choosing it again clears the filter.
 */
export function StatusCounts({ list }: { list: AdminPinRequestList }) {
  const t = useT();
  const counts = statusCountsOf(list);
  const active = list.state.filter.status ?? '';
  return (
    <div
      role="group"
      aria-label={t('pinRequests.counts.label')}
      className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-4"
    >
      {PIN_STATUSES.map((status) => {
        const selected = active === String(status);
        return (
          <button
            key={status}
            type="button"
            aria-pressed={selected}
            onClick={() =>
              list.setFilter(({ status: _current, ...others }) =>
                selected ? others : { ...others, status: String(status) },
              )
            }
            className={cn(
              'flex min-h-11 flex-col items-start rounded-xl border bg-white px-4 py-3 text-left shadow-sm hover:border-indigo-300',
              selected ? 'border-indigo-500 ring-2 ring-indigo-200' : 'border-slate-200',
            )}
          >
            <span className="text-sm text-slate-600">{t(pinStatusLabelKey(status))}</span>
            <span className="text-2xl font-semibold text-slate-900 tabular-nums">
              {counts ? COUNT_FORMAT.format(counts[status]) : '–'}
            </span>
          </button>
        );
      })}
    </div>
  );
}
