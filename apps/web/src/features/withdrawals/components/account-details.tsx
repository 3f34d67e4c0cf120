import type { WithdrawRow } from '@portal/shared';
import { Wallet } from 'lucide-react';
import { FraudSignalBadges } from '../../../components/fraud-signals/fraud-signals';
import { DataText, MaskedAccount } from '../../../components/ui/data-text';
import { useT } from '../../../lib/i18n/language-provider';
import { walletNameText } from '../../../lib/wallet-name';

/**
 * Method & Account (docs/product/screens.md, Withdraw Request screen): the bank block only when the
 * bank detail has an id, its account number masked to the last 4 digits, or for a UPI request the
 * payee and the UPI ID whole, which the admin pays to (docs/decisions/177-upi-payout-method.md);
 * the wallet the money comes from; and a badge per fraud signal of the requester: another account
 * saved the same account number, UPI ID, PAN or mobile, and the rest of
 * docs/decisions/186-fraud-signals.md.
 */
export function AccountDetails({ row }: { row: WithdrawRow }) {
  const t = useT();
  const bank = row.bank_detail;
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm font-normal">
      {bank.id === null ? (
        <span className="text-xs text-slate-500">{t('withdrawals.account.none')}</span>
      ) : bank.payout_method === 'upi' ? (
        <div className="flex flex-col gap-0.5" data-testid="bank-block">
          <span className="font-medium text-slate-900">{bank.account_holder}</span>
          <span className="text-xs text-slate-600">
            {t('withdrawals.account.upi')}{' '}
            <DataText className="font-mono break-all text-slate-900">{bank.upi_id}</DataText>
          </span>
        </div>
      ) : (
        <div className="flex flex-col gap-0.5" data-testid="bank-block">
          <span className="font-medium text-slate-900">{bank.bank_name}</span>
          <span className="text-slate-700">{bank.account_holder}</span>
          <span className="text-xs text-slate-600">
            {t('withdrawals.account.number')}{' '}
            <MaskedAccount number={bank.acc_no} className="font-mono tracking-wide" />
          </span>
          <span className="text-xs text-slate-600">
            {t('withdrawals.account.ifsc')} <span className="font-mono">{bank.ifsc_code}</span>
            {bank.branch_name && <> · {bank.branch_name}</>}
          </span>
        </div>
      )}
      <span className="flex items-center gap-1.5 text-xs text-slate-600">
        <Wallet className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
        {t(...walletNameText(row.wallet_type))}
      </span>
      <FraudSignalBadges signals={row.fraud_signals} />
    </div>
  );
}
