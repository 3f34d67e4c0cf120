import { and, asc, eq, gte, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { quizAttempts, users } from '../../db/schema.js';
import { lockRowForUpdate } from '../../db/transaction.js';
import type { RowsRead } from '../../lib/list-page.js';
import type { CountFrom } from '../../lib/list-pages.rules.js';
import {
  countFromCondition,
  countUpTo,
  likePattern,
  type ListOrder,
  orderByOf,
  readOf,
  startCondition,
} from '../../lib/list.js';
import { preparedByShape } from '../../lib/prepared.js';

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
export function findDayAttempts(q: Queryable, userId: number, date: string, session?: number) {
  return dayAttempts(q, { oneSession: Boolean(session) }, { userId, date, session });
}

// Built once per shape (lib/prepared.ts): the dashboard, every serve and every quiz read them.
const dayAttempts = preparedByShape((q, shape: { oneSession: boolean }) =>
  q
    .select()
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, sql.placeholder('userId')),
        eq(quizAttempts.attemptDate, sql.placeholder('date')),
        shape.oneSession ? eq(quizAttempts.session, sql.placeholder('session')) : undefined,
      ),
    )
    .orderBy(asc(quizAttempts.session), asc(quizAttempts.setNo), asc(quizAttempts.isRetry)),
);

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
export function sumConfirmedByDay(q: Queryable, from: string, userId?: number) {
  return confirmedByDay(q, { oneUser: Boolean(userId) }, { from, userId });
}

const confirmedByDay = preparedByShape((q, shape: { oneUser: boolean }) =>
  q
    .select({
      date: quizAttempts.attemptDate,
      amount: sql<number>`coalesce(sum(${quizAttempts.earnedPaise}), 0)::bigint`,
      confirmations: sql<number>`count(*)::int`,
    })
    .from(quizAttempts)
    .where(
      and(
        isNotNull(quizAttempts.confirmedAt),
        gte(quizAttempts.attemptDate, sql.placeholder('from')),
        shape.oneUser ? eq(quizAttempts.userId, sql.placeholder('userId')) : undefined,
      ),
    )
    .groupBy(quizAttempts.attemptDate),
);

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

/** Served time with the id last, so a page can begin right after any row (quiz_attempts_created_at_id_idx). */
function logOrder(query: AttemptListParts): ListOrder {
  return { keys: [quizAttempts.createdAt, quizAttempts.id], direction: query.ascending ? 'asc' : 'desc' };
}

/**
 * One page of the log: a numbered page skips at most the capped total's worth of rows, a deeper
 * one seeks its anchor (lib/list-pages.rules.ts); a page before an anchor is read backwards, then
 * put back in the log's order.
 */
export async function findAttemptLog(q: Queryable, query: AttemptListParts, page: RowsRead) {
  const order = logOrder(query);
  const { reverse, offset } = readOf(page.start);
  const rows = await q
    .select({ id: quizAttempts.id, attempt: quizAttempts, username: users.username })
    .from(quizAttempts)
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    .where(and(logConditions(query), startCondition(order, page.start)))
    .orderBy(...orderByOf(order, reverse))
    .limit(page.size)
    .offset(offset);
  return reverse ? rows.reverse() : rows;
}

/** Matching attempts counted up to `limit` and no further, from an anchor onwards when given. */
export async function countAttemptLog(
  q: Queryable,
  query: AttemptListParts,
  { limit, from }: { limit: number; from?: CountFrom },
): Promise<number> {
  return countUpTo(q, {
    from: sql`${quizAttempts} inner join ${users} on ${users.id} = ${quizAttempts.userId}`,
    where: and(logConditions(query), countFromCondition(logOrder(query), from)),
    limit,
  });
}
