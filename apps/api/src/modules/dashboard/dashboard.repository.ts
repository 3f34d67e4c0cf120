import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Role } from '@portal/shared';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { preparedOnce } from '../../lib/prepared.js';

export async function countUsers(tx: Queryable, since: { today: Date; month: Date }) {
  const rows = await tx
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${users.isActive}))::int`,
      newToday: sql<number>`(count(*) filter (where ${users.createdAt} >= ${since.today.toISOString()}))::int`,
      newThisMonth: sql<number>`(count(*) filter (where ${users.createdAt} >= ${since.month.toISOString()}))::int`,
    })
    .from(users)
    .where(eq(users.role, Role.User));
  return rows[0] ?? { total: 0, active: 0, newToday: 0, newThisMonth: 0 };
}

const sponsors = alias(users, 'sponsors');

export async function findRecentSignups(tx: Queryable, limit: number) {
  return tx
    .select({
      id: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      state: users.state,
      sponsorUsername: sponsors.username,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(sponsors, eq(sponsors.id, users.sponsorId))
    .where(eq(users.role, Role.User))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}

export async function countReferrals(q: Queryable, sponsorId: number) {
  const rows = await referralCounts(q, { sponsorId });
  return rows[0] ?? { direct: 0, active: 0 };
}

// Built once (lib/prepared.ts), as the dashboard's other reads.
const referralCounts = preparedOnce((q) =>
  q
    .select({
      direct: sql<number>`count(*)::int`,
      active: sql<number>`(count(*) filter (where ${users.isActive} and ${users.currentPromoterLevel} is not null))::int`,
    })
    .from(users)
    .where(eq(users.sponsorId, sql.placeholder('sponsorId'))),
);

/** Sign-ups (users) per India day since `since`. */
export async function countSignupsByDay(q: Queryable, since: Date) {
  return q
    .select({
      date: sql<string>`to_char(${users.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`,
      count: sql<number>`count(*)::int`,
    })
    .from(users)
    .where(and(eq(users.role, Role.User), sql`${users.createdAt} >= ${since.toISOString()}`))
    .groupBy(sql`1`);
}
