import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import {
  WithdrawStatus,
  type SortDirection,
  type WithdrawListFilter,
  type WithdrawSortKey,
} from '@portal/shared';
import type { Queryable, Tx } from '../../db/client.js';
import {
  accountsWithFraudSignals,
  userSearchText,
  users,
  usersMatchingSearch,
  withdrawals,
} from '../../db/schema.js';
import {
  dateRangeConditions,
  countFromCondition,
  countUpTo,
  likePattern,
  orderByOf,
  readOf,
  searchCountsOf,
  searchedPageIds,
  type ListOrder,
  startCondition,
} from '../../lib/list.js';
import type { CountFrom, PageStart } from '../../lib/list-pages.rules.js';

export type NewWithdrawal = typeof withdrawals.$inferInsert;

const requestColumns = {
  id: withdrawals.id,
  userId: withdrawals.userId,
  walletType: withdrawals.walletType,
  amount: withdrawals.amount,
  status: withdrawals.status,
  reason: withdrawals.reason,
  holdId: withdrawals.holdId,
  bankDetailId: withdrawals.bankDetailId,
  accountHolder: withdrawals.accountHolder,
  payoutMethod: withdrawals.payoutMethod,
  accNo: withdrawals.accNo,
  ifscCode: withdrawals.ifscCode,
  bankName: withdrawals.bankName,
  branchName: withdrawals.branchName,
  upiId: withdrawals.upiId,
  paidAt: withdrawals.paidAt,
  tdsDeductedAt: withdrawals.tdsDeductedAt,
  tdsSection: withdrawals.tdsSection,
  tdsRateBp: withdrawals.tdsRateBp,
  tdsBase: withdrawals.tdsBase,
  tdsAmount: withdrawals.tdsAmount,
  tdsSettingsVersion: withdrawals.tdsSettingsVersion,
  netAmount: withdrawals.netAmount,
  tdsPan: withdrawals.tdsPan,
  createdAt: withdrawals.createdAt,
  updatedAt: withdrawals.updatedAt,
};
export type WithdrawalRecord = Awaited<ReturnType<typeof findWithdrawalById>> & {};

const rowColumns = {
  ...requestColumns,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  mobile: users.mobile,
  city: users.city,
  district: users.district,
  state: users.state,
  pinCode: users.pinCode,
  currentPromoterLevel: users.currentPromoterLevel,
};
export type WithdrawalListRow = Awaited<ReturnType<typeof findWithdrawals>>[number];

export async function insertWithdrawal(tx: Tx, values: NewWithdrawal) {
  const rows = await tx.insert(withdrawals).values(values).returning(requestColumns);
  return rows[0]!;
}

export async function findWithdrawalById(q: Queryable, id: number) {
  const rows = await q.select(requestColumns).from(withdrawals).where(eq(withdrawals.id, id));
  return rows[0] ?? null;
}

/** The latest request of a wallet that was not rejected, made at or after `since` (or ever). */
export async function findLatestActiveRequest(
  q: Queryable,
  userId: number,
  walletType: number,
  since?: Date,
) {
  const rows = await q
    .select({ id: withdrawals.id, createdAt: withdrawals.createdAt })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, userId),
        eq(withdrawals.walletType, walletType),
        ne(withdrawals.status, WithdrawStatus.Rejected),
        since ? gte(withdrawals.createdAt, since) : undefined,
      ),
    )
    .orderBy(desc(withdrawals.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * One guarded transition: the status changes only if it is one of `from` now. Two admins acting
 * at once: the first changes the row, the second waits for its lock, finds the new status and
 * changes nothing (null).
 */
export async function transition(
  tx: Tx,
  id: number,
  change: {
    to: number;
    from: readonly number[];
    reason: string | null;
    actedBy: number;
    /** A completion's payment: the tax deducted and the net paid (docs/decisions/178-tax-at-source.md). */
    payment?: Deduction & { paidAt: Date; payoutReference: string | null };
  },
) {
  const rows = await tx
    .update(withdrawals)
    .set({
      status: change.to,
      reason: change.reason,
      actedBy: change.actedBy,
      updatedAt: sql`now()`,
      ...change.payment,
    })
    .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, [...change.from])))
    .returning(requestColumns);
  return rows[0] ?? null;
}

/** How a request is paid: the tax deducted at source and the net, fixed once. */
export interface Deduction {
  tdsDeductedAt: Date;
  tdsSection: string;
  tdsRateBp: number;
  tdsBase: number;
  tdsAmount: number;
  netAmount: number;
  tdsPan: string | null;
  tdsSettingsVersion: number;
}

/** The first half of the advisory lock on a payee's tax year, so its ids never meet another lock's. */
const TAX_YEAR_LOCK_CLASS = 727_411_178;

/**
 * Holds the payee's completions until the transaction ends: two completions at once compute their
 * tax one after the other, the second seeing the first's payment in its year to date.
 */
export async function lockPayeeTaxYear(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TAX_YEAR_LOCK_CLASS}::int, ${userId}::int)`);
}

/**
 * Fixes a processing request's deduction (its payout file pays the net); false when it is no
 * longer processing or already has one.
 */
export async function fixDeduction(tx: Tx, id: number, deduction: Deduction): Promise<boolean> {
  const rows = await tx
    .update(withdrawals)
    .set(deduction)
    .where(
      and(
        eq(withdrawals.id, id),
        eq(withdrawals.status, WithdrawStatus.Processing),
        isNull(withdrawals.tdsDeductedAt),
      ),
    )
    .returning({ id: withdrawals.id });
  return rows.length > 0;
}

/**
 * A payee's payments under a section whose deduction was fixed in [from, to), completed or
 * being paid: gross, and the base taxed.
 */
export async function yearToDate(
  q: Queryable,
  where: { userId: number; section: string; from: Date; to: Date },
): Promise<{ gross: number; taxedBase: number }> {
  const rows = await q
    .select({
      gross: sql<string>`coalesce(sum(${withdrawals.amount}), 0)`,
      taxedBase: sql<string>`coalesce(sum(${withdrawals.tdsBase}), 0)`,
    })
    .from(withdrawals)
    .where(
      and(
        eq(withdrawals.userId, where.userId),
        inArray(withdrawals.status, [WithdrawStatus.Processing, WithdrawStatus.Completed]),
        isNotNull(withdrawals.tdsDeductedAt),
        eq(withdrawals.tdsSection, where.section),
        gte(withdrawals.tdsDeductedAt, where.from),
        lt(withdrawals.tdsDeductedAt, where.to),
      ),
    );
  return { gross: Number(rows[0]?.gross ?? 0), taxedBase: Number(rows[0]?.taxedBase ?? 0) };
}

// ---- lists ------------------------------------------------------------------------------------

export interface WithdrawalListQuery {
  /** A user's own list; absent for the admins' list of everyone's requests. */
  userId?: number;
  search?: string;
  filter: WithdrawListFilter;
  sortBy?: WithdrawSortKey;
  sortDir?: SortDirection;
}

function listConditions(query: WithdrawalListQuery): SQL | undefined {
  const { filter } = query;
  return and(
    query.userId !== undefined ? eq(withdrawals.userId, query.userId) : undefined,
    filter.status !== undefined ? eq(withdrawals.status, filter.status) : undefined,
    filter.wallet_type !== undefined ? eq(withdrawals.walletType, filter.wallet_type) : undefined,
    // docs/decisions/186-fraud-signals.md
    filter.has_fraud_signals === 'true'
      ? sql`${withdrawals.userId} in ${accountsWithFraudSignals}`
      : undefined,
    filter.has_fraud_signals === 'false'
      ? sql`${withdrawals.userId} not in ${accountsWithFraudSignals}`
      : undefined,
    ...dateRangeConditions(withdrawals.createdAt, filter.fromdate, filter.todate),
  );
}

/** The requester's search text matching the term (username, names, mobile). */
function requesterMatches(search: string): SQL {
  return sql`${userSearchText} ilike ${likePattern(search)}`;
}

/** The people matching the search, found by the users' trigram index; then their requests. */
function requestsOfMatchingPeople(search: string): SQL {
  return inArray(
    withdrawals.userId,
    sql`(select ${users.id} from ${users} where ${requesterMatches(search)})`,
  );
}

/** The requests of the people matching a term the walk found rare: the trigram index, always. */
function requestsOfRarelyMatchingPeople(search: string): SQL {
  return sql`${withdrawals.userId} in ${usersMatchingSearch(likePattern(search))}`;
}

/** Each sort with the id last, so a page can begin right after any row (keyset pages). */
const SORT_KEYS = {
  request_at: [withdrawals.createdAt, withdrawals.id],
  amount: [withdrawals.amount, withdrawals.id],
} as const satisfies Record<WithdrawSortKey, ListOrder['keys']>;

function listOrder(query: WithdrawalListQuery): ListOrder {
  return { keys: [...SORT_KEYS[query.sortBy ?? 'request_at']], direction: query.sortDir ?? 'desc' };
}

/**
 * One page: its ids picked from an index first (skipping at most the capped total's worth, or
 * seeking an anchor), then only those rows joined to their requester. A searched page is read
 * by searchedPageIds (lib/list.ts): the newest requests while the term is common, the requests
 * of the people the trigram index finds when it is rare, whatever the planner guesses.
 */
export function findWithdrawals(
  q: Queryable,
  query: WithdrawalListQuery,
  page: { start: PageStart; size: number },
) {
  const order = listOrder(query);
  const { reverse, offset } = readOf(page.start);
  const conditions = [listConditions(query), startCondition(order, page.start)];
  if (query.search) {
    const pageIds = searchedPageIds({
      order,
      reverse,
      walkFrom: sql`${withdrawals} inner join ${users} on ${users.id} = ${withdrawals.userId}`,
      conditions: and(...conditions),
      hit: requesterMatches(query.search),
      matching: requestsOfRarelyMatchingPeople(query.search),
      table: withdrawals,
      counts: searchCountsOf(offset, page.size),
    });
    return q
      .select(rowColumns)
      .from(withdrawals)
      .innerJoin(users, eq(users.id, withdrawals.userId))
      .where(sql`${withdrawals.id} in (${pageIds})`)
      .orderBy(...orderByOf(order));
  }
  const pageIds = q
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(...conditions))
    .orderBy(...orderByOf(order, reverse))
    .limit(page.size)
    .offset(offset)
    .as('page');
  return q
    .select(rowColumns)
    .from(pageIds)
    .innerJoin(withdrawals, eq(withdrawals.id, pageIds.id))
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .orderBy(...orderByOf(order));
}

/** Matching requests counted up to `limit` and no further (capped totals). */
export async function countWithdrawals(
  q: Queryable,
  query: WithdrawalListQuery,
  { limit, from }: { limit: number; from?: CountFrom },
): Promise<number> {
  const where = and(
    listConditions(query),
    query.search ? requestsOfMatchingPeople(query.search) : undefined,
    countFromCondition(listOrder(query), from),
  );
  return countUpTo(q, { from: withdrawals, where, limit });
}

/** Open requests by status, for the admin dashboard: a partial scan of the status index. */
export async function sumOpenRequests(q: Queryable) {
  return q
    .select({
      status: withdrawals.status,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${withdrawals.amount}), 0)::bigint`,
    })
    .from(withdrawals)
    .where(inArray(withdrawals.status, [WithdrawStatus.Pending, WithdrawStatus.Processing]))
    .groupBy(withdrawals.status);
}

/** Requests with their requester, as the admin list shows them. */
export async function findWithdrawalRowsByIds(q: Queryable, ids: readonly number[]) {
  return q
    .select(rowColumns)
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(inArray(withdrawals.id, [...ids]))
    .orderBy(asc(withdrawals.id));
}

export async function findWithdrawalsByIds(q: Queryable, ids: readonly number[]) {
  return q
    .select(requestColumns)
    .from(withdrawals)
    .where(inArray(withdrawals.id, [...ids]))
    .orderBy(asc(withdrawals.id));
}

/**
 * What each request expects of its hold (docs/product/money.md, Verification), as the ledger's
 * hold check takes it: an open request (0, 1) an open hold (0), a completed one a posted hold (1),
 * a rejected one a released hold (2); of its amount, on its wallet. The ledger compares its holds.
 */
export function holdExpectations(): SQL {
  return sql`
    select w.id as owner_id, w.status as owner_status, w.hold_id, w.user_id, w.wallet_type, w.amount,
           case when w.status in (0, 1) then 0 when w.status = 2 then 1 else 2 end as hold_status
    from withdrawals w`;
}

/**
 * Completed requests whose deduction was fixed in [from, to), with the payee's name: the tax
 * register's rows (docs/decisions/179-tax-register-and-deposits.md), by date of deduction.
 */
export async function findDeductionsIn(q: Queryable, period: { from: Date; to: Date }, userId?: number) {
  return q
    .select({
      ...requestColumns,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(
      and(
        eq(withdrawals.status, WithdrawStatus.Completed),
        userId === undefined ? undefined : eq(withdrawals.userId, userId),
        gte(withdrawals.tdsDeductedAt, period.from),
        lt(withdrawals.tdsDeductedAt, period.to),
      ),
    )
    .orderBy(asc(withdrawals.tdsDeductedAt), asc(withdrawals.id));
}

/** Completed requests with their split, for the ledger's paid-splits check. */
export function paidSplits(): SQL {
  return sql`
    select w.id as owner_id, w.hold_id, w.amount, w.net_amount, w.tds_amount
    from withdrawals w where w.status = 2`;
}

export async function findWithdrawalByHoldId(q: Queryable, holdId: number) {
  const rows = await q.select(requestColumns).from(withdrawals).where(eq(withdrawals.holdId, holdId));
  return rows[0] ?? null;
}
