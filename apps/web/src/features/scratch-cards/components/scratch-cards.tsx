import { WalletType } from '@portal/shared';
import { Ticket } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Card } from '../../../components/ui/card';
import { ServerError } from '../../../components/ui/server-error';
import { WalletCard } from '../../../components/wallets/wallet-card';
import { useT } from '../../../lib/i18n/language-provider';
import { useScratchCards } from '../api/get-scratch-cards';
import { useWallets } from '../api/get-wallets';
import { ScratchCardTile } from './scratch-card-tile';
import { ScratchedCardsList } from './scratched-cards-list';

function ScratchWallet() {
  const { data: wallets } = useWallets();
  const wallet = wallets?.find((candidate) => candidate.wallet_type === WalletType.Scratch);
  if (!wallet) return <Card aria-hidden="true" className="h-[138px] animate-pulse bg-slate-100" />;
  return <WalletCard walletType={wallet.wallet_type} available={wallet.available} held={wallet.held} />;
}

/**
 * The Scratch Card screen: the Scratch Wallet the cards pay into, the cards waiting to be
 * scratched, and those already scratched with their amounts (docs/product/money.md, Scratch cards).
 */
export function ScratchCards() {
  const t = useT();
  const { data: cards, error, refetch, isPending } = useScratchCards();
  // A card scratched on this visit stays where it was, showing what it revealed.
  const [kept, setKept] = useState<ReadonlySet<number>>(() => new Set());
  const keep = useCallback((id: number) => setKept((ids) => new Set(ids).add(id)), []);

  if (error) return <ServerError error={error} onRetry={() => void refetch()} />;
  const waiting = (cards ?? []).filter((card) => card.scratched_at === null);
  const shown = (cards ?? []).filter((card) => card.scratched_at === null || kept.has(card.id));
  const scratched = (cards ?? []).filter((card) => card.scratched_at !== null);

  return (
    <div className="flex flex-col gap-8">
      <section aria-label={t('scratch.wallet')} className="max-w-md">
        <ScratchWallet />
      </section>
      <section aria-labelledby="cards-waiting-title" className="flex flex-col gap-3">
        <h2 id="cards-waiting-title" className="text-lg font-semibold text-slate-900">
          {isPending
            ? t('scratch.waiting.title')
            : t('scratch.waiting.titleCount', { count: waiting.length })}
        </h2>
        {isPending ? (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
            <Card className="h-72 animate-pulse bg-slate-100" />
          </div>
        ) : shown.length === 0 ? (
          <Card className="flex flex-col items-center gap-2 px-6 py-8 text-center">
            <Ticket className="size-8 text-slate-400" aria-hidden="true" />
            <p className="text-sm text-slate-600">{t('scratch.waiting.none')}</p>
          </Card>
        ) : (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {shown.map((card) => (
              <ScratchCardTile key={card.id} card={card} onScratching={keep} />
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="scratched-title" className="flex flex-col gap-3">
        <h2 id="scratched-title" className="text-lg font-semibold text-slate-900">
          {t('scratch.scratched.title')}
        </h2>
        {!isPending && <ScratchedCardsList cards={scratched} />}
      </section>
    </div>
  );
}
