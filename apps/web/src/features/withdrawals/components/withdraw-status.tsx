import { formatDate, WithdrawStatus, type WithdrawRow } from '@portal/shared';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n/language-provider';
import { withdrawStatusKey } from '../../../lib/withdraw-status';
import { shownStatus } from './withdraw-labels';

const TONES = {
  [WithdrawStatus.Pending]: 'warning',
  [WithdrawStatus.Processing]: 'info',
  [WithdrawStatus.Completed]: 'success',
  [WithdrawStatus.Rejected]: 'danger',
} as const;

/**
 * The status badge; a rejected request shows its reason under it (docs/product/screens.md, Withdraw
 * Request screen).
 */
export function WithdrawStatusCell({ row }: { row: WithdrawRow }) {
  const t = useT();
  const status = shownStatus(row);
  return (
    <div className="flex min-w-0 flex-col items-start gap-1">
      <Badge tone={TONES[status as keyof typeof TONES]}>{t(withdrawStatusKey(status))}</Badge>
      {status === WithdrawStatus.Rejected && row.reason && (
        <p className="text-xs text-red-700">
          <span className="sr-only">{t('withdrawals.statusCell.reason')} </span>
          <span>{row.reason}</span>
        </p>
      )}
    </div>
  );
}

/** A final request's date: when it was paid (paid_at; updated_at for an older row) or rejected. */
export function FinalDate({ row }: { row: WithdrawRow }) {
  const t = useT();
  const status = shownStatus(row);
  const label = t(
    status === WithdrawStatus.Completed ? 'withdrawals.final.completedOn' : 'withdrawals.final.rejectedOn',
  );
  return (
    <p className="text-xs text-slate-600">
      {label}{' '}
      <span className="block font-medium text-slate-800">
        {formatDate(status === WithdrawStatus.Completed ? (row.paid_at ?? row.updated_at) : row.updated_at)}
      </span>
    </p>
  );
}
