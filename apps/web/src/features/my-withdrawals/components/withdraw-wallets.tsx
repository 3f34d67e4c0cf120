import { Trans } from '@lingui/react';
import { formatDate, type WithdrawRulesResponse, formatRupees } from '@portal/shared';
import { CalendarClock, CircleCheck, Info } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ServerError } from '../../../components/ui/server-error';
import { WalletCard, WalletGrid } from '../../../components/wallets/wallet-card';
import type { MessageKey } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';
import { useWithdrawRules } from '../api/get-withdraw-rules';
import { BankDetailsNotice } from './bank-details-notice';
import { RequestWithdrawalDialog } from './request-withdrawal-dialog';
import { withdrawFromLabel } from './withdrawal-labels';

type WithdrawRule = WithdrawRulesResponse['rules'][number];

/** Why a wallet cannot be withdrawn from today, or null when it can. */
function blockedReasonOf(rule: WithdrawRule): ReactNode {
  if (rule.next_request_date)
    return (
      <Trans
        id={'myWithdrawals.wallets.nextFrom' satisfies MessageKey}
        values={{ date: formatDate(rule.next_request_date) }}
        components={{ 0: <span className="whitespace-nowrap" /> }}
      />
    );
  if (rule.available < rule.min_amount)
    return (
      <Trans
        id={'myWithdrawals.wallets.belowMinimum' satisfies MessageKey}
        values={{ amount: formatRupees(rule.min_amount) }}
        components={{ 0: <span className="whitespace-nowrap" /> }}
      />
    );
  return null;
}

/** The rules of one wallet (docs/product/money.md, Withdrawals) and whether a request can be made now. */
function WalletRules({ rule, onRequest }: { rule: WithdrawRule; onRequest(): void }) {
  const t = useT();
  const blocked = blockedReasonOf(rule);
  const Icon = rule.next_request_date ? CalendarClock : blocked ? Info : CircleCheck;
  return (
    <div className="flex flex-col gap-3 border-t border-slate-100 pt-3">
      <p className="text-sm text-slate-600">
        {t('myWithdrawals.wallets.rules', {
          amount: formatRupees(rule.min_amount),
          days: Math.max(0, rule.cooldown_days),
        })}
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
        <span>{blocked ?? t('myWithdrawals.wallets.canRequest')}</span>
      </p>
      <Button
        variant={blocked ? 'secondary' : 'primary'}
        disabled={blocked !== null}
        onClick={onRequest}
        aria-label={t(...withdrawFromLabel(rule.wallet_type))}
        className="w-full"
      >
        {t('myWithdrawals.wallets.withdraw')}
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
  const t = useT();
  const { data, error, refetch, isPending } = useWithdrawRules();
  const [requesting, setRequesting] = useState<number | null>(null);
  if (error) return <ServerError error={error} onRetry={() => void refetch()} />;
  if (isPending) return <WalletsLoading />;

  return (
    <div className="flex flex-col gap-3">
      {!data.has_bank_details && <BankDetailsNotice />}
      <WalletGrid label={t('myWithdrawals.wallets.label')}>
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
