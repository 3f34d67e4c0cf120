import type { PromotionSessionProgress } from '@portal/shared';
import { sessionProgressText } from '../../../lib/session-progress';

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
