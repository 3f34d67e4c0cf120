import { and, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.js';
import { rowsOf } from '../../db/client.js';
import {
  auditLogs,
  contactMessages,
  pinRequests,
  scratchCards,
  userBankDetails,
  users,
  withdrawals,
} from '../../db/schema.js';
import {
  countFromCondition,
  countUpTo,
  dateRangeConditions,
  type ListOrder,
  orderByOf,
  readOf,
  startCondition,
} from '../../lib/list.js';
import type { RowsRead } from '../../lib/list-page.js';
import type { CountFrom } from '../../lib/list-pages.rules.js';
import { auditRecordsSql as ledger } from '../ledger/ledger.service.js';

/**
 * The audit log as the super admin reads it (docs/decisions/184-audit-log-on-screen.md). Every
 * module writes audit rows (lib/audit.ts); this module only reads them, with the accounts they
 * name, so it reads the tables whose records an audit row can name.
 */

export interface AuditListParts {
  actorId?: number;
  action?: string;
  targetUserId?: number;
  fromdate?: string;
  todate?: string;
  ascending: boolean;
}

/** An id no account has (identity columns start at 1): a username that names nobody selects no rows. */
export const NO_ACCOUNT = 0;

/** The account a username names, by the lower-cased form the unique index users_username_lower_key holds. */
export async function findAccountIdByUsernameKey(q: Queryable, usernameKey: string): Promise<number | null> {
  const rows = await q
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${usernameKey}`);
  return rows[0]?.id ?? null;
}

/**
 * The records a user owns that an audit row can name, as (entity, entity_id) pairs: their account,
 * and each withdrawal (with its hold), PIN request, bank details, scratch card, ticket and ledger
 * entry of theirs. Every part is read through an index on its user (a hold through its withdrawal,
 * the only owner of holds; an entry through the user's three wallet accounts and
 * journal_lines_account_created_at_id_idx), so the set is as large as the user's own history.
 */
function recordsOf(userId: number): SQL {
  return sql`
    select 'users'::text as entity, ${String(userId)}::text as entity_id
    union select 'withdrawals', ${withdrawals.id}::text from ${withdrawals} where ${withdrawals.userId} = ${userId}
    union select 'pin_requests', ${pinRequests.id}::text from ${pinRequests} where ${pinRequests.userId} = ${userId}
    union select 'user_bank_details', ${userBankDetails.id}::text from ${userBankDetails}
      where ${userBankDetails.userId} = ${userId}
    union select 'scratch_cards', ${scratchCards.id}::text from ${scratchCards} where ${scratchCards.userId} = ${userId}
    union select 'contact_messages', ${contactMessages.id}::text from ${contactMessages}
      where ${contactMessages.userId} = ${userId}
    ${ledger.ofUser(
      userId,
      sql`select ${withdrawals.holdId}::text from ${withdrawals}
        where ${withdrawals.userId} = ${userId} and ${withdrawals.holdId} is not null`,
    )}`;
}

/**
 * The user the record of the current audit row belongs to, or null (a video, a setting, the
 * payment details): the other direction of recordsOf, one primary-key read per row of a page.
 * An id that is not a number (`payout-file`, an upload's name) names no user's record.
 */
function ownerOfRecord(): SQL {
  const entity = auditLogs.entity;
  const id = sql`${auditLogs.entityId}::bigint`;
  return sql`case
    when ${auditLogs.entityId} !~ '^[0-9]{1,18}$' then null
    when ${entity} = 'users' then ${id}
    when ${entity} = 'withdrawals' then (select w.user_id from ${withdrawals} w where w.id = ${id})
    when ${entity} = 'pin_requests' then (select p.user_id from ${pinRequests} p where p.id = ${id})
    when ${entity} = 'user_bank_details' then (select b.user_id from ${userBankDetails} b where b.id = ${id})
    when ${entity} = 'scratch_cards' then (select s.user_id from ${scratchCards} s where s.id = ${id})
    when ${entity} = 'contact_messages' then (select c.user_id from ${contactMessages} c where c.id = ${id})
    ${ledger.ownerCases(entity, id)}
  end`;
}

/**
 * Where a page's rows are read from. Without a target user, the table, walked in the order of the
 * index its filters fix (actor, action or time, each ending with the id). With one, only the rows
 * naming that user's records: each pair looked up in audit_logs_entity_idx (the lateral subquery,
 * kept apart by `offset 0`, cannot become a hash join over the whole log), then sorted. Named
 * `audit_logs`, so the filters, the order and the keyset anchor read its columns as the table's.
 */
function sourceOf(parts: AuditListParts): PgTable | SQL {
  if (parts.targetUserId === undefined) return auditLogs;
  return sql`(
    select found.* from (${recordsOf(parts.targetUserId)}) as records
    cross join lateral (
      select * from ${auditLogs}
      where ${auditLogs.entity} = records.entity and ${auditLogs.entityId} = records.entity_id
      offset 0
    ) as found
  ) as ${auditLogs}`;
}

function conditionsOf(parts: AuditListParts): SQL | undefined {
  return and(
    parts.actorId === undefined ? undefined : eq(auditLogs.actorId, parts.actorId),
    parts.action === undefined ? undefined : eq(auditLogs.action, parts.action),
    ...dateRangeConditions(auditLogs.createdAt, parts.fromdate, parts.todate),
  );
}

/** Time with the id last, so a page can begin right after any row (audit_logs_created_at_id_idx). */
function orderOf(parts: AuditListParts): ListOrder {
  return { keys: [auditLogs.createdAt, auditLogs.id], direction: parts.ascending ? 'asc' : 'desc' };
}

const actors = alias(users, 'actors');
const targets = alias(users, 'targets');

/**
 * One page of the log with the accounts it names: the page's ids first (a numbered page skips at
 * most the capped total's rows, a deeper one seeks its anchor; a page before an anchor is read
 * backwards), then their rows, actors and target users.
 */
export async function findAuditPage(q: Queryable, parts: AuditListParts, page: RowsRead) {
  const order = orderOf(parts);
  const { reverse, offset } = readOf(page.start);
  // The id as SQL, not the column: drizzle checks that a column's table is in the FROM, and the
  // source may be the lateral subquery named after it.
  const pageIds = q
    .select({ id: sql<number>`${auditLogs.id}`.as('page_id') })
    .from(sourceOf(parts))
    .where(and(conditionsOf(parts), startCondition(order, page.start)))
    .orderBy(...orderByOf(order, reverse))
    .limit(page.size)
    .offset(offset)
    .as('page');
  return q
    .select({
      id: auditLogs.id,
      log: auditLogs,
      actorUsername: actors.username,
      targetId: targets.id,
      targetUsername: targets.username,
    })
    .from(pageIds)
    .innerJoin(auditLogs, eq(auditLogs.id, pageIds.id))
    .leftJoin(actors, eq(actors.id, auditLogs.actorId))
    .leftJoin(targets, sql`${targets.id} = (${ownerOfRecord()})`)
    .orderBy(...orderByOf(order));
}
export type AuditPageRow = Awaited<ReturnType<typeof findAuditPage>>[number];

/** Matching rows counted up to `limit` and no further, from an anchor onwards when given. */
export async function countAuditRows(
  q: Queryable,
  parts: AuditListParts,
  { limit, from }: { limit: number; from?: CountFrom },
): Promise<number> {
  return countUpTo(q, {
    from: sourceOf(parts),
    where: and(conditionsOf(parts), countFromCondition(orderOf(parts), from)),
    limit,
  });
}

/**
 * Every action the log holds, in order: a skip scan of audit_logs_action_created_at_id_idx, one
 * index probe per distinct action, so it costs the same at a million rows as at ten.
 */
export async function findActions(q: Queryable): Promise<string[]> {
  const rows = rowsOf<{ action: string }>(
    await q.execute(sql`
      with recursive found(action) as (
        (select action from ${auditLogs} order by action limit 1)
        union all
        select (select a.action from ${auditLogs} a where a.action > found.action order by a.action limit 1)
        from found where found.action is not null
      )
      select action from found where action is not null`),
  );
  return rows.map((row) => row.action);
}
