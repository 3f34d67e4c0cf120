import { formatRupees, formatWithdrawalAmount, type WithdrawRow } from '@portal/shared';
import { TextWithData } from '../../../components/ui/data-text';
import { useT } from '../../../lib/i18n/language-provider';

const RATE = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** A rate in percent as the rows carry it, kept on one line: '2 %', '0.75 %'. */
const percent = (rate: number | null) => `${RATE.format(rate ?? 0)}\u00a0%`;

/**
 * The Amount cell (docs/decisions/178-tax-at-source.md): the gross asked for, signed; once the
 * deduction is fixed (the request went into a payout file, or was completed), the tax at source
 * with its section and rate, and the net the bank pays, under it.
 */
export function WithdrawAmount({ row }: { row: WithdrawRow }) {
  const t = useT();
  const gross = (
    <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
      {formatWithdrawalAmount(row.amount)}
    </span>
  );
  if (row.tds_amount === null || row.net_amount === null) return gross;
  return (
    <span className="flex flex-col gap-0.5">
      {gross}
      <span className="text-xs text-slate-600" data-testid="withdraw-tax">
        {row.tds_section ? (
          <TextWithData
            id="withdrawals.amount.taxUnder"
            values={{ rate: percent(row.tds_rate) }}
            data={{ section: row.tds_section }}
          />
        ) : (
          t('withdrawals.amount.tax', { rate: percent(row.tds_rate) })
        )}{' '}
        <span className="whitespace-nowrap tabular-nums">{formatRupees(row.tds_amount)}</span>
      </span>
      <span className="text-xs font-medium text-slate-800" data-testid="withdraw-net">
        {t('withdrawals.amount.net')}{' '}
        <span className="whitespace-nowrap tabular-nums">{formatRupees(row.net_amount)}</span>
      </span>
    </span>
  );
}
