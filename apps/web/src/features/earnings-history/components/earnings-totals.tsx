import { WALLET_TYPES, type WalletTotals, formatRupees, formatSignedRupees } from '@portal/shared';
import { useId } from 'react';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n/language-provider';
import { SignedAmount } from './earning-amount';
import { walletNameText } from '../../../lib/wallet-name';

const NONE: Omit<WalletTotals, 'wallet_type'> = { credits: 0, debits: 0, net: 0 };

function WalletTotalsCard({
  walletType,
  totals,
}: {
  walletType: number;
  totals: Omit<WalletTotals, 'wallet_type'>;
}) {
  const t = useT();
  const id = useId();
  const rows = [
    {
      name: 'credits',
      label: t('earnings.totals.credits'),
      value: <span className="tabular-nums">{formatSignedRupees(totals.credits)}</span>,
    },
    // Debits come as negative amounts; shown as money out.
    {
      name: 'debits',
      label: t('earnings.totals.debits'),
      value: <span className="tabular-nums">{formatRupees(totals.debits)}</span>,
    },
    { name: 'net', label: t('earnings.totals.net'), value: <SignedAmount amount={totals.net} /> },
  ];
  return (
    <Card role="group" aria-labelledby={`${id}-wallet`} className="p-4">
      <h3 id={`${id}-wallet`} className="text-sm font-semibold text-slate-900">
        {t(...walletNameText(walletType))}
      </h3>
      <div className="mt-2 flex flex-col gap-1 text-sm">
        {rows.map((row) => (
          // The group holds the list: a <dl> with a role of its own is no list to assistive technology.
          <div key={row.name} role="group" aria-labelledby={`${id}-${row.name}`}>
            <dl className="flex items-baseline justify-between gap-3">
              <dt id={`${id}-${row.name}`} className="text-slate-600">
                {row.label}
              </dt>
              <dd className="text-right text-slate-800">{row.value}</dd>
            </dl>
          </div>
        ))}
      </div>
    </Card>
  );
}

/**
 * Credits, debits and net per wallet over every line the filters select, not just the page on
 * screen (docs/product/money.md, Earnings history). A wallet filter shows that wallet alone.
 */
export function EarningsTotals({
  totals,
  walletFilter,
}: {
  totals: readonly WalletTotals[] | undefined;
  walletFilter: string | undefined;
}) {
  const t = useT();
  if (!totals) return null;
  const wallets = walletFilter ? WALLET_TYPES.filter((type) => String(type) === walletFilter) : WALLET_TYPES;
  return (
    <section aria-labelledby="earnings-totals-title" className="mb-4">
      <h2 id="earnings-totals-title" className="mb-2 text-sm font-medium text-slate-600">
        {t('earnings.totals.title')}
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        {wallets.map((walletType) => (
          <WalletTotalsCard
            key={walletType}
            walletType={walletType}
            totals={totals.find((total) => total.wallet_type === walletType) ?? NONE}
          />
        ))}
      </div>
    </section>
  );
}
