import { formatDate, type ScratchCard, formatRupees } from '@portal/shared';
import { Card } from '../../../components/ui/card';
import { useT } from '../../../lib/i18n/language-provider';
import { usePromoterLevelName } from '../../../lib/promoter-level';

/** Cards already scratched, the latest first, with what each paid. */
export function ScratchedCardsList({ cards }: { cards: readonly ScratchCard[] }) {
  const t = useT();
  const levelLabel = usePromoterLevelName();
  if (cards.length === 0)
    return (
      <Card className="px-4 py-6 text-center text-sm text-slate-600">{t('scratch.scratched.none')}</Card>
    );
  const latestFirst = [...cards].sort((a, b) => (b.scratched_at ?? '').localeCompare(a.scratched_at ?? ''));
  return (
    <Card>
      <ul aria-label={t('scratch.scratched.title')} className="divide-y divide-slate-100">
        {latestFirst.map((card) => (
          <li key={card.id} className="flex items-start justify-between gap-3 px-4 py-3">
            <div className="min-w-0">
              <p className="text-sm font-medium break-words text-slate-900">
                {t('scratch.scratched.from', { username: card.from_username })}{' '}
                <span className="font-normal text-slate-500">· {levelLabel(card.level)}</span>
              </p>
              {card.message && <p className="text-sm break-words text-slate-600">{card.message}</p>}
              <p className="text-xs text-slate-500">
                {t('scratch.scratched.on', { date: formatDate(card.scratched_at) })}
              </p>
            </div>
            <p className="shrink-0 text-base font-semibold text-emerald-700 tabular-nums">
              +{formatRupees(card.amount ?? 0)}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
