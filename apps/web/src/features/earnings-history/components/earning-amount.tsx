import { type EarningHistoryRow, formatRupees, formatSignedRupees } from '@portal/shared';
import { cn } from '../../../lib/class-names';
import { useT } from '../../../lib/i18n/language-provider';

/** Money in green with '+', money out in red with '-'. */
export function SignedAmount({ amount }: { amount: number }) {
  return (
    <span
      className={cn(
        'font-semibold whitespace-nowrap tabular-nums',
        amount > 0 ? 'text-emerald-700' : amount < 0 ? 'text-red-700' : 'text-slate-700',
      )}
    >
      {formatSignedRupees(amount)}
    </span>
  );
}

/**
 * The net paid on a withdrawal line: the gross out of the wallet (its amount, negative) less the
 * tax deducted at source, counted in paise so no float's tail shows.
 */
export function netPaidOf(row: Pick<EarningHistoryRow, 'amount' | 'tax_deducted'>): number {
  return (Math.round(-row.amount * 100) - Math.round((row.tax_deducted ?? 0) * 100)) / 100;
}

/** Whether a line is a withdrawal with tax deducted from it (0 and null are none). */
export function isTaxedWithdrawal(row: Pick<EarningHistoryRow, 'kind' | 'tax_deducted'>): boolean {
  return row.kind === 'withdrawal' && (row.tax_deducted ?? 0) > 0;
}

/**
 * A line's signed amount; under a withdrawal with tax deducted at source, the tax and the net
 * paid to the bank, small (docs/decisions/180-tax-statements-as-pdf.md). Spans only: on a phone
 * this is the card's heading.
 */
export function EarningAmount({ row }: { row: EarningHistoryRow }) {
  const t = useT();
  if (!isTaxedWithdrawal(row)) return <SignedAmount amount={row.amount} />;
  return (
    <span className="flex flex-col gap-0.5">
      <SignedAmount amount={row.amount} />
      <span className="text-xs font-normal text-slate-600" data-testid="earning-tax">
        {t('earnings.amount.tax')}{' '}
        <span className="whitespace-nowrap tabular-nums">{formatRupees(row.tax_deducted)}</span>
      </span>
      <span className="text-xs font-normal text-slate-600" data-testid="earning-net">
        {t('earnings.amount.net')}{' '}
        <span className="whitespace-nowrap tabular-nums">{formatRupees(netPaidOf(row))}</span>
      </span>
    </span>
  );
}
