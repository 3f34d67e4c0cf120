import { formatDate, formatIndiaClock, type LedgerHealth } from '@portal/shared';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n/language-provider';

/**
 * The super admin's ledger check (docs/product/money.md, Verification): OK, or every problem it
 * found, each with what was checked and where it failed.
 */
export function LedgerHealthCard({ health }: { health: LedgerHealth }) {
  const t = useT();
  const titleId = useId();
  const checked = new Date(health.checked_at);
  const Icon = health.ok ? ShieldCheck : ShieldAlert;
  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-3">
        <span
          className={
            health.ok
              ? 'inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700'
              : 'inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-700'
          }
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold text-slate-900">
            {t('admin.dashboard.ledger.title')}
          </h2>
          <p className="text-xs text-slate-500">
            {t('admin.dashboard.ledger.checked', {
              date: formatDate(checked),
              time: formatIndiaClock(checked),
              entries: health.entries,
              accounts: health.accounts,
            })}
          </p>
        </div>
        <Badge tone={health.ok ? 'success' : 'danger'}>
          {health.ok
            ? t('admin.dashboard.ledger.ok')
            : t('admin.dashboard.ledger.problems', { count: health.problems.length })}
        </Badge>
      </div>
      {health.ok ? (
        <p className="text-sm text-slate-600">{t('admin.dashboard.ledger.balanced')}</p>
      ) : (
        <ul aria-label={t('admin.dashboard.ledger.problemsLabel')} className="flex flex-col gap-2 text-sm">
          {health.problems.map((problem, index) => (
            <li key={index} className="rounded-lg bg-red-50 px-3 py-2 text-red-800">
              <span className="font-medium">{problem.check}</span>: {problem.detail}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
