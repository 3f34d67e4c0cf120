import { indiaHour, SessionType } from '@portal/shared';

/**
 * Promotion sessions and quiz grading (docs/product/content-and-earning.md, Earning from promotion
 * videos; docs/product/money.md, Earning per promotion video). Amounts in paise.
 */

/** India time before 12:00 is session 1 Morning, from 12:00 session 2 Evening. */
export function sessionAt(now: Date): 1 | 2 {
  return indiaHour(now) < 12 ? SessionType.Morning : SessionType.Evening;
}

/** One of today's sessions as a promoter sees it: its sets done and those still to do. */
export interface SessionProgress {
  session: 1 | 2;
  /** The session has ended: its sets not done can no longer be. */
  over: boolean;
  sets_total: number;
  sets_done: number;
  /** Sets that can still be done today: none once the session is over. */
  sets_remaining: number;
}

/**
 * Today's two sessions from the day's confirmed sets: each session has its level's sets (more if
 * a set was paid before the sets per session were lowered); a session before the current one is
 * over.
 */
export function dayProgress(
  confirmed: readonly { session: number; setNo: number }[],
  setsPerSession: number,
  current: 1 | 2,
): SessionProgress[] {
  return ([1, 2] as const).map((session) => {
    const paidSets = new Set(confirmed.filter((set) => set.session === session).map((set) => set.setNo));
    const total = Math.max(setsPerSession, ...paidSets);
    const over = session < current;
    return {
      session,
      over,
      sets_total: total,
      sets_done: paidSets.size,
      sets_remaining: over ? 0 : total - paidSets.size,
    };
  });
}

/** Orders 1 and 2 serve set 1 (2 is its retry), 3 and 4 serve set 2. */
export function videoOrderOf(set: number, retry: boolean): number {
  return (set - 1) * 2 + (retry ? 2 : 1);
}

/** Seconds after the quiz opened within which answers count: the served limits plus a 5 s grace. */
export const ANSWER_GRACE_SECONDS = 5;
export function answerDeadline(startedAt: Date, timeLimits: readonly number[]): Date {
  const seconds = timeLimits.reduce((sum, limit) => sum + limit, 0) + ANSWER_GRACE_SECONDS;
  return new Date(startedAt.getTime() + seconds * 1000);
}

export interface ServedCopy {
  id: number;
  text: string;
  time_limit: number;
  /**
   * The weight of this question for the level that was served it (docs/product/money.md, Earning
   * per promotion video).
   */
  weight: number;
  correct_choice_id: number;
  choices: { id: number; text: string }[];
}

export interface Grade {
  score: number;
  total: number;
  correctWeight: number;
  totalWeight: number;
  /** Per-video amount × weighted fraction, rounded down to the paisa. */
  earned: number;
}

/**
 * Grades only the served questions: an answer to a question not served is ignored, an unanswered
 * question is wrong, and answers arriving after the deadline are all wrong.
 */
export function grade(
  served: readonly ServedCopy[],
  answers: readonly { question_id: number; choice_id: number }[],
  perVideoPaise: number,
  inTime: boolean,
): Grade {
  const chosen = new Map<number, number>();
  for (const answer of answers)
    if (!chosen.has(answer.question_id)) chosen.set(answer.question_id, answer.choice_id);
  const right = inTime
    ? served.filter((question) => chosen.get(question.id) === question.correct_choice_id)
    : [];
  const totalWeight = served.reduce((sum, question) => sum + question.weight, 0);
  const correctWeight = right.reduce((sum, question) => sum + question.weight, 0);
  const earned = totalWeight === 0 ? 0 : Math.floor((perVideoPaise * correctWeight) / totalWeight);
  return { score: right.length, total: served.length, correctWeight, totalWeight, earned };
}
