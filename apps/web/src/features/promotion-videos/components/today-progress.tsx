import { type PromotionSessionProgress, SessionType } from '@portal/shared';
import type { MessageKey } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';

/**
 * 'Morning session: 1 of 2 done, 1 remaining' ('(session over)' when its missed sets are gone):
 * the sentence of lib/session-progress.ts in the shown language.
 */
function progressKey(day: PromotionSessionProgress): MessageKey {
  const name = day.session === SessionType.Evening ? 'evening' : 'morning';
  const missed = day.over && day.sets_done < day.sets_total;
  return `promotion.session.${name}${missed ? 'Over' : ''}`;
}

/**
 * Sets done and remaining today, per session (docs/product/content-and-earning.md, Earning from
 * promotion videos). Nothing for a user without sets (a Trainee).
 */
export function TodayProgress({ today }: { today: PromotionSessionProgress[] }) {
  const t = useT();
  if (today.every((day) => day.sets_total === 0)) return null;
  return (
    <div
      role="group"
      aria-label={t('promotion.today.title')}
      className="flex flex-col gap-0.5 text-sm text-slate-600"
    >
      <span className="font-medium text-slate-700">{t('promotion.today.title')}</span>
      <ul className="flex flex-col gap-0.5">
        {today.map((day) => (
          <li key={day.session}>
            {t(progressKey(day), {
              done: day.sets_done,
              total: day.sets_total,
              remaining: day.sets_remaining,
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}
