import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  pinStagesAllowing,
  PinStatus,
  type PinListFilter,
  type PinSortKey,
  type PinStage,
  type PinStep,
  type SortDirection,
} from '@portal/shared';
import type { Queryable, Tx } from '../../db/client.js';
import { lockRowForUpdate } from '../../db/transaction.js';
import {
  accountsWithFraudSignals,
  pinRequestCounts,
  pinRequests,
  scratchCards,
  userSearchText,
  users,
} from '../../db/schema.js';
import {
  dateRangeConditions,
  countFromCondition,
  countUpTo,
  likePattern,
  orderByOf,
  readOf,
  type ListOrder,
  startCondition,
} from '../../lib/list.js';
import type { CountFrom, PageStart } from '../../lib/list-pages.rules.js';
import { preparedOnce } from '../../lib/prepared.js';

const requestColumns = {
  id: pinRequests.id,
  userId: pinRequests.userId,
  level: pinRequests.level,
  status: pinRequests.status,
  termsRaisedAt: pinRequests.termsRaisedAt,
  termsRaisedBy: pinRequests.termsRaisedBy,
  termsAcceptedAt: pinRequests.termsAcceptedAt,
  pin: pinRequests.pin,
  wrongPins: pinRequests.wrongPins,
  lockedUntil: pinRequests.lockedUntil,
  activatedAt: pinRequests.activatedAt,
  giftDelivery: pinRequests.giftDelivery,
  pickupDate: pinRequests.pickupDate,
  address: pinRequests.address,
  whatsapp: pinRequests.whatsapp,
  reason: pinRequests.reason,
  createdAt: pinRequests.createdAt,
  updatedAt: pinRequests.updatedAt,
};
export type PinRequestRecord = NonNullable<Awaited<ReturnType<typeof findRequestById>>>;

const OPEN = [PinStatus.Pending, PinStatus.Approved];

/** A new request, unless the user has an open one (the partial unique index): then null. */
export async function insertRequestOnce(tx: Tx, userId: number, level: number) {
  const rows = await tx
    .insert(pinRequests)
    .values({ userId, level })
    .onConflictDoNothing()
    .returning(requestColumns);
  return rows[0] ?? null;
}

export async function findOpenRequest(q: Queryable, userId: number) {
  const rows = await q
    .select(requestColumns)
    .from(pinRequests)
    .where(and(eq(pinRequests.userId, userId), inArray(pinRequests.status, OPEN)));
  return rows[0] ?? null;
}

export async function findRequestById(q: Queryable, id: number) {
  const rows = await q.select(requestColumns).from(pinRequests).where(eq(pinRequests.id, id));
  return rows[0] ?? null;
}

export async function findOwnRequests(
  q: Queryable,
  userId: number,
  page: { offset: number; size: number; ascending: boolean },
) {
  const direction = page.ascending ? asc : desc;
  return q
    .select(requestColumns)
    .from(pinRequests)
    .where(eq(pinRequests.userId, userId))
    .orderBy(direction(pinRequests.createdAt), direction(pinRequests.id))
    .limit(page.size)
    .offset(page.offset);
}

export async function countOwnRequests(q: Queryable, userId: number): Promise<number> {
  return q.$count(pinRequests, eq(pinRequests.userId, userId));
}

/** The latest request of a user (the dashboard's PIN state). */
export async function findLatestRequest(q: Queryable, userId: number) {
  const rows = await latestRequestOfUser(q, { userId });
  return rows[0] ?? null;
}

// Built once (lib/prepared.ts): the promoter's dashboard reads it.
const latestRequestOfUser = preparedOnce((q) =>
  q
    .select(requestColumns)
    .from(pinRequests)
    .where(eq(pinRequests.userId, sql.placeholder('userId')))
    .orderBy(desc(pinRequests.createdAt), desc(pinRequests.id))
    .limit(1),
);

// ---- guarded steps: each changes the row only in the state the step needs ----------------------

/** Each stage of the shared PIN steps (pinStageOf, packages/shared) as a condition on the row. */
const STAGE_CONDITIONS: Record<PinStage, SQL> = {
  requested: and(
    eq(pinRequests.status, PinStatus.Pending),
    isNull(pinRequests.termsRaisedAt),
    isNull(pinRequests.termsAcceptedAt),
  )!,
  terms_raised: and(
    eq(pinRequests.status, PinStatus.Pending),
    isNotNull(pinRequests.termsRaisedAt),
    isNull(pinRequests.termsAcceptedAt),
  )!,
  terms_accepted: and(eq(pinRequests.status, PinStatus.Pending), isNotNull(pinRequests.termsAcceptedAt))!,
  approved: eq(pinRequests.status, PinStatus.Approved),
  activated: eq(pinRequests.status, PinStatus.Activated),
  rejected: eq(pinRequests.status, PinStatus.Rejected),
};

/** The rows `step` may be taken on: the stages the shared PIN steps allow it from. */
function canTake(step: PinStep): SQL {
  return or(...pinStagesAllowing(step).map((stage) => STAGE_CONDITIONS[stage]))!;
}

export async function raiseTerms(tx: Tx, id: number, by: number | null) {
  const rows = await tx
    .update(pinRequests)
    .set({ termsRaisedAt: sql`now()`, termsRaisedBy: by, updatedAt: sql`now()` })
    .where(and(eq(pinRequests.id, id), canTake('raise')))
    .returning(requestColumns);
  return rows[0] ?? null;
}

export async function acceptTerms(tx: Tx, id: number, userId: number) {
  const rows = await tx
    .update(pinRequests)
    .set({ termsAcceptedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(pinRequests.id, id), eq(pinRequests.userId, userId), canTake('accept')))
    .returning(requestColumns);
  return rows[0] ?? null;
}

export async function approveWithPin(tx: Tx, id: number, pin: string, by: number) {
  const rows = await tx
    .update(pinRequests)
    .set({
      status: PinStatus.Approved,
      pin,
      pinGeneratedAt: sql`now()`,
      pinGeneratedBy: by,
      updatedAt: sql`now()`,
    })
    .where(and(eq(pinRequests.id, id), canTake('generate')))
    .returning(requestColumns);
  return rows[0] ?? null;
}

export async function reject(tx: Tx, id: number, reason: string | null, by: number | null) {
  const rows = await tx
    .update(pinRequests)
    .set({ status: PinStatus.Rejected, reason, rejectedBy: by, updatedAt: sql`now()` })
    .where(and(eq(pinRequests.id, id), canTake('reject')))
    .returning(requestColumns);
  return rows[0] ?? null;
}

/**
 * Locks a request's row until the transaction ends: activations of one request take turns, so a
 * wrong PIN is counted on the count the previous attempt left.
 */
export function lockRequest(tx: Tx, id: number) {
  return lockRowForUpdate(tx, pinRequests, eq(pinRequests.id, id), requestColumns);
}

/** Writes the wrong-PIN count and lock the caller worked out on the request it locked. */
export async function recordWrongPin(
  tx: Tx,
  id: number,
  outcome: { wrongPins: number; lockedUntil: Date | null },
) {
  await tx
    .update(pinRequests)
    .set({ wrongPins: outcome.wrongPins, lockedUntil: outcome.lockedUntil, updatedAt: sql`now()` })
    .where(and(eq(pinRequests.id, id), canTake('activate')));
}

/** Activates the approved request the caller locked and checked (PIN, owner, lock) beforehand. */
export async function activate(
  tx: Tx,
  change: {
    id: number;
    giftDelivery: number;
    pickupDate: string | null;
    address: string | null;
    whatsapp: string;
  },
) {
  const rows = await tx
    .update(pinRequests)
    .set({
      status: PinStatus.Activated,
      activatedAt: sql`now()`,
      giftDelivery: change.giftDelivery,
      pickupDate: change.pickupDate,
      address: change.address,
      whatsapp: change.whatsapp,
      wrongPins: 0,
      updatedAt: sql`now()`,
    })
    .where(and(eq(pinRequests.id, change.id), canTake('activate')))
    .returning(requestColumns);
  return rows[0] ?? null;
}

/** How many of a sponsor's direct referrals have a request activated at this level. */
export async function countActivatedReferrals(
  q: Queryable,
  sponsorId: number,
  level: number,
): Promise<number> {
  const rows = await q
    .select({ count: sql<number>`count(distinct ${pinRequests.userId})::int` })
    .from(pinRequests)
    .innerJoin(users, eq(users.id, pinRequests.userId))
    .where(
      and(
        eq(users.sponsorId, sponsorId),
        eq(pinRequests.level, level),
        eq(pinRequests.status, PinStatus.Activated),
      ),
    );
  return rows[0]?.count ?? 0;
}

// ---- jobs --------------------------------------------------------------------------------------

/** Raises the terms of pending requests made before `before` that no admin raised. */
export async function raiseOverdueTerms(tx: Tx, before: Date) {
  return tx
    .update(pinRequests)
    .set({ termsRaisedAt: sql`now()`, termsRaisedBy: null, updatedAt: sql`now()` })
    .where(and(canTake('raise'), lte(pinRequests.createdAt, before)))
    .returning({ id: pinRequests.id, userId: pinRequests.userId, level: pinRequests.level });
}

/** Rejects pending requests made before `before`. */
export async function rejectStale(tx: Tx, before: Date, reason: string) {
  return tx
    .update(pinRequests)
    .set({ status: PinStatus.Rejected, reason, rejectedBy: null, updatedAt: sql`now()` })
    .where(and(eq(pinRequests.status, PinStatus.Pending), lte(pinRequests.createdAt, before)))
    .returning({ id: pinRequests.id });
}

// ---- the admins' list --------------------------------------------------------------------------

export interface PinListQueryParts {
  search?: string;
  filter: PinListFilter;
  sortBy?: PinSortKey;
  sortDir?: SortDirection;
}

const raisers = alias(users, 'raisers');

const adminRowColumns = {
  ...requestColumns,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  mobile: users.mobile,
  currentPromoterLevel: users.currentPromoterLevel,
  raisedByUsername: raisers.username,
};
export type AdminPinRow = Awaited<ReturnType<typeof findRequests>>[number];

function listConditions(query: PinListQueryParts): SQL | undefined {
  const { filter } = query;
  return and(
    filter.status !== undefined ? eq(pinRequests.status, filter.status) : undefined,
    filter.level !== undefined ? eq(pinRequests.level, filter.level) : undefined,
    // docs/decisions/186-fraud-signals.md
    filter.has_fraud_signals === 'true'
      ? sql`${pinRequests.userId} in ${accountsWithFraudSignals}`
      : undefined,
    filter.has_fraud_signals === 'false'
      ? sql`${pinRequests.userId} not in ${accountsWithFraudSignals}`
      : undefined,
    ...dateRangeConditions(pinRequests.createdAt, filter.fromdate, filter.todate),
    query.search
      ? inArray(
          pinRequests.userId,
          sql`(select ${users.id} from ${users} where ${userSearchText} ilike ${likePattern(query.search)})`,
        )
      : undefined,
  );
}

const SORT_KEYS = {
  request_at: [pinRequests.createdAt, pinRequests.id],
  level: [pinRequests.level, pinRequests.createdAt, pinRequests.id],
} as const satisfies Record<PinSortKey, ListOrder['keys']>;

function listOrder(query: PinListQueryParts): ListOrder {
  return { keys: [...SORT_KEYS[query.sortBy ?? 'request_at']], direction: query.sortDir ?? 'desc' };
}

export async function findRequests(
  q: Queryable,
  query: PinListQueryParts,
  page: { start: PageStart; size: number },
) {
  const order = listOrder(query);
  const { reverse, offset } = readOf(page.start);
  const pageIds = q
    .select({ id: pinRequests.id })
    .from(pinRequests)
    .where(and(listConditions(query), startCondition(order, page.start)))
    .orderBy(...orderByOf(order, reverse))
    .limit(page.size)
    .offset(offset)
    .as('page');
  return q
    .select(adminRowColumns)
    .from(pageIds)
    .innerJoin(pinRequests, eq(pinRequests.id, pageIds.id))
    .innerJoin(users, eq(users.id, pinRequests.userId))
    .leftJoin(raisers, eq(raisers.id, pinRequests.termsRaisedBy))
    .orderBy(...orderByOf(order));
}

export async function findAdminRowById(q: Queryable, id: number) {
  const rows = await q
    .select(adminRowColumns)
    .from(pinRequests)
    .innerJoin(users, eq(users.id, pinRequests.userId))
    .leftJoin(raisers, eq(raisers.id, pinRequests.termsRaisedBy))
    .where(eq(pinRequests.id, id));
  return rows[0] ?? null;
}

export async function countRequests(
  q: Queryable,
  query: PinListQueryParts,
  { limit, from }: { limit: number; from?: CountFrom },
): Promise<number> {
  const where = and(listConditions(query), countFromCondition(listOrder(query), from));
  return countUpTo(q, { from: pinRequests, where, limit });
}

/**
 * Requests per status: the counts above the list and on the dashboard, kept exact by the
 * triggers of migration 0011 (docs/decisions/080-pin-request-counts.md).
 */
export async function countByStatus(q: Queryable) {
  return q
    .select({ status: pinRequestCounts.status, count: sql<number>`${pinRequestCounts.count}::int` })
    .from(pinRequestCounts);
}

// ---- scratch cards -----------------------------------------------------------------------------

export type NewScratchCard = typeof scratchCards.$inferInsert;

export async function insertScratchCards(tx: Tx, cards: NewScratchCard[]) {
  if (cards.length === 0) return [];
  return tx
    .insert(scratchCards)
    .values(cards)
    .onConflictDoNothing()
    .returning({ id: scratchCards.id, userId: scratchCards.userId });
}

const activated = alias(users, 'activated');

const cardColumns = {
  id: scratchCards.id,
  userId: scratchCards.userId,
  level: scratchCards.level,
  amount: scratchCards.amount,
  message: scratchCards.message,
  scratchedAt: scratchCards.scratchedAt,
  createdAt: scratchCards.createdAt,
  fromUsername: activated.username,
};
export type ScratchCardRow = Awaited<ReturnType<typeof findCards>>[number];

export async function findCards(q: Queryable, userId: number) {
  return q
    .select(cardColumns)
    .from(scratchCards)
    .innerJoin(pinRequests, eq(pinRequests.id, scratchCards.pinRequestId))
    .innerJoin(activated, eq(activated.id, pinRequests.userId))
    .where(eq(scratchCards.userId, userId))
    .orderBy(desc(scratchCards.createdAt), desc(scratchCards.id));
}

export async function findCard(q: Queryable, id: number, userId: number) {
  const rows = await q
    .select(cardColumns)
    .from(scratchCards)
    .innerJoin(pinRequests, eq(pinRequests.id, scratchCards.pinRequestId))
    .innerJoin(activated, eq(activated.id, pinRequests.userId))
    .where(and(eq(scratchCards.id, id), eq(scratchCards.userId, userId)));
  return rows[0] ?? null;
}

/** Scratches the owner's unscratched card: once, whoever else tries at the same time. */
export async function markScratched(tx: Tx, id: number, userId: number) {
  const rows = await tx
    .update(scratchCards)
    .set({ scratchedAt: sql`now()` })
    .where(and(eq(scratchCards.id, id), eq(scratchCards.userId, userId), isNull(scratchCards.scratchedAt)))
    .returning({ id: scratchCards.id, amount: scratchCards.amount, level: scratchCards.level });
  return rows[0] ?? null;
}

export async function countUnscratched(q: Queryable, userId: number): Promise<number> {
  const rows = await unscratchedOfUser(q, { userId });
  return rows[0]?.count ?? 0;
}

const unscratchedOfUser = preparedOnce((q) =>
  q
    .select({ count: sql<number>`count(*)::int` })
    .from(scratchCards)
    .where(and(eq(scratchCards.userId, sql.placeholder('userId')), isNull(scratchCards.scratchedAt))),
);

/** Activations per India day since `since`. */
export async function countActivationsByDay(q: Queryable, since: Date) {
  return q
    .select({
      date: sql<string>`to_char(${pinRequests.activatedAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`,
      count: sql<number>`count(*)::int`,
    })
    .from(pinRequests)
    .where(
      and(
        eq(pinRequests.status, PinStatus.Activated),
        sql`${pinRequests.activatedAt} >= ${since.toISOString()}`,
      ),
    )
    .groupBy(sql`1`);
}
