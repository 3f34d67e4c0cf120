import { AlertTriangle, MessageSquareWarning } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/class-names';
import { useT } from '../../../lib/i18n/language-provider';

/** Contact Messages showing the overdue tickets only (the list's filter lives in the address). */
export const OVERDUE_TICKETS_PATH = `${paths.admin.contactMessages}?filter=${encodeURIComponent(
  JSON.stringify({ overdue: 'true' }),
)}`;

/**
 * Grievance tickets past a deadline they have not met (docs/decisions/181-grievance-tickets.md),
 * red while there is any, with the way to them. Sized as one tile of the dashboard's rows.
 */
export function OverdueGrievances({ count }: { count: number }) {
  const t = useT();
  const labelId = useId();
  const alarming = count > 0;
  const Icon = alarming ? AlertTriangle : MessageSquareWarning;
  return (
    <section
      aria-label={t('admin.dashboard.grievances.label')}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4"
    >
      <Card
        role="group"
        aria-labelledby={labelId}
        className={cn(
          'flex items-center gap-4 p-4 sm:p-5',
          alarming && 'border-red-300 bg-red-50 ring-1 ring-red-200',
        )}
      >
        <span
          className={cn(
            'inline-flex size-11 shrink-0 items-center justify-center rounded-lg',
            alarming ? 'bg-red-600 text-white' : 'bg-indigo-50 text-indigo-700',
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <dl>
            <dt
              id={labelId}
              className={cn('text-sm', alarming ? 'font-medium text-red-800' : 'text-slate-600')}
            >
              {t('admin.dashboard.grievances.overdue')}
            </dt>
            <dd
              className={cn(
                'text-2xl font-semibold tabular-nums',
                alarming ? 'text-red-700' : 'text-slate-900',
              )}
            >
              {count}
            </dd>
          </dl>
          <Link
            to={alarming ? OVERDUE_TICKETS_PATH : paths.admin.contactMessages}
            className={cn(
              'text-sm font-medium hover:underline',
              alarming ? 'text-red-800 hover:text-red-900' : 'text-indigo-700 hover:text-indigo-900',
            )}
          >
            {t(alarming ? 'admin.dashboard.grievances.openOverdue' : 'admin.dashboard.grievances.open')}
          </Link>
        </div>
      </Card>
    </section>
  );
}
