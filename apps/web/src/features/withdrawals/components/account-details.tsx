import type { WithdrawRow } from '@portal/shared';
import { ShieldAlert, Wallet } from 'lucide-react';
import { DataText, MaskedAccount } from '../../../components/ui/data-text';
import { Tooltip } from '../../../components/ui/tooltip';
import type { MessageKey } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';
import { walletNameText } from '../../../lib/wallet-name';

/**
 * Method & Account (docs/product/screens.md, Withdraw Request screen): the bank block only when the
 * bank detail has an id, its account number masked to the last 4 digits, or for a UPI request the
 * payee and the UPI ID whole, which the admin pays to (docs/decisions/177-upi-payout-method.md);
 * the wallet the money comes from; and a fraud badge when other users have saved the same account
 * number or UPI ID, another when they have saved the requester's PAN (docs/product/money.md,
 * Payouts; docs/decisions/175-pan-on-bank-details.md).
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
      {row.shared_account_users.length > 0 && (
        <SharedDetailBadge
          kind={bank.payout_method === 'upi' ? 'upi' : 'account'}
          usernames={row.shared_account_users}
        />
      )}
      {row.shared_pan_users.length > 0 && <SharedDetailBadge kind="pan" usernames={row.shared_pan_users} />}
    </div>
  );
}

/** What a fraud badge says: its label, and who else saved the same detail. */
const SHARED_TEXT = {
  account: { label: 'withdrawals.account.shared', by: 'withdrawals.account.sharedBy' },
  upi: { label: 'withdrawals.account.sharedUpi', by: 'withdrawals.account.sharedUpiBy' },
  pan: { label: 'withdrawals.account.sharedPan', by: 'withdrawals.account.sharedPanBy' },
} as const satisfies Record<string, { label: MessageKey; by: MessageKey }>;

/** A fraud badge: other users saved the same account number, UPI ID or PAN, naming them. */
function SharedDetailBadge({
  kind,
  usernames,
}: {
  kind: keyof typeof SHARED_TEXT;
  usernames: readonly string[];
}) {
  const t = useT();
  const text = SHARED_TEXT[kind];
  return (
    <span>
      <Tooltip
        content={t(text.by, { usernames: usernames.join(', ') })}
        className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-medium whitespace-nowrap text-red-700 ring-1 ring-red-200 ring-inset hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
      >
        <ShieldAlert className="size-3.5" aria-hidden="true" />
        {t(text.label)}
      </Tooltip>
    </span>
  );
}
