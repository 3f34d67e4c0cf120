import { formatDate, walletName, type WithdrawRulesResponse, formatRupees } from '@portal/shared';
import { CalendarClock, CircleCheck, Info } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ServerError } from '../../../components/ui/server-error';
import { WalletCard, WalletGrid } from '../../../components/wallets/wallet-card';
import { useWithdrawRules } from '../api/get-withdraw-rules';
import { BankDetailsNotice } from './bank-details-notice';
import { RequestWithdrawalDialog } from './request-withdrawal-dialog';

type WithdrawRule = WithdrawRulesResponse['rules'][number];

/** Why a wallet cannot be withdrawn from today, or null when it can. */
function blockedReasonOf(rule: WithdrawRule): ReactNode {
  if (rule.next_request_date)
    return (
      <>
        Next request allowed from{' '}
        <span className="whitespace-nowrap">{formatDate(rule.next_request_date)}</span>
      </>
    );
  if (rule.available < rule.min_amount)
    return (
      <>
        You can request once <span className="whitespace-nowrap">{formatRupees(rule.min_amount)}</span> is
        available
      </>
    );
  return null;
}

function cooldownText(days: number): string {
  if (days <= 0) return 'no waiting time between requests';
  return days === 1 ? 'one request a day' : `one request every ${days} days`;
}

/** The rules of one wallet (docs/product/money.md, Withdrawals) and whether a request can be made now. */
function WalletRules({ rule, onRequest }: { rule: WithdrawRule; onRequest(): void }) {
  const blocked = blockedReasonOf(rule);
  const Icon = rule.next_request_date ? CalendarClock : blocked ? Info : CircleCheck;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 pt-3">
      <p className="text-sm text-slate-600">
        Minimum {formatRupees(rule.min_amount)} · {cooldownText(rule.cooldown_days)}
      </p>
      <p
        className={
          rule.next_request_date
            ? 'flex items-start gap-2 text-sm font-medium text-amber-800'
            : blocked
              ? 'flex items-start gap-2 text-sm text-slate-600'
              : 'flex items-start gap-2 text-sm font-medium text-emerald-700'
        }
      >
        <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>{blocked ?? 'You can request a withdrawal now'}</span>
      </p>
      <Button
        variant={blocked ? 'secondary' : 'primary'}
        disabled={blocked !== null}
        onClick={onRequest}
        className="w-full"
      >
        Withdraw<span className="sr-only"> from the {walletName(rule.wallet_type)}</span>
      </Button>
    </div>
  );
}

function WalletsLoading() {
  return (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-3" aria-hidden="true">
      {[1, 2, 3].map((key) => (
        <Card key={key} className="h-64 animate-pulse bg-slate-100" />
      ))}
    </div>
  );
}

/**
 * Each wallet's available and held amounts with its withdrawal rules and the date the next
 * request is allowed; Withdraw opens the request dialog for that wallet.
 */
export function WithdrawWallets() {
  const { data, error, refetch, isPending } = useWithdrawRules();
  const [requesting, setRequesting] = useState<number | null>(null);
  if (error) return <ServerError error={error} onRetry={() => void refetch()} />;
  if (isPending) return <WalletsLoading />;

  return (
    <div className="flex flex-col gap-3">
      {!data.has_bank_details && <BankDetailsNotice />}
      <WalletGrid label="Your wallets">
        {data.rules.map((rule) => (
          <WalletCard
            key={rule.wallet_type}
            walletType={rule.wallet_type}
            available={rule.available}
            held={rule.held}
          >
            <WalletRules rule={rule} onRequest={() => setRequesting(rule.wallet_type)} />
          </WalletCard>
        ))}
      </WalletGrid>
      <RequestWithdrawalDialog walletType={requesting} rules={data} onClose={() => setRequesting(null)} />
    </div>
  );
}
