import { formatDate, formatIndiaClock, TRAINING_DAYS } from '@portal/shared';

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

const MINUTE_MS = 60_000;

/**
 * When a training quiz may be taken again (docs/product/content-and-earning.md, Training): a
 * failed try waits `waitMinutes` from when it was graded; a passed day, or no try yet, waits for
 * nothing (null).
 */
export function retryOpensAt(
  last: { passed: boolean; lastTriedAt: Date } | null,
  waitMinutes: number,
): Date | null {
  if (!last || last.passed) return null;
  return new Date(last.lastTriedAt.getTime() + waitMinutes * MINUTE_MS);
}

/** May a try be graded at `now`? */
export function isRetryOpen(opensAt: Date | null, now: Date): boolean {
  return opensAt === null || now.getTime() >= opensAt.getTime();
}

/** A 32-bit number from a string (FNV-1a): the seed of one list's order. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a small seeded generator of numbers in [0, 1); the same seed, the same numbers. */
function generatorOf(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Fisher–Yates driven by a seed: the same items and seed always give the same order. */
export function seededShuffle<T>(items: readonly T[], seed: string): T[] {
  const random = generatorOf(hashOf(seed));
  const order = [...items];
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return order;
}

const sameOrder = <T>(a: readonly T[], b: readonly T[]) => a.every((item, index) => item === b[index]);

/**
 * The order of a list (a day's questions, or one question's choices) in try `tryNumber` (1 for the
 * first) of the list named `key`: a seeded shuffle per try, so a reload within a try shows the
 * same order, and each try's order differs from the try before (a list of two or more items; the
 * shuffle would repeat it, so it is turned by one place). Worked out try by try from the first,
 * since each try's order depends on the one before.
 */
export function tryOrder<T>(items: readonly T[], key: string, tryNumber: number): T[] {
  let order = seededShuffle(items, `${key}#1`);
  for (let attempt = 2; attempt <= tryNumber; attempt++) {
    const next = seededShuffle(items, `${key}#${attempt}`);
    order = items.length > 1 && sameOrder(next, order) ? [...next.slice(1), next[0]!] : next;
  }
  return order;
}

/** The refusal of a try before its retry opens: when it opens, India time. */
export function retryRefusedMessage(day: number, opensAt: Date): string {
  return `Day ${day}'s quiz opens again at ${formatIndiaClock(opensAt)} on ${formatDate(opensAt)} (India time): a failed try waits before the next`;
}
