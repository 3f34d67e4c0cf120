import { and, asc, eq, inArray, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Role, type SortDirection, type UserListFilter, type UserSortKey } from '@portal/shared';
import { rowsOf, type Queryable, type Tx } from '../../db/client.js';
import {
  accountsWithFraudSignals,
  referralDownlines,
  userSearchText,
  users,
  usersMatchingSearch,
} from '../../db/schema.js';
import { lockRowForUpdate } from '../../db/transaction.js';
import {
  COUNT_LIMIT,
  countFromShapeCondition,
  countFromShapeOf,
  countUpToStatement,
  countValuesOf,
  dateRangeShapeConditions,
  dateRangeValuesOf,
  likePattern,
  type ListOrder,
  orderByOf,
  PAGE_PLACEHOLDERS,
  pageValuesOf,
  searchedPageIds,
  startShapeCondition,
  totalOf,
} from '../../lib/list.js';
import type { CountFrom, PageStart } from '../../lib/list-pages.rules.js';
import { preparedByShape, preparedOnce } from '../../lib/prepared.js';

const sponsors = alias(users, 'sponsors');

const profileColumns = {
  id: users.id,
  username: users.username,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  dob: users.dob,
  mobile: users.mobile,
  nationality: users.nationality,
  state: users.state,
  district: users.district,
  city: users.city,
  pinCode: users.pinCode,
  language: users.language,
  uiLanguage: users.uiLanguage,
  promoterCode: users.promoterCode,
  sponsorUsername: sponsors.username,
  currentPromoterLevel: users.currentPromoterLevel,
  isActive: users.isActive,
  createdAt: users.createdAt,
};

// Qualified by hand: in a one-table select Drizzle leaves columns unqualified, and a bare "id"
// inside the subquery would name r.id.
const directReferrals = sql<number>`(select count(*)::int from users r where r.sponsor_id = "users"."id")`;

export type ProfileRow = Awaited<ReturnType<typeof findProfileById>> & {};
export type UserListRow = Awaited<ReturnType<typeof findUsers>>[number];
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id'>>;

export async function findProfileById(tx: Queryable, id: number) {
  const rows = await profileById(tx, { id });
  return rows[0] ?? null;
}

// Built once (lib/prepared.ts): every screen of the portal asks for the signed-in profile.
const profileById = preparedOnce((q) =>
  q
    .select({ ...profileColumns, directReferrals })
    .from(users)
    .leftJoin(sponsors, eq(sponsors.id, users.sponsorId))
    .where(eq(users.id, sql.placeholder('id'))),
);

/**
 * The account a sign-in names, by `usernameKey` (@portal/shared): the key is already lower-case,
 * so only the column is lowered, as the unique index users_username_lower_key is.
 */
export async function findLoginAccount(tx: Queryable, usernameKey: string) {
  const rows = await tx
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
    })
    .from(users)
    .where(sql`lower(${users.username}) = ${usernameKey}`);
  return rows[0] ?? null;
}

export async function findPasswordHash(tx: Queryable, id: number): Promise<string | null> {
  const rows = await tx.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id));
  return rows[0]?.hash ?? null;
}

export async function findActiveAccountByPromoterCode(tx: Queryable, code: string) {
  const rows = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.promoterCode, code.trim().toUpperCase()), eq(users.isActive, true)));
  return rows[0] ?? null;
}

/**
 * Whether a new username clashes with an account's: 'taken' when it is the same name ignoring
 * case, 'similar' when only the skeleton is the same (a look-alike), null when free.
 */
export async function findUsernameClash(
  tx: Queryable,
  username: string,
  skeleton: string,
): Promise<'taken' | 'similar' | null> {
  const rows = await tx
    .select({ same: sql<boolean>`lower(${users.username}) = lower(${username})` })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username}) or ${users.usernameSkeleton} = ${skeleton}`);
  if (rows.length === 0) return null;
  return rows.some((row) => row.same) ? 'taken' : 'similar';
}

export async function isMobileTaken(tx: Queryable, mobile: string, exceptUserId?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), exceptUserId ? ne(users.id, exceptUserId) : undefined));
  return rows.length > 0;
}

export async function isPromoterCodeTaken(tx: Queryable, code: string): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.promoterCode, code));
  return rows.length > 0;
}

export async function insertUser(tx: Tx, values: NewUser): Promise<number> {
  const rows = await tx.insert(users).values(values).returning({ id: users.id });
  return rows[0]!.id;
}

export async function updateUser(tx: Tx, id: number, changes: UserChanges): Promise<void> {
  await tx
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id));
}

/** The root of the referral tree's account id: the first super admin. */
export async function findRootId(tx: Queryable): Promise<number | null> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, Role.SuperAdmin), isNull(users.sponsorId)))
    .orderBy(asc(users.id))
    .limit(1);
  return rows[0]?.id ?? null;
}

/** The root of the referral tree: the first super admin. */
export async function findRootPromoterCode(tx: Queryable): Promise<string | null> {
  const rows = await tx
    .select({ code: users.promoterCode })
    .from(users)
    .where(and(eq(users.role, Role.SuperAdmin), isNull(users.sponsorId)))
    .orderBy(asc(users.id))
    .limit(1);
  return rows[0]?.code ?? null;
}

/** The first super admin's username, or null before the first start has created one. */
export async function findFirstSuperAdminUsername(tx: Queryable): Promise<string | null> {
  const rows = await tx
    .select({ username: users.username })
    .from(users)
    .where(eq(users.role, Role.SuperAdmin))
    .orderBy(asc(users.id))
    .limit(1);
  return rows[0]?.username ?? null;
}

export interface UserListQuery {
  /** Only this account's direct referrals (My Promoters). */
  sponsorId?: number;
  search?: string;
  filter: UserListFilter;
  sortBy?: UserSortKey;
  sortDir?: SortDirection;
}

/**
 * The level as one sortable number, a Trainee (no level yet) below level 0
 * (docs/decisions/005-trainee-and-level-filter.md): the stored column level_rank, which the index
 * users_role_level_rank_created_at_id_idx holds, so "level 2, newest first", "by level" and the
 * capped count of a level are all read from that index alone.
 */
const levelRank = users.levelRank;
const TRAINEE_RANK = -1;

/**
 * What decides the text of a users-list statement, which is built once per shape
 * (lib/prepared.ts): which filters are set and how the list is sorted, never their values, which
 * are placeholders (userListValuesOf).
 */
interface UserListShape {
  admins: boolean;
  fromdate: boolean;
  todate: boolean;
  sponsor: boolean;
  level: boolean;
  active: boolean;
  /** docs/decisions/186-fraud-signals.md */
  fraudSignals: 'true' | 'false' | null;
  search: boolean;
  sortBy: UserSortKey;
  sortDir: SortDirection;
}

function userListShapeOf(query: UserListQuery): UserListShape {
  const { filter } = query;
  return {
    admins: filter.account_type === 'admins',
    fromdate: Boolean(filter.fromdate),
    todate: Boolean(filter.todate),
    sponsor: query.sponsorId !== undefined,
    level: filter.current_promoter_level !== undefined,
    active: Boolean(filter.is_active),
    fraudSignals: filter.has_fraud_signals ?? null,
    search: Boolean(query.search),
    sortBy: query.sortBy ?? 'created_at',
    sortDir: query.sortDir ?? 'desc',
  };
}

/** The values of a users-list statement's placeholders. */
function userListValuesOf(query: UserListQuery) {
  const { filter } = query;
  const level = filter.current_promoter_level;
  return {
    ...dateRangeValuesOf(filter.fromdate, filter.todate),
    sponsorId: query.sponsorId,
    rank: level === 'trainee' ? TRAINEE_RANK : level,
    active: filter.is_active === 'true',
    pattern: query.search ? likePattern(query.search) : undefined,
  };
}

const LIST = {
  sponsorId: sql.placeholder('sponsorId'),
  rank: sql.placeholder('rank'),
  active: sql.placeholder('active'),
  pattern: sql.placeholder('pattern'),
};

function userListConditions(shape: UserListShape): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    shape.admins ? sql`${users.role} in (${Role.Admin}, ${Role.SuperAdmin})` : eq(users.role, Role.User),
    ...dateRangeShapeConditions(users.createdAt, { from: shape.fromdate, to: shape.todate }),
  ];
  if (shape.sponsor) conditions.push(eq(users.sponsorId, LIST.sponsorId));
  if (shape.level) conditions.push(eq(levelRank, LIST.rank));
  if (shape.active) conditions.push(eq(users.isActive, LIST.active));
  if (shape.fraudSignals)
    conditions.push(
      shape.fraudSignals === 'true'
        ? sql`${users.id} in ${accountsWithFraudSignals}`
        : sql`${users.id} not in ${accountsWithFraudSignals}`,
    );
  return and(...conditions);
}

/**
 * The list's search. A sponsor searches their referrals by name only: a mobile number is not
 * theirs to probe (docs/product/pins-and-levels.md, Referrals).
 */
function userSearchCondition(shape: UserListShape): SQL {
  return shape.sponsor
    ? sql`(${users.username} || ' ' || ${users.firstName} || ' ' || ${users.lastName}) ilike ${LIST.pattern}`
    : sql`${userSearchText} ilike ${LIST.pattern}`;
}

/**
 * Each sort key with the id as the last tie-breaker; the indexes on (role, …these keys) serve
 * them in both directions (migrations/0003_list_keyset_indexes.sql).
 */
const SORT_KEYS = {
  created_at: [users.createdAt, users.id],
  username: [users.username, users.id],
  current_promoter_level: [levelRank, users.createdAt, users.id],
} as const satisfies Record<UserSortKey, ListOrder['keys']>;

function userListOrder(shape: UserListShape): ListOrder {
  return { keys: [...SORT_KEYS[shape.sortBy]], direction: shape.sortDir };
}

/**
 * One page of the list. The page's ids are picked first, from the index alone, and only those
 * rows are joined to their sponsor and referral count. A numbered page skips rows (at most the
 * capped total's worth); an anchored page seeks its anchor (lib/list-pages.rules.ts). A page
 * before an anchor is read backwards, then put back in the list's order. A searched page is
 * read by searchedPageIds (lib/list.ts): the newest rows while the term is common, the trigram
 * index's matches when it is rare, whatever the planner guesses.
 */
export function findUsers(q: Queryable, query: UserListQuery, page: { start: PageStart; size: number }) {
  return usersPage(q, ...usersPageOf(query, page));
}

/** findUsers' statement as it is sent, for EXPLAIN. */
export function usersPageSql(q: Queryable, query: UserListQuery, page: { start: PageStart; size: number }) {
  return usersPage.sqlOf(q, ...usersPageOf(query, page));
}

function usersPageOf(query: UserListQuery, page: { start: PageStart; size: number }) {
  const shape = { ...userListShapeOf(query), start: page.start.from };
  return [shape, { ...userListValuesOf(query), ...pageValuesOf(page) }] as const;
}

const usersPage = preparedByShape((q, shape: UserListShape & { start: PageStart['from'] }) => {
  const order = userListOrder(shape);
  const reverse = shape.start === 'before';
  const conditions = [userListConditions(shape), startShapeCondition(order, shape.start)];
  if (shape.search) {
    const search = userSearchCondition(shape);
    const pageIds = searchedPageIds({
      order,
      reverse,
      walkFrom: sql`${users}`,
      conditions: and(...conditions),
      hit: search,
      // A sponsor's own referrals are few (their index bounds the read); any other rare term is
      // read through the trigram index, whatever the statistics say.
      matching: shape.sponsor ? search : sql`${users.id} in ${usersMatchingSearch(LIST.pattern)}`,
      table: users,
      counts: PAGE_PLACEHOLDERS,
    });
    return q
      .select({ ...profileColumns, directReferrals })
      .from(users)
      .leftJoin(sponsors, eq(sponsors.id, users.sponsorId))
      .where(sql`${users.id} in (${pageIds})`)
      .orderBy(...orderByOf(order));
  }
  const pageIds = q
    .select({ id: users.id })
    .from(users)
    .where(and(...conditions))
    .orderBy(...orderByOf(order, reverse))
    .limit(PAGE_PLACEHOLDERS.size)
    .offset(PAGE_PLACEHOLDERS.offset)
    .as('page');
  return q
    .select({ ...profileColumns, directReferrals })
    .from(pageIds)
    .innerJoin(users, eq(users.id, pageIds.id))
    .leftJoin(sponsors, eq(sponsors.id, users.sponsorId))
    .orderBy(...orderByOf(order));
});

/**
 * The matching rows counted up to `limit` and no further, from the top of the list or from an
 * anchor onwards: a capped total reads at most `limit` index entries, never the whole table.
 */
export async function countUsers(
  q: Queryable,
  query: UserListQuery,
  counting: { limit: number; from?: CountFrom },
): Promise<number> {
  const shape = { ...userListShapeOf(query), from: countFromShapeOf(counting.from) };
  return totalOf(await usersCount(q, shape, { ...userListValuesOf(query), ...countValuesOf(counting) }));
}

const usersCount = preparedByShape(
  (q, shape: UserListShape & { from: ReturnType<typeof countFromShapeOf> }) =>
    countUpToStatement(q, {
      from: users,
      where: and(
        userListConditions(shape),
        shape.search ? userSearchCondition(shape) : undefined,
        countFromShapeCondition(userListOrder(shape), shape.from),
      ),
      limit: COUNT_LIMIT,
    }),
);

/** Active accounts by promoter code (upper-cased codes). */
export async function findActiveAccountsByPromoterCodes(q: Queryable, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return q
    .select({ id: users.id, username: users.username, promoterCode: users.promoterCode })
    .from(users)
    .where(and(inArray(users.promoterCode, [...codes]), eq(users.isActive, true)));
}

export async function findAccountsByIds(q: Queryable, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return q
    .select({
      id: users.id,
      username: users.username,
      promoterCode: users.promoterCode,
      currentPromoterLevel: users.currentPromoterLevel,
      sponsorId: users.sponsorId,
      isActive: users.isActive,
    })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** The account row locked until the transaction ends (a level change at activation). */
export async function lockAccount(tx: Tx, id: number) {
  return lockRowForUpdate(tx, users, eq(users.id, id), {
    id: users.id,
    username: users.username,
    currentPromoterLevel: users.currentPromoterLevel,
    sponsorId: users.sponsorId,
    isActive: users.isActive,
  });
}

/**
 * Active direct referrals by level (the per-video bonus counts them: docs/product/money.md, Earning
 * per promotion video).
 */
export function countActiveReferralsByLevel(q: Queryable, sponsorId: number) {
  return activeReferralsByLevel(q, { sponsorId });
}

// Built once (lib/prepared.ts): the dashboard and every quiz's amount read it.
const activeReferralsByLevel = preparedOnce((q) =>
  q
    .select({ level: users.currentPromoterLevel, count: sql<number>`count(*)::int` })
    .from(users)
    .where(
      and(
        eq(users.sponsorId, sql.placeholder('sponsorId')),
        eq(users.isActive, true),
        sql`${users.currentPromoterLevel} is not null`,
      ),
    )
    .groupBy(users.currentPromoterLevel),
);

/** Direct referrals by level, Trainees (null) included (the user dashboard). */
export function countReferralsByLevel(q: Queryable, sponsorId: number) {
  return referralsByLevel(q, { sponsorId });
}

const referralsByLevel = preparedOnce((q) =>
  q
    .select({ level: users.currentPromoterLevel, count: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.sponsorId, sql.placeholder('sponsorId')))
    .groupBy(users.currentPromoterLevel),
);

/**
 * The way up from an account to the root, nearest sponsor first, at most `maxDepth` steps: one
 * recursive query however deep the account sits.
 */
export async function findAncestors(q: Queryable, id: number, maxDepth: number) {
  return rowsOf<{ id: number; username: string; depth: number }>(
    await q.execute(sql`
      with recursive up(id, sponsor_id, depth) as (
        select id, sponsor_id, 0 from users where id = ${id}
        union all
        select u.id, u.sponsor_id, up.depth + 1 from up join users u on u.id = up.sponsor_id
        where up.depth < ${maxDepth}
      )
      select up.id, u.username, up.depth from up join users u on u.id = up.id
      where up.depth > 0 order by up.depth`),
  );
}

const treeColumns = {
  id: users.id,
  username: users.username,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  currentPromoterLevel: users.currentPromoterLevel,
  isActive: users.isActive,
  state: users.state,
  district: users.district,
  createdAt: users.createdAt,
  directReferrals,
  /** Kept by the triggers of migration 0012 (docs/decisions/081-referral-downline-counts.md). */
  downline: sql<number>`coalesce(${referralDownlines.members}, 0)`,
};
export type TreeMemberRow = Awaited<ReturnType<typeof findTreeMember>> & {};

export async function findTreeMember(q: Queryable, id: number) {
  const rows = await q
    .select(treeColumns)
    .from(users)
    .leftJoin(referralDownlines, eq(referralDownlines.userId, users.id))
    .where(eq(users.id, id));
  return rows[0] ?? null;
}

export async function findDirectReferrals(q: Queryable, sponsorId: number, limit: number) {
  return q
    .select(treeColumns)
    .from(users)
    .leftJoin(referralDownlines, eq(referralDownlines.userId, users.id))
    .where(eq(users.sponsorId, sponsorId))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(limit);
}

// ---- account closure (docs/decisions/182-own-data-export.md) ----------------------------------

export async function findClosure(q: Queryable, id: number) {
  const rows = await q
    .select({ requestedAt: users.closureRequestedAt, closesAt: users.closesAt, closedAt: users.closedAt })
    .from(users)
    .where(eq(users.id, id));
  return rows[0] ?? null;
}

/** Accounts whose notice has run out and that are not closed yet, oldest first. */
export async function findDueClosures(q: Queryable, now: Date, limit: number) {
  return q
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.closesAt), isNull(users.closedAt), lte(users.closesAt, now)))
    .orderBy(asc(users.closesAt))
    .limit(limit);
}
