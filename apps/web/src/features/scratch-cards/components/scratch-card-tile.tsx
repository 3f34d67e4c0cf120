import { formatDate, type ScratchCard, formatRupees } from '@portal/shared';
import { Gift, Sparkles, Ticket } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/language-provider';
import { useScratchCard } from '../api/scratch-card';
import { usePromoterLevelName } from '../../../lib/promoter-level';
import { ScratchSurface } from './scratch-surface';

interface ScratchCardTileProps {
  card: ScratchCard;
  /** The card is being scratched: the screen keeps it in place to show what it revealed. */
  onScratching(id: number): void;
}

/** Under the coating: the amount once the server answered it, until then a hint to keep going. */
function Prize({ card, revealing }: { card: ScratchCard; revealing: boolean }) {
  const t = useT();
  if (card.amount !== null)
    return (
      <>
        <Sparkles className="size-6 text-amber-600" aria-hidden="true" />
        <p className="text-3xl font-bold text-amber-900 tabular-nums sm:text-4xl">
          {formatRupees(card.amount)}
        </p>
        {card.message && <p className="max-w-full px-2 text-sm break-words text-amber-900">{card.message}</p>}
      </>
    );
  if (revealing)
    return (
      <>
        <Spinner className="size-8 text-amber-700" />
        <p className="text-sm font-medium text-amber-900">{t('scratch.card.revealing')}</p>
      </>
    );
  return (
    <>
      <Gift className="size-8 text-amber-700" aria-hidden="true" />
      <p className="text-sm font-medium text-amber-900">{t('scratch.card.keepScratching')}</p>
    </>
  );
}

/**
 * One card to scratch: the coating clears under a finger, pen or mouse, and past half of it the
 * card is scratched; 'Reveal' does the same from the keyboard or for anyone who prefers a button.
 * The amount shows once the server has credited it to the Scratch Wallet.
 */
export function ScratchCardTile({ card, onScratching }: ScratchCardTileProps) {
  const t = useT();
  const levelLabel = usePromoterLevelName();
  const titleId = useId();
  const scratch = useScratchCard();
  const revealed = card.scratched_at !== null;
  const result = useRef<HTMLParagraphElement>(null);
  const byButton = useRef(false);

  const reveal = (withButton: boolean) => {
    if (revealed || scratch.isPending) return;
    byButton.current = withButton;
    onScratching(card.id);
    scratch.mutate(card.id);
  };

  // The Reveal button goes away with the coating: keyboard focus moves on to what it revealed.
  useEffect(() => {
    if (revealed && byButton.current) result.current?.focus();
  }, [revealed]);

  return (
    <Card role="region" aria-labelledby={titleId} className="flex flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-50 text-amber-700">
          <Ticket className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h3 id={titleId} className="text-sm font-semibold break-words text-slate-900">
            {t('scratch.card.title', { username: card.from_username })}
          </h3>
          <p className="text-xs text-slate-500">
            {t('scratch.card.became', { level: levelLabel(card.level), date: formatDate(card.created_at) })}
          </p>
        </div>
      </div>
      {/* At the bottom, so the coatings of cards side by side line up whatever their titles' length. */}
      <div className="mt-auto flex flex-col gap-3">
        <div className="relative aspect-[2/1] overflow-hidden rounded-lg bg-gradient-to-br from-amber-100 via-amber-50 to-yellow-200 ring-1 ring-amber-200">
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-center">
            <Prize card={card} revealing={scratch.isPending} />
          </div>
          <ScratchSurface
            onScratched={() => reveal(false)}
            cleared={revealed}
            words={{ title: t('scratch.card.scratchHere'), hint: t('scratch.card.scratchHint') }}
          />
        </div>
        <p
          ref={result}
          tabIndex={-1}
          aria-live="polite"
          className="text-sm text-slate-700 empty:sr-only focus:outline-none"
        >
          {revealed && card.amount !== null
            ? t('scratch.card.won', { amount: formatRupees(card.amount) })
            : ''}
        </p>
        {!revealed && (
          <Button variant="secondary" onClick={() => reveal(true)} disabled={scratch.isPending}>
            {t('scratch.card.reveal')}
          </Button>
        )}
      </div>
    </Card>
  );
}
