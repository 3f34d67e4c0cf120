import { and, asc, desc, eq, gte, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { quizAttempts, users } from '../../db/schema.js';
import { lockRowForUpdate } from '../../db/transaction.js';
import { likePattern } from '../../lib/list.js';

export type AttemptRecord = typeof quizAttempts.$inferSelect;

/** A new attempt, unless one exists for the slot (a parallel serve made it): then null. */
export async function insertAttemptOnce(tx: Tx, values: typeof quizAttempts.$inferInsert) {
  const rows = await tx.insert(quizAttempts).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function findAttempt(q: Queryable, id: number) {
  const rows = await q.select().from(quizAttempts).where(eq(quizAttempts.id, id));
  return rows[0] ?? null;
}

export async function lockAttempt(tx: Tx, id: number) {
  return lockRowForUpdate(tx, quizAttempts, eq(quizAttempts.id, id));
}

/** A user's attempts of one India day (and session). */
export async function findDayAttempts(q: Queryable, userId: number, date: string, session?: number) {
  return q
    .select()
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.attemptDate, date),
        session ? eq(quizAttempts.session, session) : undefined,
      ),
    )
    .orderBy(asc(quizAttempts.session), asc(quizAttempts.setNo), asc(quizAttempts.isRetry));
}

export async function startQuiz(
  tx: Tx,
  id: number,
  { now, ...values }: { language: string; served: unknown; now: Date },
) {
  const rows = await tx
    .update(quizAttempts)
    .set({ ...values, quizStartedAt: now })
    .where(and(eq(quizAttempts.id, id), isNull(quizAttempts.quizStartedAt)))
    .returning();
  return rows[0] ?? null;
}

export async function saveGrade(
  tx: Tx,
  id: number,
  values: { answers: unknown; score: number; total: number; earnedPaise: number; gradedAt: Date },
) {
  const rows = await tx
    .update(quizAttempts)
    .set(values)
    .where(and(eq(quizAttempts.id, id), isNull(quizAttempts.gradedAt)))
    .returning();
  return rows[0] ?? null;
}

/** Confirms a graded attempt once: of parallel confirmations one changes the row. */
export async function confirm(tx: Tx, id: number, entryId: number | null, now: Date) {
  const rows = await tx
    .update(quizAttempts)
    .set({ confirmedAt: now, entryId })
    .where(and(eq(quizAttempts.id, id), isNotNull(quizAttempts.gradedAt), isNull(quizAttempts.confirmedAt)))
    .returning();
  return rows[0] ?? null;
}

/** Confirmed earnings (paise) per India day from `from` (the dashboards). */
export async function sumConfirmedByDay(q: Queryable, from: string, userId?: number) {
  return q
    .select({
      date: quizAttempts.attemptDate,
      amount: sql<number>`coalesce(sum(${quizAttempts.earnedPaise}), 0)::bigint`,
      confirmations: sql<number>`count(*)::int`,
    })
    .from(quizAttempts)
    .where(
      and(
        isNotNull(quizAttempts.confirmedAt),
        gte(quizAttempts.attemptDate, from),
        userId ? eq(quizAttempts.userId, userId) : undefined,
      ),
    )
    .groupBy(quizAttempts.attemptDate);
}

/** Confirmations of one India day per session (the admin dashboard). */
export async function countConfirmedBySession(q: Queryable, date: string) {
  return q
    .select({ session: quizAttempts.session, count: sql<number>`count(*)::int` })
    .from(quizAttempts)
    .where(and(isNotNull(quizAttempts.confirmedAt), eq(quizAttempts.attemptDate, date)))
    .groupBy(quizAttempts.session);
}

// ---- the attempt log (admins) ------------------------------------------------------------------

export interface AttemptListParts {
  search?: string;
  fromdate?: string;
  todate?: string;
  confirmed?: boolean;
  username?: string;
  ascending: boolean;
}

function logConditions(query: AttemptListParts): SQL | undefined {
  return and(
    query.fromdate ? gte(quizAttempts.attemptDate, query.fromdate) : undefined,
    query.todate ? lte(quizAttempts.attemptDate, query.todate) : undefined,
    query.confirmed === undefined
      ? undefined
      : query.confirmed
        ? isNotNull(quizAttempts.confirmedAt)
        : isNull(quizAttempts.confirmedAt),
    query.username ? sql`lower(${users.username}) = lower(${query.username})` : undefined,
    query.search
      ? or(
          ilike(users.username, likePattern(query.search)),
          ilike(users.firstName, likePattern(query.search)),
        )
      : undefined,
  );
}

export async function findAttemptLog(
  q: Queryable,
  query: AttemptListParts,
  page: { offset: number; size: number },
) {
  const direction = query.ascending ? asc : desc;
  return q
    .select({ attempt: quizAttempts, username: users.username })
    .from(quizAttempts)
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .where(logConditions(query))
    .orderBy(direction(quizAttempts.createdAt), direction(quizAttempts.id))
    .limit(page.size)
    .offset(page.offset);
}

export async function countAttemptLog(q: Queryable, query: AttemptListParts, limit: number) {
  const matching = q
    .select({ one: sql`1` })
    .from(quizAttempts)
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .where(logConditions(query))
    .limit(limit)
    .as('matching');
  const rows = await q.select({ total: sql<number>`count(*)::int` }).from(matching);
  return rows[0]?.total ?? 0;
}
