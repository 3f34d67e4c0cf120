import { TRAINING_DAYS } from '@portal/shared';

/**
 * The 7-day training programme (docs/product/content-and-earning.md, Training): day 1 opens at
 * registration; day N+1 opens on the India day after day N was completed.
 */
export type DayState = 'completed' | 'open' | 'locked';

export function trainingDays(completed: { day: number; completedOn: string }[], today: string) {
  const doneOn = new Map(completed.map((row) => [row.day, row.completedOn]));
  let openDay: number | null = null;
  const days = TRAINING_DAYS.map((day) => {
    if (doneOn.has(day)) return { day, state: 'completed' as DayState };
    const previous = doneOn.get(day - 1);
    const open = openDay === null && (day === 1 || (previous !== undefined && previous < today));
    if (open) openDay = day;
    return { day, state: (open ? 'open' : 'locked') as DayState };
  });
  const nextDay = TRAINING_DAYS.find((day) => !doneOn.has(day)) ?? null;
  return {
    days,
    /** The day to work on now, or null (all done, or the next one opens tomorrow). */
    openDay: openDay as number | null,
    /** The first day not completed, open or not. */
    nextDay,
    complete: nextDay === null,
  };
}

/** The pass mark: a score of at least `percent` % of the questions. No questions: nothing to pass. */
export function hasPassed(score: number, total: number, percent: number): boolean {
  if (total === 0) return true;
  return score * 100 >= total * percent;
}
