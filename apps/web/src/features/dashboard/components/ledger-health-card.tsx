import { formatDate, formatIndiaClock, type LedgerHealth } from '@portal/shared';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';

/**
 * The super admin's ledger check (docs/product/money.md, Verification): OK, or every problem it
 * found, each with what was checked and where it failed.
 */
export function LedgerHealthCard({ health }: { health: LedgerHealth }) {
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
            Ledger health
          </h2>
          <p className="text-xs text-slate-500">
            Checked {formatDate(checked)} at {formatIndiaClock(checked)}: {health.entries} entries,{' '}
            {health.accounts} accounts
          </p>
        </div>
        <Badge tone={health.ok ? 'success' : 'danger'}>
          {health.ok ? 'OK' : `${health.problems.length} problems`}
        </Badge>
      </div>
      {health.ok ? (
        <p className="text-sm text-slate-600">
          Every entry balances, every wallet matches its lines and holds, and no available balance is
          negative.
        </p>
      ) : (
        <ul aria-label="Ledger problems" className="flex flex-col gap-2 text-sm">
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
