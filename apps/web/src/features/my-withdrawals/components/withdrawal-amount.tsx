import {
  formatRupees,
  formatWithdrawalAmount,
  type WithdrawHistoryRow,
  WithdrawStatus,
} from '@portal/shared';
import { useT } from '../../../lib/i18n/language-provider';

const RATE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A rate in percent as the rows carry it, kept on one line: '2 %', '0.75 %'. */
const percent = (rate: number | null) => `${RATE.format(rate ?? 0)}\u00a0%`;

/**
 * The amount of a request (docs/decisions/178-tax-at-source.md): the gross asked for, signed as
 * every withdrawal is; once the deduction is fixed (the request went into a payout file, or was
 * completed), the tax at source with its rate and the net paid under it. Until then an open
 * request says the tax, if any, comes off when it is paid. Spans only: on a phone this is the
 * card's heading.
 */
export function WithdrawalAmount({ row }: { row: WithdrawHistoryRow }) {
  const t = useT();
  const fixed = row.tds_amount !== null && row.net_amount !== null;
  const open = row.status === WithdrawStatus.Pending || row.status === WithdrawStatus.Processing;
  return (
    <span className="flex flex-col gap-0.5">
      <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
        {formatWithdrawalAmount(row.amount)}
      </span>
      {fixed ? (
        <>
          <span className="text-xs font-normal text-slate-600" data-testid="withdrawal-tax">
            {t('myWithdrawals.amount.tax', { rate: percent(row.tds_rate) })}{' '}
            <span className="whitespace-nowrap tabular-nums">{formatRupees(row.tds_amount)}</span>
          </span>
          <span className="text-xs font-medium text-slate-800" data-testid="withdrawal-net">
            {t('myWithdrawals.amount.net')}{' '}
            <span className="whitespace-nowrap tabular-nums">{formatRupees(row.net_amount)}</span>
          </span>
        </>
      ) : (
        open && (
          <span className="text-xs font-normal text-slate-500">{t('myWithdrawals.amount.taxWhenPaid')}</span>
        )
      )}
    </span>
  );
}
