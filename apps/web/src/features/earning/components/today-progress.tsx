import { type PromotionSessionProgress, SESSION_TYPE_LABELS } from '@portal/shared';

/** 'Morning session: 1 of 2 done, 1 remaining' ('(session over)' when its missed sets are gone). */
export function sessionProgressText(day: PromotionSessionProgress): string {
  const missed = day.over && day.sets_done < day.sets_total;
  return `${SESSION_TYPE_LABELS[day.session]} session: ${day.sets_done} of ${day.sets_total} done, ${day.sets_remaining} remaining${missed ? ' (session over)' : ''}`;
}

/**
 * Sets done and remaining today, per session (docs/product/content-and-earning.md, Earning from
 * promotion videos). Nothing for a user without sets (a Trainee).
 */
export function TodayProgress({ today }: { today: PromotionSessionProgress[] }) {
  if (today.every((day) => day.sets_total === 0)) return null;
  return (
    <div role="group" aria-label="Sets today" className="flex flex-col gap-0.5 text-sm text-slate-600">
      <span className="font-medium text-slate-700">Sets today</span>
      <ul className="flex flex-col gap-0.5">
        {today.map((day) => (
          <li key={day.session}>{sessionProgressText(day)}</li>
        ))}
      </ul>
    </div>
  );
}
