import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { EarningHistoryFilter, EarningHistorySortKey, SortDirection } from '@portal/shared';
import { rowsOf, type Queryable, type Tx } from '../../db/client.js';
import { journalEntries, journalLines, ledgerAccounts, ledgerHolds } from '../../db/schema.js';
import { lockRowForUpdate } from '../../db/transaction.js';
import { dateRangeConditions } from '../../lib/list.js';
import { EARNED_KINDS, type SystemAccountCode } from './ledger.rules.js';
import { preparedOnce } from '../../lib/prepared.js';

/**
 * The only SQL that writes money tables (docs/product/money.md, Ledger). Balances change only
 * through the guarded statements below, in the transaction that writes the matching lines.
 */

export async function insertWalletAccounts(tx: Tx, userId: number, walletTypes: readonly number[]) {
  await tx
    .insert(ledgerAccounts)
    .values(walletTypes.map((walletType) => ({ userId, walletType })))
    .onConflictDoNothing();
}

export async function findSystemAccountId(q: Queryable, code: SystemAccountCode): Promise<number | null> {
  const rows = await q
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.systemCode, code));
  return rows[0]?.id ?? null;
}

/** The sum of a system account's lines, in paise. */
export async function sumSystemAccount(q: Queryable, code: SystemAccountCode): Promise<number> {
  const rows = await q
    .select({ total: sql<string>`coalesce(sum(${journalLines.amount}), 0)` })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(eq(ledgerAccounts.systemCode, code));
  return Number(rows[0]?.total ?? 0);
}

/** Holds a system account's row until the transaction ends. */
export async function lockSystemAccountRow(tx: Tx, code: SystemAccountCode): Promise<void> {
  await lockRowForUpdate(tx, ledgerAccounts, eq(ledgerAccounts.systemCode, code), { id: ledgerAccounts.id });
}

export function findWalletAccounts(q: Queryable, userId: number) {
  return walletAccounts(q, { userId });
}

// Built once per pool or transaction (lib/prepared.ts): every dashboard and money step reads them.
const walletAccounts = preparedOnce((q) =>
  q
    .select({
      id: ledgerAccounts.id,
      walletType: ledgerAccounts.walletType,
      balance: ledgerAccounts.balance,
      held: ledgerAccounts.held,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.userId, sql.placeholder('userId')))
    .orderBy(asc(ledgerAccounts.walletType)),
);

export async function findWalletAccountById(q: Queryable, accountId: number) {
  const rows = await q
    .select({ balance: ledgerAccounts.balance, held: ledgerAccounts.held })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, accountId));
  return rows[0] ?? null;
}

/** One wallet, locked until the transaction ends: checks that follow cannot interleave. */
export async function lockWalletAccount(tx: Tx, userId: number, walletType: number) {
  return lockRowForUpdate(
    tx,
    ledgerAccounts,
    and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.walletType, walletType)),
    { id: ledgerAccounts.id, balance: ledgerAccounts.balance, held: ledgerAccounts.held },
  );
}

export async function findWalletAccountId(q: Queryable, userId: number, walletType: number) {
  const rows = await q
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.walletType, walletType)));
  return rows[0]?.id ?? null;
}

/**
 * Writes the entry unless its idempotency key exists. Null when it does: the caller answers
 * with the entry that key wrote, and moves no money. On PostgreSQL a parallel insert of the same
 * key waits for the first transaction and then finds the key taken.
 */
export async function insertEntryOnce(
  tx: Tx,
  entry: {
    kind: string;
    idempotencyKey: string;
    fingerprint: string;
    description: string;
    actorId: number | null;
    createdAt?: Date;
  },
) {
  const rows = await tx
    .insert(journalEntries)
    .values(entry)
    .onConflictDoNothing({ target: journalEntries.idempotencyKey })
    .returning({ id: journalEntries.id, createdAt: journalEntries.createdAt });
  return rows[0] ?? null;
}

export async function findEntryByKey(q: Queryable, idempotencyKey: string) {
  const rows = await q
    .select({
      id: journalEntries.id,
      kind: journalEntries.kind,
      fingerprint: journalEntries.fingerprint,
      description: journalEntries.description,
      createdAt: journalEntries.createdAt,
    })
    .from(journalEntries)
    .where(eq(journalEntries.idempotencyKey, idempotencyKey));
  return rows[0] ?? null;
}

export async function insertLines(
  tx: Tx,
  entry: { id: number; createdAt: Date },
  lines: { accountId: number; amount: number }[],
) {
  await tx
    .insert(journalLines)
    .values(lines.map((line) => ({ entryId: entry.id, createdAt: entry.createdAt, ...line })));
}

/**
 * Adds a signed amount to a wallet's balance, refusing (no row) when a debit would take it
 * below what is held: available never goes negative. The CHECK constraint is the backstop.
 */
export async function changeWalletBalance(tx: Tx, accountId: number, amount: number): Promise<boolean> {
  const rows = await tx
    .update(ledgerAccounts)
    .set({ balance: sql`${ledgerAccounts.balance} + ${amount}` })
    .where(
      and(
        eq(ledgerAccounts.id, accountId),
        isNotNull(ledgerAccounts.userId),
        amount < 0 ? sql`${ledgerAccounts.balance} - ${ledgerAccounts.held} >= ${-amount}` : undefined,
      ),
    )
    .returning({ id: ledgerAccounts.id });
  return rows.length > 0;
}

/** Sets money aside on a wallet, only if that much is available. */
export async function increaseHeld(tx: Tx, accountId: number, amount: number): Promise<boolean> {
  const rows = await tx
    .update(ledgerAccounts)
    .set({ held: sql`${ledgerAccounts.held} + ${amount}` })
    .where(
      and(
        eq(ledgerAccounts.id, accountId),
        sql`${ledgerAccounts.balance} - ${ledgerAccounts.held} >= ${amount}`,
      ),
    )
    .returning({ id: ledgerAccounts.id });
  return rows.length > 0;
}

/** Gives back held money: released, or paid out together with the balance (`alsoBalance`). */
export async function decreaseHeld(tx: Tx, accountId: number, amount: number, alsoBalance: boolean) {
  const rows = await tx
    .update(ledgerAccounts)
    .set({
      held: sql`${ledgerAccounts.held} - ${amount}`,
      ...(alsoBalance ? { balance: sql`${ledgerAccounts.balance} - ${amount}` } : {}),
    })
    .where(and(eq(ledgerAccounts.id, accountId), sql`${ledgerAccounts.held} >= ${amount}`))
    .returning({ id: ledgerAccounts.id });
  return rows.length > 0;
}

export async function insertHoldOnce(
  tx: Tx,
  hold: { accountId: number; amount: number; idempotencyKey: string; reference: string },
) {
  const rows = await tx
    .insert(ledgerHolds)
    .values(hold)
    .onConflictDoNothing({ target: ledgerHolds.idempotencyKey })
    .returning({ id: ledgerHolds.id });
  return rows[0]?.id ?? null;
}

export async function findHoldByKey(q: Queryable, idempotencyKey: string) {
  const rows = await q
    .select({ id: ledgerHolds.id, accountId: ledgerHolds.accountId, amount: ledgerHolds.amount })
    .from(ledgerHolds)
    .where(eq(ledgerHolds.idempotencyKey, idempotencyKey));
  return rows[0] ?? null;
}

export const HoldStatus = { Open: 0, Posted: 1, Released: 2 } as const;

/** Closes an open hold (guarded: a hold closes once), answering its account and amount. */
export async function closeHold(tx: Tx, holdId: number, status: 1 | 2, entryId: number | null) {
  const rows = await tx
    .update(ledgerHolds)
    .set({ status, entryId, settledAt: sql`now()` })
    .where(and(eq(ledgerHolds.id, holdId), eq(ledgerHolds.status, HoldStatus.Open)))
    .returning({ accountId: ledgerHolds.accountId, amount: ledgerHolds.amount });
  return rows[0] ?? null;
}

export async function findHold(q: Queryable, holdId: number) {
  const rows = await q
    .select({
      id: ledgerHolds.id,
      accountId: ledgerHolds.accountId,
      amount: ledgerHolds.amount,
      status: ledgerHolds.status,
      reference: ledgerHolds.reference,
    })
    .from(ledgerHolds)
    .where(eq(ledgerHolds.id, holdId));
  return rows[0] ?? null;
}

// ---- a user's history ------------------------------------------------------------------------

export interface HistoryQuery {
  filter: EarningHistoryFilter;
  sortBy?: EarningHistorySortKey;
  sortDir?: SortDirection;
}

function historyConditions(userId: number, filter: EarningHistoryFilter): SQL | undefined {
  return and(
    eq(ledgerAccounts.userId, userId),
    filter.wallet_type ? eq(ledgerAccounts.walletType, filter.wallet_type) : undefined,
    // The journal is read for a kind filter only: otherwise a line's entry stays unread.
    filter.kind
      ? sql`exists (select 1 from ${journalEntries} where ${journalEntries.id} = ${journalLines.entryId} and ${journalEntries.kind} = ${filter.kind})`
      : undefined,
    ...dateRangeConditions(journalLines.createdAt, filter.fromdate, filter.todate),
  );
}

export async function findHistoryLines(
  q: Queryable,
  userId: number,
  query: HistoryQuery,
  page: { offset: number; size: number },
) {
  const direction = query.sortDir === 'asc' ? asc : desc;
  const sortColumn = query.sortBy === 'amount' ? journalLines.amount : journalLines.createdAt;
  // The page's lines first, from the account index alone (it carries amount and entry), then
  // their entries: a user with years of lines is not joined line by line to the journal
  // (docs/decisions/170-a-wallet-statement-over-years.md).
  const lines = q
    .select({
      id: journalLines.id,
      entryId: journalLines.entryId,
      createdAt: journalLines.createdAt,
      walletType: ledgerAccounts.walletType,
      amount: journalLines.amount,
    })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(historyConditions(userId, query.filter))
    .orderBy(direction(sortColumn), direction(journalLines.id))
    .limit(page.size)
    .offset(page.offset)
    .as('page_lines');
  const pageSort = query.sortBy === 'amount' ? lines.amount : lines.createdAt;
  return q
    .select({
      id: lines.id,
      entryId: lines.entryId,
      createdAt: lines.createdAt,
      kind: journalEntries.kind,
      description: journalEntries.description,
      walletType: lines.walletType,
      amount: lines.amount,
      // A paid withdrawal's tax deducted at source: its entry's line on tds_payable, if any.
      taxDeducted: sql<string | null>`(
        select sum(tax.amount) from journal_lines tax
        join ledger_accounts payable on payable.id = tax.account_id and payable.system_code = 'tds_payable'
        where tax.entry_id = ${lines.entryId})`,
    })
    .from(lines)
    .innerJoin(journalEntries, eq(journalEntries.id, lines.entryId))
    .orderBy(direction(pageSort), direction(lines.id));
}

/** Count and per-wallet totals of every line the filters select: a user's own lines only. */
export async function sumHistoryLines(q: Queryable, userId: number, filter: EarningHistoryFilter) {
  return q
    .select({
      walletType: ledgerAccounts.walletType,
      lines: sql<number>`count(*)::int`,
      credits: sql<number>`coalesce(sum(${journalLines.amount}) filter (where ${journalLines.amount} > 0), 0)::bigint`,
      debits: sql<number>`coalesce(sum(${journalLines.amount}) filter (where ${journalLines.amount} < 0), 0)::bigint`,
    })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .where(historyConditions(userId, filter))
    .groupBy(ledgerAccounts.walletType);
}

/** Everything ever credited to a user's wallets (a withdrawal or debit adjustment is not earning). */
export async function sumCredits(q: Queryable, userId: number): Promise<number> {
  const rows = await creditsOfUser(q, { userId });
  return Number(rows[0]?.total ?? 0);
}

const creditsOfUser = preparedOnce((q) =>
  q
    .select({
      total: sql<number>`coalesce(sum(${journalLines.amount}), 0)::bigint`,
    })
    .from(journalLines)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
    .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId))
    .where(
      and(
        eq(ledgerAccounts.userId, sql.placeholder('userId')),
        sql`${journalLines.amount} > 0`,
        inArray(journalEntries.kind, [...EARNED_KINDS]),
      ),
    ),
);

// ---- verification ------------------------------------------------------------------------------

/**
 * Where an incremental check starts (docs/decisions/168-incremental-ledger-check.md): the last clean
 * checkpoint's entry and line, every account's lines up to it summed in its totals. Absent: the
 * whole ledger.
 */
export interface CheckedUpTo {
  checkpointId: number;
  lastEntryId: number;
  lastLineId: number;
}

export async function findUnbalancedEntries(q: Queryable, limit: number, since?: CheckedUpTo) {
  // Since a checkpoint: the new entries, and any older one a new line was added to.
  const changed = since
    ? sql`where e.id > ${since.lastEntryId}
          or e.id in (select entry_id from journal_lines where id > ${since.lastLineId})`
    : sql``;
  return rowsOf<{ id: number; total: number; lines: number }>(
    await q.execute(sql`
      select e.id, coalesce(sum(l.amount), 0)::bigint as total, count(l.id)::int as lines
      from journal_entries e left join journal_lines l on l.entry_id = e.id
      ${changed}
      group by e.id
      having coalesce(sum(l.amount), 0) <> 0 or count(l.id) < 2
      order by e.id limit ${limit}`),
  );
}

export async function findAccountsOffTheirLines(q: Queryable, limit: number, since?: CheckedUpTo) {
  // Since a checkpoint: its totals plus the lines after it, so only the new lines are read.
  const lines = since
    ? sql`select account_id, sum(total) as total from (
            select account_id, lines_total as total from ledger_checkpoint_totals
             where checkpoint_id = ${since.checkpointId}
            union all
            select account_id, sum(amount) from journal_lines where id > ${since.lastLineId} group by account_id
          ) parts group by account_id`
    : sql`select account_id, sum(amount) as total from journal_lines group by account_id`;
  return rowsOf<{ id: number; user_id: number; wallet_type: number; balance: number; lines_total: number }>(
    await q.execute(sql`
      select a.id, a.user_id, a.wallet_type, a.balance::bigint as balance,
             coalesce(l.total, 0)::bigint as lines_total
      from ledger_accounts a
      left join (${lines}) l on l.account_id = a.id
      where a.user_id is not null and a.balance <> coalesce(l.total, 0)
      order by a.id limit ${limit}`),
  );
}

export async function findAccountsOffTheirHolds(q: Queryable, limit: number) {
  return rowsOf<{ id: number; user_id: number; wallet_type: number; held: number; holds_total: number }>(
    await q.execute(sql`
      select a.id, a.user_id, a.wallet_type, a.held::bigint as held, coalesce(h.total, 0)::bigint as holds_total
      from ledger_accounts a
      left join (select account_id, sum(amount) as total from ledger_holds where status = 0 group by account_id) h
        on h.account_id = a.id
      where a.user_id is not null and a.held <> coalesce(h.total, 0)
      order by a.id limit ${limit}`),
  );
}

export async function findNegativeAvailable(q: Queryable, limit: number) {
  return rowsOf<{ id: number; user_id: number; wallet_type: number; balance: number; held: number }>(
    await q.execute(sql`
      select id, user_id, wallet_type, balance::bigint as balance, held::bigint as held
      from ledger_accounts where balance - held < 0 or held < 0
      order by id limit ${limit}`),
  );
}

/**
 * Per promoter level as it is now, of the promoter accounts that existed at `from` (deactivated
 * ones too) but `excludedUserIds`: how many, how many were credited earnings in [from, to), and
 * the median and mean of those earnings per promoter, zeros included (paise).
 */
export async function earningsByLevel(
  q: Queryable,
  {
    from,
    to,
    promoterRole,
    excludedUserIds,
  }: { from: Date; to: Date; promoterRole: number; excludedUserIds: number[] },
) {
  const kinds = sql.join(
    EARNED_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const excluded = excludedUserIds.length
    ? sql`and u.id not in (${sql.join(
        excludedUserIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  return rowsOf<{
    level: number | null;
    promoters: number;
    earners: number;
    median_paise: number;
    mean_paise: number;
  }>(
    await q.execute(sql`
      with earned as (
        select a.user_id, sum(l.amount) as paise
        from journal_lines l
        join ledger_accounts a on a.id = l.account_id
        join journal_entries e on e.id = l.entry_id
        where a.user_id is not null and l.amount > 0
          and l.created_at >= ${from.toISOString()}::timestamptz and l.created_at < ${to.toISOString()}::timestamptz
          and e.kind in (${kinds})
        group by a.user_id
      )
      select u.current_promoter_level as level,
        count(*)::int as promoters,
        count(*) filter (where coalesce(w.paise, 0) > 0)::int as earners,
        percentile_cont(0.5) within group (order by coalesce(w.paise, 0))::float8 as median_paise,
        avg(coalesce(w.paise, 0))::float8 as mean_paise
      from users u left join earned w on w.user_id = u.id
      where u.role = ${promoterRole} and u.created_at < ${from.toISOString()}::timestamptz ${excluded}
      group by u.current_promoter_level
      order by 1 nulls first`),
  );
}

export async function findUsersWithoutAllWallets(q: Queryable, limit: number) {
  return rowsOf<{ id: number; wallets: number }>(
    await q.execute(sql`
      select u.id, count(a.id)::int as wallets
      from users u left join ledger_accounts a on a.user_id = u.id
      group by u.id having count(a.id) <> 3
      order by u.id limit ${limit}`),
  );
}

/**
 * Holds that disagree with what their owners expect. `owners` is the owning module's query
 * (withdrawals: one row per request) answering owner_id, owner_status, hold_id, user_id,
 * wallet_type, amount (paise) and hold_status (the hold status that owner state implies): a hold
 * of another amount, on another wallet or in another state is reported.
 */
export async function findHoldsOffTheirOwners(q: Queryable, owners: SQL, limit: number) {
  return rowsOf<{
    owner_id: number;
    owner_status: number;
    amount: number;
    hold_status: number;
    hold_amount: number;
  }>(
    await q.execute(sql`
      select o.owner_id, o.owner_status, o.amount::bigint as amount,
             h.status as hold_status, h.amount::bigint as hold_amount
      from (${owners}) o
      join ledger_holds h on h.id = o.hold_id
      join ledger_accounts a on a.id = h.account_id
      where h.amount <> o.amount
         or a.user_id <> o.user_id or a.wallet_type <> o.wallet_type
         or h.status <> o.hold_status
      order by o.owner_id limit ${limit}`),
  );
}

/** Paid owners whose hold's entry does not split into their net and tax (see verifyPaidSplits). */
export async function findPaidSplitsOff(q: Queryable, owners: SQL, limit: number) {
  return rowsOf<{
    owner_id: number;
    amount: number;
    net_amount: number;
    tds_amount: number;
    to_bank: number;
    to_tax: number;
  }>(
    await q.execute(sql`
      select o.owner_id, o.amount::bigint as amount, o.net_amount::bigint as net_amount,
             o.tds_amount::bigint as tds_amount,
             coalesce(sum(l.amount) filter (where a.system_code = 'bank_payouts'), 0)::bigint as to_bank,
             coalesce(sum(l.amount) filter (where a.system_code = 'tds_payable'), 0)::bigint as to_tax
      from (${owners}) o
      join ledger_holds h on h.id = o.hold_id
      left join journal_lines l on l.entry_id = h.entry_id
      left join ledger_accounts a on a.id = l.account_id
      group by o.owner_id, o.amount, o.net_amount, o.tds_amount
      having o.net_amount is null or o.tds_amount is null
          or o.amount <> o.net_amount + o.tds_amount
          or coalesce(sum(l.amount) filter (where a.system_code = 'bank_payouts'), 0) <> o.net_amount
          or coalesce(sum(l.amount) filter (where a.system_code = 'tds_payable'), 0) <> o.tds_amount
      order by o.owner_id limit ${limit}`),
  );
}

/** Open holds of `reference` that no owner in `owners` (as above) expects open: money held for nothing. */
export async function findOpenHoldsWithoutOwner(q: Queryable, reference: string, owners: SQL, limit: number) {
  return rowsOf<{ id: number; amount: number }>(
    await q.execute(sql`
      select h.id, h.amount::bigint as amount
      from ledger_holds h
      where h.reference = ${reference} and h.status = 0
        and not exists (select 1 from (${owners}) o where o.hold_id = h.id and o.hold_status = 0)
      order by h.id limit ${limit}`),
  );
}

/** Entries no audit row of `entity` names (every movement writes one with its entry). */
export async function findEntriesWithoutAudit(
  q: Queryable,
  entity: string,
  limit: number,
  since?: CheckedUpTo,
) {
  return rowsOf<{ id: number; kind: string }>(
    await q.execute(sql`
      select e.id, e.kind from journal_entries e
      where e.id > ${since?.lastEntryId ?? 0} and not exists (
        select 1 from audit_logs a
        where a.entity = ${entity} and a.entity_id = e.id::text)
      order by e.id limit ${limit}`),
  );
}

/** Holds with fewer audit rows than their life wrote: one when set aside, one more when released. */
export async function findHoldsWithoutAudit(q: Queryable, entity: string, limit: number) {
  return rowsOf<{ id: number; status: number; audit_rows: number; needed: number }>(
    await q.execute(sql`
      select h.id, h.status, count(a.id)::int as audit_rows,
             (case when h.status = ${HoldStatus.Released} then 2 else 1 end)::int as needed
      from ledger_holds h
      left join audit_logs a on a.entity = ${entity} and a.entity_id = h.id::text
      group by h.id, h.status
      having count(a.id) < case when h.status = ${HoldStatus.Released} then 2 else 1 end
      order by h.id limit ${limit}`),
  );
}

export async function countLedger(q: Queryable) {
  const rows = rowsOf<{ entries: number; accounts: number }>(
    await q.execute(sql`
      select (select count(*) from journal_entries)::int as entries,
             (select count(*) from ledger_accounts)::int as accounts`),
  );
  return rows[0] ?? { entries: 0, accounts: 0 };
}

// ---- checkpoints (docs/decisions/168-incremental-ledger-check.md) ---------------------------------

/**
 * The last entry and line ids, read once every transaction writing them has ended: SHARE mode
 * waits for the writers in flight and holds new ones back until this transaction ends (at once),
 * so every id up to these is committed and, the journal being append-only, final.
 */
export async function fenceIds(tx: Tx): Promise<{ lastEntryId: number; lastLineId: number }> {
  await tx.execute(sql`lock table journal_entries, journal_lines in share mode`);
  const rows = rowsOf<{ last_entry_id: number; last_line_id: number }>(
    await tx.execute(sql`
      select (select coalesce(max(id), 0) from journal_entries)::bigint as last_entry_id,
             (select coalesce(max(id), 0) from journal_lines)::bigint as last_line_id`),
  );
  return { lastEntryId: Number(rows[0]!.last_entry_id), lastLineId: Number(rows[0]!.last_line_id) };
}

export async function findLatestCheckpoint(q: Queryable): Promise<CheckedUpTo | null> {
  const rows = rowsOf<{ id: number; last_entry_id: number; last_line_id: number }>(
    await q.execute(sql`
      select id, last_entry_id, last_line_id from ledger_checkpoints order by id desc limit 1`),
  );
  const row = rows[0];
  return row
    ? {
        checkpointId: Number(row.id),
        lastEntryId: Number(row.last_entry_id),
        lastLineId: Number(row.last_line_id),
      }
    : null;
}

/**
 * Records a clean checkpoint at `fence`: each account's lines up to it, summed from the previous
 * checkpoint's totals and the lines after it (or, after a full check, from every line).
 */
export async function insertCheckpoint(
  tx: Tx,
  fence: { lastEntryId: number; lastLineId: number },
  previous: CheckedUpTo | null,
): Promise<number> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into ledger_checkpoints (last_entry_id, last_line_id, full_check)
      values (${fence.lastEntryId}, ${fence.lastLineId}, ${previous === null}) returning id`),
  );
  const id = Number(rows[0]!.id);
  const lines = previous
    ? sql`select account_id, lines_total as total from ledger_checkpoint_totals
           where checkpoint_id = ${previous.checkpointId}
          union all
          select account_id, sum(amount) from journal_lines
           where id > ${previous.lastLineId} and id <= ${fence.lastLineId} group by account_id`
    : sql`select account_id, sum(amount) as total from journal_lines
           where id <= ${fence.lastLineId} group by account_id`;
  await tx.execute(sql`
    insert into ledger_checkpoint_totals (checkpoint_id, account_id, lines_total)
    select ${id}, account_id, sum(total) from (${lines}) parts group by account_id`);
  // Older checkpoints are no longer read: keep the last two.
  await tx.execute(sql`delete from ledger_checkpoints where id < ${id} - 1`);
  return id;
}

// ---- what the audit log asks of the ledger's records -------------------------------------------

/**
 * The (entity, entity_id) pairs of the ledger's audit rows about one user, as union branches
 * (`union select …`): the holds `holdIds` selects (their owners know them) and the journal
 * entries with a line on the user's wallets.
 */
export function auditRecordsOfUser(
  userId: number,
  holdIds: SQL,
  entities: { entry: string; hold: string },
): SQL {
  return sql`union select ${entities.hold}::text, hold_ids.id from (${holdIds}) as hold_ids (id)
    union select ${entities.entry}::text, ${journalLines.entryId}::text from ${ledgerAccounts}
      join ${journalLines} on ${journalLines.accountId} = ${ledgerAccounts.id}
      where ${ledgerAccounts.userId} = ${userId}`;
}

/** `when` branches of a case naming the user whose hold or entry an audit row names. */
export function auditRecordOwnerCases(
  entity: SQLWrapper,
  id: SQL,
  entities: { entry: string; hold: string },
): SQL {
  return sql`when ${entity} = ${entities.hold} then (select acc.user_id from ${ledgerHolds} h
      join ${ledgerAccounts} acc on acc.id = h.account_id where h.id = ${id})
    when ${entity} = ${entities.entry} then (select min(acc.user_id) from ${journalLines} l
      join ${ledgerAccounts} acc on acc.id = l.account_id where l.entry_id = ${id})`;
}
