import { type AdminDashboard, formatRupees } from '@portal/shared';
import {
  Banknote,
  CalendarPlus,
  Hourglass,
  type LucideIcon,
  ReceiptIndianRupee,
  UserCheck,
  UserPlus,
  Users,
} from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { ServerError } from '../../../components/ui/server-error';
import { paths } from '../../../config/paths';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { LedgerHealthCard } from './ledger-health-card';
import { OverdueGrievances } from './overdue-grievances-tile';
import { ContentSchedule, DailyActivity, PinRequestFigures, TodayFigures } from './programme-figures';
import { RecentSignups } from './recent-signups';
import { RegistrationLinkCard } from './registration-link-card';
import { StatTile, StatTilesLoading } from './stat-tile';
import { useT } from '../../../lib/i18n/language-provider';

export function AdminDashboardPanel() {
  const t = useT();
  const { data, error, refetch, isPending } = useAdminDashboard();
  if (error) return <ServerError error={error} onRetry={() => void refetch()} />;
  if (isPending) return <StatTilesLoading count={4} />;

  return (
    <div className="flex flex-col gap-5">
      <section
        aria-label={t('admin.dashboard.users')}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4"
      >
        <StatTile label={t('admin.dashboard.totalUsers')} value={data.users.total} icon={Users} />
        <StatTile label={t('admin.dashboard.activeUsers')} value={data.users.active} icon={UserCheck} />
        <StatTile label={t('admin.dashboard.newToday')} value={data.users.new_today} icon={UserPlus} />
        <StatTile
          label={t('admin.dashboard.newThisMonth')}
          value={data.users.new_this_month}
          icon={CalendarPlus}
        />
      </section>
      <TodayFigures data={data} />
      <OverdueGrievances count={data.overdue_tickets} />
      <WithdrawalFigures withdrawals={data.withdrawals} taxPayable={data.tds_payable} />
      {data.ledger_health && <LedgerHealthCard health={data.ledger_health} />}
      <PinRequestFigures counts={data.pin_requests} />
      <DailyActivity days={data.daily} />
      <ContentSchedule days={data.content} />
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
        <RegistrationLinkCard
          title={t('admin.dashboard.link.title')}
          description={t('admin.dashboard.link.description')}
          codeLabel={t('admin.dashboard.link.codeLabel')}
          promoterCode={data.root_promoter_code}
        />
        <RecentSignups signups={data.recent_signups} />
      </div>
    </div>
  );
}

/**
 * Requests waiting for an admin: how many and how much, pending and processing; and the tax
 * deducted from paid ones and not yet deposited (docs/decisions/179-tax-register-and-deposits.md).
 */
function WithdrawalFigures({
  withdrawals,
  taxPayable,
}: {
  withdrawals: AdminDashboard['withdrawals'];
  taxPayable: number;
}) {
  const t = useT();
  return (
    <section aria-labelledby="dashboard-withdrawals" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="dashboard-withdrawals" className="text-base font-semibold text-slate-900">
          {t('admin.dashboard.withdrawals.title')}
        </h2>
        <Link
          to={paths.admin.withdrawRequest}
          className="text-sm font-medium text-indigo-700 hover:text-indigo-900 hover:underline"
        >
          {t('admin.dashboard.withdrawals.open')}
        </Link>
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <WithdrawalTile
          label={t('admin.dashboard.withdrawals.pending')}
          figures={withdrawals.pending}
          icon={Hourglass}
        />
        <WithdrawalTile
          label={t('admin.dashboard.withdrawals.processing')}
          figures={withdrawals.processing}
          icon={Banknote}
        />
        <TaxPayableTile amount={taxPayable} />
      </div>
    </section>
  );
}

/** Tax deducted at source and not yet deposited with the government, and the way to the register. */
function TaxPayableTile({ amount }: { amount: number }) {
  const t = useT();
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className="flex items-center gap-4 p-4 sm:p-5">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
        <ReceiptIndianRupee className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <dl>
          <dt id={labelId} className="text-sm text-slate-600">
            {t('admin.dashboard.tax.payable')}
          </dt>
          <dd className="text-2xl font-semibold break-all text-slate-900 tabular-nums" data-testid="amount">
            {formatRupees(amount)}
          </dd>
        </dl>
        <Link
          to={paths.admin.tdsRegister}
          className="text-sm font-medium text-indigo-700 hover:text-indigo-900 hover:underline"
        >
          {t('admin.dashboard.tax.open')}
        </Link>
      </div>
    </Card>
  );
}

function WithdrawalTile({
  label,
  figures,
  icon: Icon,
}: {
  label: string;
  figures: { count: number; amount: number };
  icon: LucideIcon;
}) {
  const t = useT();
  const labelId = useId();
  return (
    <Card role="group" aria-labelledby={labelId} className="flex items-center gap-4 p-4 sm:p-5">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-indigo-50 text-indigo-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <dl className="grid min-w-0 flex-1 grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-0.5">
        <dt id={labelId} className="col-span-2 text-sm text-slate-600">
          {label}
        </dt>
        <dt className="sr-only">{t('admin.dashboard.withdrawals.amount')}</dt>
        <dd className="text-2xl font-semibold break-all text-slate-900 tabular-nums" data-testid="amount">
          {formatRupees(figures.amount)}
        </dd>
        <dt className="sr-only">{t('admin.dashboard.withdrawals.requests')}</dt>
        <dd className="text-sm text-slate-600" data-testid="count">
          {t('admin.dashboard.withdrawals.count', { count: figures.count })}
        </dd>
      </dl>
    </Card>
  );
}
