import { and, eq, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { dailyVideoViews, trainingProgress, trainingQuizResults } from '../../db/schema.js';
import { preparedOnce } from '../../lib/prepared.js';

export async function findDailyView(q: Queryable, userId: number, date: string) {
  const rows = await dailyView(q, { userId, date });
  return rows[0] ?? null;
}

// Built once (lib/prepared.ts): every promoter's dashboard reads it.
const dailyView = preparedOnce((q) =>
  q
    .select()
    .from(dailyVideoViews)
    .where(
      and(
        eq(dailyVideoViews.userId, sql.placeholder('userId')),
        eq(dailyVideoViews.viewDate, sql.placeholder('date')),
      ),
    ),
);

export async function insertDailyView(tx: Tx, userId: number, date: string, videoId: number) {
  await tx.insert(dailyVideoViews).values({ userId, viewDate: date, videoId }).onConflictDoNothing();
}

export function findCompletedDays(q: Queryable, userId: number) {
  return completedDays(q, { userId });
}

const completedDays = preparedOnce((q) =>
  q
    .select({ day: trainingProgress.day, completedOn: trainingProgress.completedOn })
    .from(trainingProgress)
    .where(eq(trainingProgress.userId, sql.placeholder('userId'))),
);

export async function insertCompletedDay(tx: Tx, userId: number, day: number, completedOn: string) {
  const rows = await tx
    .insert(trainingProgress)
    .values({ userId, day, completedOn })
    .onConflictDoNothing()
    .returning({ day: trainingProgress.day });
  return rows.length > 0;
}

export async function findQuizResult(q: Queryable, userId: number, day: number) {
  const rows = await q
    .select()
    .from(trainingQuizResults)
    .where(and(eq(trainingQuizResults.userId, userId), eq(trainingQuizResults.day, day)));
  return rows[0] ?? null;
}

/** The first half of the advisory lock on a user's training quiz tries, so its ids never meet another lock's. */
const TRAINING_QUIZ_LOCK_CLASS = 727_411_020;

/**
 * Holds the user's training quiz tries until the transaction ends: two submissions at once are
 * graded one after the other, so the second sees the first's try and its retry wait.
 */
export async function lockQuizTries(tx: Tx, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${TRAINING_QUIZ_LOCK_CLASS}::int, ${userId}::int)`);
}

/**
 * Keeps the best result of a day (a pass is never replaced by a fail), counts the try and stamps
 * when it was graded.
 */
export async function saveQuizResult(
  tx: Tx,
  row: { userId: number; day: number; score: number; total: number; passed: boolean; triedAt: Date },
) {
  const { triedAt, ...result } = row;
  await tx
    .insert(trainingQuizResults)
    .values({ ...result, tries: 1, lastTriedAt: triedAt })
    .onConflictDoUpdate({
      target: [trainingQuizResults.userId, trainingQuizResults.day],
      set: {
        score: sql`greatest(${trainingQuizResults.score}, excluded.score)`,
        total: sql`excluded.total`,
        passed: sql`${trainingQuizResults.passed} or excluded.passed`,
        tries: sql`${trainingQuizResults.tries} + 1`,
        lastTriedAt: sql`excluded.last_tried_at`,
        updatedAt: sql`now()`,
      },
    });
}
