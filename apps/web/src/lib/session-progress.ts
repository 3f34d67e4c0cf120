import { type PromotionSessionProgress, SESSION_TYPE_LABELS } from '@portal/shared';

/** 'Morning session: 1 of 2 done, 1 remaining' ('(session over)' when its missed sets are gone). */
export function sessionProgressText(day: PromotionSessionProgress): string {
  const missed = day.over && day.sets_done < day.sets_total;
  return `${SESSION_TYPE_LABELS[day.session]} session: ${day.sets_done} of ${day.sets_total} done, ${day.sets_remaining} remaining${missed ? ' (session over)' : ''}`;
}
