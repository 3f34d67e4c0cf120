import { and, asc, desc, eq, gte, inArray, ne, sql, type SQL } from 'drizzle-orm';
import {
  WithdrawStatus,
  type SortDirection,
  type WithdrawListFilter,
  type WithdrawSortKey,
} from '@portal/shared';
import { rowsOf, type Queryable, type Tx } from '../../db/client.js';
import { userSearchText, users, withdrawals } from '../../db/schema.js';
import {
  dateRangeConditions,
  keysetCondition,
  likePattern,
  orderByOf,
  type ListOrder,
} from '../../lib/list.js';
import type { PageStart } from '../../lib/list-pages.rules.js';

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
  accNo: withdrawals.accNo,
  ifscCode: withdrawals.ifscCode,
  bankName: withdrawals.bankName,
  branchName: withdrawals.branchName,
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
  change: { to: number; from: readonly number[]; reason: string | null; actedBy: number },
) {
  const rows = await tx
    .update(withdrawals)
    .set({ status: change.to, reason: change.reason, actedBy: change.actedBy, updatedAt: sql`now()` })
    .where(and(eq(withdrawals.id, id), inArray(withdrawals.status, [...change.from])))
    .returning(requestColumns);
  return rows[0] ?? null;
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
    ...dateRangeConditions(withdrawals.createdAt, filter.fromdate, filter.todate),
    // The people matching the search, found by the users' trigram index; then their requests.
    query.search
      ? inArray(
          withdrawals.userId,
          sql`(select ${users.id} from ${users} where ${userSearchText} ilike ${likePattern(query.search)})`,
        )
      : undefined,
  );
}

/** Each sort with the id last, so a page can begin right after any row (keyset pages). */
const SORT_KEYS = {
  request_at: [withdrawals.createdAt, withdrawals.id],
  amount: [withdrawals.amount, withdrawals.id],
} as const satisfies Record<WithdrawSortKey, ListOrder['keys']>;

function listOrder(query: WithdrawalListQuery): ListOrder {
  return { keys: [...SORT_KEYS[query.sortBy ?? 'request_at']], direction: query.sortDir ?? 'desc' };
}

function anchorCondition(order: ListOrder, anchorId: number, side: 'after' | 'before', inclusive = false) {
  return keysetCondition(
    order,
    { table: withdrawals, idColumn: withdrawals.id, id: anchorId },
    side,
    inclusive,
  );
}

/**
 * One page: its ids picked from an index first (skipping at most the capped total's worth, or
 * seeking an anchor), then only those rows joined to their requester.
 */
export async function findWithdrawals(
  q: Queryable,
  query: WithdrawalListQuery,
  page: { start: PageStart; size: number },
) {
  const order = listOrder(query);
  const { start } = page;
  const conditions = [listConditions(query)];
  if (start.from !== 'offset') conditions.push(anchorCondition(order, start.anchorId, start.from));
  const pageIds = q
    .select({ id: withdrawals.id })
    .from(withdrawals)
    .where(and(...conditions))
    .orderBy(...orderByOf(order, start.from === 'before'))
    .limit(page.size)
    .offset(start.from === 'offset' ? start.offset : 0)
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
  { limit, from }: { limit: number; from?: { anchorId: number; inclusive: boolean } },
): Promise<number> {
  const conditions = [listConditions(query)];
  if (from) conditions.push(anchorCondition(listOrder(query), from.anchorId, 'after', from.inclusive));
  const matching = q
    .select({ one: sql`1` })
    .from(withdrawals)
    .where(and(...conditions))
    .limit(limit)
    .as('matching');
  const rows = await q.select({ total: sql<number>`count(*)::int` }).from(matching);
  return rows[0]?.total ?? 0;
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
 * Requests whose hold disagrees with their status (docs/product/money.md, Verification): an open
 * request (0, 1) has an open hold of its amount on its wallet; a completed one a posted hold; a
 * rejected one a released hold. Reads the ledger's holds; writes nothing.
 */
export async function findRequestsOffTheirHolds(q: Queryable, limit: number) {
  return rowsOf<{ id: number; status: number; amount: number; hold_status: number; hold_amount: number }>(
    await q.execute(sql`
      select w.id, w.status, w.amount::bigint as amount, h.status as hold_status, h.amount::bigint as hold_amount
      from withdrawals w
      join ledger_holds h on h.id = w.hold_id
      join ledger_accounts a on a.id = h.account_id
      where h.amount <> w.amount
         or a.user_id <> w.user_id or a.wallet_type <> w.wallet_type
         or (w.status in (0, 1)) <> (h.status = 0)
         or (w.status = 2) <> (h.status = 1)
         or (w.status = 3) <> (h.status = 2)
      order by w.id limit ${limit}`),
  );
}

/** Open withdrawal holds no open request points at: money held for nothing. */
export async function findOrphanWithdrawalHolds(q: Queryable, limit: number) {
  return rowsOf<{ id: number; amount: number }>(
    await q.execute(sql`
      select h.id, h.amount::bigint as amount
      from ledger_holds h
      where h.reference = 'withdrawal' and h.status = 0
        and not exists (select 1 from withdrawals w where w.hold_id = h.id and w.status in (0, 1))
      order by h.id limit ${limit}`),
  );
}

export async function findWithdrawalByHoldId(q: Queryable, holdId: number) {
  const rows = await q.select(requestColumns).from(withdrawals).where(eq(withdrawals.holdId, holdId));
  return rows[0] ?? null;
}
