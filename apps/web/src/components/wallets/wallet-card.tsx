import { WalletType, formatRupees } from '@portal/shared';
import { Banknote, type LucideIcon, Sprout, Ticket, WalletMinimal } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/class-names';
import { useT } from '../../lib/i18n/language-provider';
import { Card } from '../ui/card';
import { walletNameText } from '../../lib/wallet-name';

const ICONS: Record<number, LucideIcon> = {
  [WalletType.Cash]: Banknote,
  [WalletType.Scratch]: Ticket,
  [WalletType.Grow]: Sprout,
};

const TONES: Record<number, string> = {
  [WalletType.Cash]: 'bg-emerald-50 text-emerald-700',
  [WalletType.Scratch]: 'bg-amber-50 text-amber-700',
  [WalletType.Grow]: 'bg-sky-50 text-sky-700',
};

interface WalletCardProps {
  walletType: number;
  /** What can be withdrawn now: balance − held (docs/product/money.md, Ledger). */
  available: number;
  /** Set aside for requests not yet paid or rejected (docs/product/money.md, Holds). */
  held: number;
  /** Below the amounts: rules, actions. */
  children?: ReactNode;
  className?: string;
}

/**
 * One wallet: its available amount first (what a promoter can withdraw), the held amount under it.
 * A labelled group holding a labelled group per amount (a term and its value), so assistive
 * technology (and the browser tests) find "Available" and "Held" of "Cash Wallet".
 */
export function WalletCard({ walletType, available, held, children, className }: WalletCardProps) {
  const t = useT();
  const id = useId();
  const Icon = ICONS[walletType] ?? WalletMinimal;
  const name = t(...walletNameText(walletType));
  return (
    <Card
      role="group"
      aria-labelledby={`${id}-name`}
      className={cn('flex flex-col gap-4 p-4 sm:p-5', className)}
    >
      <div className="flex items-center gap-3">
        <span
          className={cn(
            'inline-flex size-10 shrink-0 items-center justify-center rounded-lg',
            TONES[walletType] ?? 'bg-slate-100 text-slate-700',
          )}
        >
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <h3 id={`${id}-name`} className="text-base font-semibold text-slate-900">
          {name}
        </h3>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-2">
        {/* A group around each list (a <dl> with a role of its own is no list to assistive technology). */}
        <div role="group" aria-labelledby={`${id}-available`} className="min-w-0">
          <dl>
            <dt id={`${id}-available`} className="text-sm text-slate-600">
              {t('wallets.available')}
            </dt>
            <dd className="text-2xl font-semibold break-all text-slate-900 tabular-nums">
              {formatRupees(available)}
            </dd>
          </dl>
        </div>
        <div role="group" aria-labelledby={`${id}-held`} className="min-w-0 text-right">
          <dl>
            <dt id={`${id}-held`} className="text-sm text-slate-600">
              {t('wallets.held')}
            </dt>
            <dd className="text-base font-medium text-slate-700 tabular-nums">{formatRupees(held)}</dd>
          </dl>
        </div>
      </div>
      {children}
    </Card>
  );
}

/** Wallet cards one under the other on phones, side by side from a tablet's width. */
export function WalletGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="grid grid-cols-1 gap-3 md:grid-cols-3">
      {children}
    </section>
  );
}
