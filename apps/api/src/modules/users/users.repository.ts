import { and, asc, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Role, type UserListFilter, type UserSortKey } from '@portal/shared';
import type { Tx } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { dateRangeConditions, likePattern, offsetOf } from '../../lib/list.js';

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
  promoterCode: users.promoterCode,
  sponsorUsername: sponsors.username,
  currentPromoterLevel: users.currentPromoterLevel,
  isActive: users.isActive,
  createdAt: users.createdAt,
};

const directReferrals = sql<number>`(select count(*)::int from users r where r.sponsor_id = ${users.id})`;

export type ProfileRow = Awaited<ReturnType<typeof findProfileById>> & {};
export type UserListRow = Awaited<ReturnType<typeof findUsers>>[number];
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id'>>;

export async function findProfileById(tx: Tx, id: number) {
  const rows = await tx
    .select({ ...profileColumns, directReferrals })
    .from(users)
    .leftJoin(sponsors, eq(sponsors.id, users.sponsorId))
    .where(eq(users.id, id));
  return rows[0] ?? null;
}

export async function findLoginAccount(tx: Tx, username: string) {
  const rows = await tx
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      passwordHash: users.passwordHash,
      isActive: users.isActive,
    })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return rows[0] ?? null;
}

export async function findPasswordHash(tx: Tx, id: number): Promise<string | null> {
  const rows = await tx.select({ hash: users.passwordHash }).from(users).where(eq(users.id, id));
  return rows[0]?.hash ?? null;
}

export async function findActiveAccountByPromoterCode(tx: Tx, code: string) {
  const rows = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.promoterCode, code.trim().toUpperCase()), eq(users.isActive, true)));
  return rows[0] ?? null;
}

export async function isUsernameTaken(tx: Tx, username: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return rows.length > 0;
}

export async function isMobileTaken(tx: Tx, mobile: string, exceptUserId?: number): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.mobile, mobile), exceptUserId ? ne(users.id, exceptUserId) : undefined));
  return rows.length > 0;
}

export async function isPromoterCodeTaken(tx: Tx, code: string): Promise<boolean> {
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

/** The root of the referral tree: the first super admin. */
export async function findRootPromoterCode(tx: Tx): Promise<string | null> {
  const rows = await tx
    .select({ code: users.promoterCode })
    .from(users)
    .where(and(eq(users.role, Role.SuperAdmin), isNull(users.sponsorId)))
    .orderBy(asc(users.id))
    .limit(1);
  return rows[0]?.code ?? null;
}

export async function hasSuperAdmin(tx: Tx): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.role, Role.SuperAdmin)).limit(1);
  return rows.length > 0;
}

export interface UserListQuery {
  search?: string;
  filter: UserListFilter;
  pageNumber: number;
  pageSize: number;
  sortBy?: UserSortKey;
  sortDir?: 'asc' | 'desc';
}

/** The search text matches the expression of the trigram index users_search_trgm_idx. */
const searchText = sql`(${users.username} || ' ' || ${users.firstName} || ' ' || ${users.lastName} || ' ' || coalesce(${users.mobile}, ''))`;

function userListConditions(query: UserListQuery): SQL | undefined {
  const { filter } = query;
  const conditions: (SQL | undefined)[] = [
    filter.account_type === 'admins'
      ? sql`${users.role} in (${Role.Admin}, ${Role.SuperAdmin})`
      : eq(users.role, Role.User),
    ...dateRangeConditions(users.createdAt, filter.fromdate, filter.todate),
  ];
  if (filter.current_promoter_level === 'trainee') conditions.push(isNull(users.currentPromoterLevel));
  else if (filter.current_promoter_level !== undefined)
    conditions.push(eq(users.currentPromoterLevel, filter.current_promoter_level));
  if (filter.is_active) conditions.push(eq(users.isActive, filter.is_active === 'true'));
  if (query.search) conditions.push(sql`${searchText} ilike ${likePattern(query.search)}`);
  return and(...conditions);
}

const SORT_COLUMNS = {
  created_at: users.createdAt,
  username: users.username,
  current_promoter_level: users.currentPromoterLevel,
} as const satisfies Record<UserSortKey, unknown>;

/**
 * Picks the page's ids first and joins only those rows: with OFFSET, joining the sponsor and
 * counting referrals for every skipped row made deep pages 15× slower (bench/README.md).
 */
export async function findUsers(tx: Tx, query: UserListQuery) {
  const direction = query.sortDir === 'asc' ? asc : desc;
  const sortColumn = SORT_COLUMNS[query.sortBy ?? 'created_at'];
  const page = tx
    .select({ id: users.id })
    .from(users)
    .where(userListConditions(query))
    .orderBy(direction(sortColumn), direction(users.id))
    .limit(query.pageSize)
    .offset(offsetOf(query.pageNumber, query.pageSize))
    .as('page');
  return tx
    .select({ ...profileColumns, directReferrals })
    .from(page)
    .innerJoin(users, eq(users.id, page.id))
    .leftJoin(sponsors, eq(sponsors.id, users.sponsorId))
    .orderBy(direction(sortColumn), direction(users.id));
}

export async function countUsers(tx: Tx, query: UserListQuery): Promise<number> {
  const rows = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(userListConditions(query));
  return rows[0]?.total ?? 0;
}
