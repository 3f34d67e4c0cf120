import { and, asc, eq, gte, inArray, isNotNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Role, type FraudSignalKind } from '@portal/shared';
import { rowsOf, type Queryable, type Tx } from '../../db/client.js';
import { fraudSignals, pinRequests, quizAttempts, userBankDetails, users } from '../../db/schema.js';
import type { AccountIdentifiers, ComputedSignal, Registration } from './fraud.rules.js';

/**
 * The fraud signals' reads of the accounts, bank details, PIN activations and quiz attempts, and
 * their own table (docs/decisions/186-fraud-signals.md). Read-only on every table but
 * fraud_signals: the module owning a table stays the only one writing it.
 */

const sponsors = alias(users, 'sponsors');

export async function findIdentifiers(q: Queryable, userId: number): Promise<AccountIdentifiers | null> {
  const [row] = await q
    .select({
      id: users.id,
      role: users.role,
      mobile: users.mobile,
      registrationIp: users.registrationIp,
      sponsorId: users.sponsorId,
      sponsorRole: sponsors.role,
      createdAt: users.createdAt,
      pan: userBankDetails.pan,
      accNo: userBankDetails.accNo,
      upiId: userBankDetails.upiId,
    })
    .from(users)
    .leftJoin(sponsors, eq(sponsors.id, users.sponsorId))
    .leftJoin(userBankDetails, eq(userBankDetails.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const whatsapps = await q
    .selectDistinct({ number: pinRequests.whatsapp })
    .from(pinRequests)
    .where(and(eq(pinRequests.userId, userId), isNotNull(pinRequests.whatsapp)));
  const { role, sponsorRole, ...identifiers } = row;
  const isStaff = (value: number | null) => value === Role.Admin || value === Role.SuperAdmin;
  return {
    ...identifiers,
    isStaff: isStaff(role),
    sponsorIsStaff: isStaff(sponsorRole),
    whatsapps: whatsapps.map((entry) => entry.number!),
  };
}

/**
 * The other accounts that gave one of these numbers: as their mobile, a PIN activation's WhatsApp
 * number, or the name of their UPI ID (each by its index).
 */
export async function findNumberHolders(
  q: Queryable,
  numbers: readonly string[],
  exceptUserId: number,
): Promise<number[]> {
  if (numbers.length === 0) return [];
  const list = sql.join(
    numbers.map((number) => sql`${number}`),
    sql`, `,
  );
  const rows = rowsOf<{ user_id: number }>(
    await q.execute(sql`
      select id as user_id from users where mobile in (${list}) and id <> ${exceptUserId}
      union
      select user_id from pin_requests where whatsapp in (${list}) and user_id <> ${exceptUserId}
      union
      select user_id from user_bank_details
      where upi_id is not null and split_part(upi_id, '@', 1) in (${list}) and user_id <> ${exceptUserId}`),
  );
  return rows.map((row) => Number(row.user_id));
}

const BANK_COLUMNS = {
  pan: userBankDetails.pan,
  accNo: userBankDetails.accNo,
  upiId: userBankDetails.upiId,
} as const;

/** The other accounts whose bank details hold this PAN, account number or UPI ID. */
export async function findBankHolders(
  q: Queryable,
  field: keyof typeof BANK_COLUMNS,
  value: string,
  exceptUserId: number,
): Promise<number[]> {
  const rows = await q
    .select({ userId: userBankDetails.userId })
    .from(userBankDetails)
    .where(and(eq(BANK_COLUMNS[field], value), ne(userBankDetails.userId, exceptUserId)));
  return rows.map((row) => row.userId);
}

/** How many registrations a burst query reads at most (a burst bigger than this is flagged anyway). */
const BURST_READ_LIMIT = 2000;

/** The registrations from one address, or under one sponsor, between two instants. */
export async function findRegistrationsBetween(
  q: Queryable,
  by: { ip: string } | { sponsorId: number },
  from: Date,
  to: Date,
): Promise<Registration[]> {
  const rows = await q
    .select({ id: users.id, at: users.createdAt })
    .from(users)
    .where(
      and(
        'ip' in by ? eq(users.registrationIp, by.ip) : eq(users.sponsorId, by.sponsorId),
        gte(users.createdAt, from),
        lte(users.createdAt, to),
      ),
    )
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(BURST_READ_LIMIT);
  return rows;
}

/**
 * The hour (ending at a registration, an hour before it included) in which most accounts
 * registered under this sponsor: their number and ids (at most BURST_READ_LIMIT); null for a
 * sponsor of none. The instants stay in the database: a JavaScript date would drop their
 * microseconds and miss the hour's last registration.
 */
export async function findBusiestReferralHour(
  q: Queryable,
  sponsorId: number,
): Promise<{ count: number; ids: number[] } | null> {
  const rows = rowsOf<{ id: number; count: number | string }>(
    await q.execute(sql`
      with busiest as (
        select created_at as end_at,
          count(*) over (order by created_at range between interval '1 hour' preceding and current row) as count
        from users where sponsor_id = ${sponsorId}
        order by count desc, created_at asc
        limit 1
      )
      select u.id, busiest.count from busiest
      join users u on u.sponsor_id = ${sponsorId}
        and u.created_at between busiest.end_at - interval '1 hour' and busiest.end_at
      order by u.id
      limit ${BURST_READ_LIMIT}`),
  );
  if (rows.length === 0) return null;
  return { count: Number(rows[0]!.count), ids: rows.map((row) => Number(row.id)) };
}

/**
 * Which of `others` sit in the sponsor chain of `userId` within `depth` steps: above it (its
 * sponsor, their sponsor, …) or below it (`userId` is in their chain). One recursive query up
 * from all of them at once, bounded in depth, so a deep tree costs no more than `depth` steps each.
 */
export async function findChainMembers(
  q: Queryable,
  userId: number,
  others: readonly number[],
  depth: number,
): Promise<number[]> {
  if (others.length === 0) return [];
  const starts = sql.join(
    [userId, ...others].map((id) => sql`${id}`),
    sql`, `,
  );
  const otherList = sql.join(
    others.map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = rowsOf<{ member: number }>(
    await q.execute(sql`
      with recursive up(origin, id, depth) as (
        select u.id, u.sponsor_id, 1 from users u where u.id in (${starts}) and u.sponsor_id is not null
        union all
        select up.origin, u.sponsor_id, up.depth + 1 from up join users u on u.id = up.id
        where up.depth < ${depth} and u.sponsor_id is not null
      )
      select distinct case when origin = ${userId} then id else origin end as member from up
      where (origin = ${userId} and id in (${otherList})) or (origin <> ${userId} and id = ${userId})`),
  );
  return rows.map((row) => Number(row.member));
}

/**
 * The quizzes an account submitted answers to sooner after opening them than `secondsPerQuestion`
 * for each question served (answers to none do not count).
 */
export async function countFastQuizzes(
  q: Queryable,
  userId: number,
  secondsPerQuestion: number,
): Promise<number> {
  const [row] = await q
    .select({ count: sql<number>`count(*)::int` })
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        isNotNull(quizAttempts.gradedAt),
        isNotNull(quizAttempts.quizStartedAt),
        sql`jsonb_typeof(${quizAttempts.served}) = 'array' and jsonb_typeof(${quizAttempts.answers}) = 'array'`,
        sql`jsonb_array_length(${quizAttempts.answers}) > 0`,
        sql`${quizAttempts.gradedAt} - ${quizAttempts.quizStartedAt} < make_interval(secs => ${secondsPerQuestion}::int * jsonb_array_length(${quizAttempts.served}))`,
      ),
    );
  return row?.count ?? 0;
}

/** The accounts the stored signals of these accounts name. */
export async function findRelatedIds(q: Queryable, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await q
    .select({ ids: fraudSignals.relatedUserIds })
    .from(fraudSignals)
    .where(inArray(fraudSignals.userId, [...userIds]));
  return rows.flatMap((row) => row.ids);
}

/** An account's signals replaced by those just computed: kinds no longer found are deleted. */
export async function replaceSignals(
  tx: Tx,
  userId: number,
  signals: readonly ComputedSignal[],
  now: Date,
): Promise<void> {
  const kinds = signals.map((signal) => signal.kind);
  await tx
    .delete(fraudSignals)
    .where(
      and(
        eq(fraudSignals.userId, userId),
        kinds.length > 0 ? notInArray(fraudSignals.kind, kinds) : undefined,
      ),
    );
  if (signals.length === 0) return;
  await tx
    .insert(fraudSignals)
    .values(
      signals.map((signal) => ({
        userId,
        kind: signal.kind,
        params: signal.params,
        relatedUserIds: signal.relatedUserIds,
        computedAt: now,
      })),
    )
    .onConflictDoUpdate({
      target: [fraudSignals.userId, fraudSignals.kind],
      set: {
        params: sql`excluded.params`,
        relatedUserIds: sql`excluded.related_user_ids`,
        computedAt: sql`excluded.computed_at`,
      },
    });
}

export interface StoredSignal {
  userId: number;
  kind: FraudSignalKind;
  params: unknown;
  relatedUserIds: number[];
  relatedUsernames: string[];
}

/** The stored signals of these accounts, with the usernames of the accounts each names. One query. */
export async function findSignals(q: Queryable, userIds: readonly number[]): Promise<StoredSignal[]> {
  if (userIds.length === 0) return [];
  const rows = await q
    .select({
      userId: fraudSignals.userId,
      kind: fraudSignals.kind,
      params: fraudSignals.params,
      relatedUserIds: fraudSignals.relatedUserIds,
      relatedUsernames: sql<string[]>`array(
        select named.username from unnest(${fraudSignals.relatedUserIds}) with ordinality as related(id, n)
        join users named on named.id = related.id order by related.n)`,
    })
    .from(fraudSignals)
    .where(inArray(fraudSignals.userId, [...new Set(userIds)]))
    .orderBy(asc(fraudSignals.userId), asc(fraudSignals.kind));
  return rows.map((row) => ({ ...row, kind: row.kind as FraudSignalKind }));
}
