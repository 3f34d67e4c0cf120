import { createHash, randomUUID } from 'node:crypto';
import type { walletAdjustmentSchema } from '@portal/shared';
import {
  entryDescriptionOf,
  formatRupees,
  paiseToRupees,
  pageInfoOf,
  Role,
  rupeesToPaise,
  WALLET_TYPES,
  walletName,
  type EarningHistoryQuery,
  type EarningHistoryResponse,
  type LedgerEntryKind,
  type LedgerHealth,
  type Wallet,
  type WalletAdjustmentResult,
  type WalletsResponse,
  type WalletTypeValue,
} from '@portal/shared';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable, Tx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../lib/auth.js';
import { AppError, fieldError } from '../../lib/errors.js';
import * as ledgerRepo from './ledger.repository.js';
import {
  entryProblem,
  inLockOrder,
  splitEarning,
  type SystemAccountCode,
  type SystemEntryKind,
} from './ledger.rules.js';

/**
 * The ledger (docs/product/money.md, Ledger): every movement of money is an entry of lines
 * summing to zero, written in the caller's transaction together with the business change that
 * causes it. Other modules move money only through the functions of this file.
 */

export interface WalletRef {
  userId: number;
  walletType: WalletTypeValue;
}
export type LineTarget = WalletRef | { system: SystemAccountCode };

/** A wallet has less available than a debit or hold needs; nothing was written. */
export class InsufficientFundsError extends AppError {
  constructor(readonly availablePaise: number) {
    super(400, `Not enough money in the wallet: ${formatRupees(paiseToRupees(availablePaise))} available`);
  }
}

/** The idempotency key was used before for a request that asked for something else. */
export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(422, 'This Idempotency-Key was already used for a different request', {
      idempotency_key: ['This Idempotency-Key was already used for a different request'],
    });
  }
}

/**
 * Who moves money and why: every movement writes this audit row in its own transaction
 * (docs/product/roles.md, Audit), so no caller can move money without one. The row names what the
 * ledger wrote, `journal_entries` and the entry's id or `ledger_holds` and the hold's id, and the
 * money health check finds every entry's and hold's rows
 * (docs/decisions/095-every-movement-audited-by-the-ledger.md).
 */
export interface MovementAudit {
  /** The acting user or admin; null for the system (a job, the demo seed). Also the entry's actor. */
  actor: Actor | null;
  /** `<area>.<verb>`, as the other audit rows: `quiz_attempt.confirm`, `withdrawal.pay`. */
  action: string;
  /** The business record and details: `withdrawal_id`, `attempt_id`, amounts in rupees, a reason. */
  after?: Record<string, unknown>;
}

/**
 * What a movement's audit row names (audit_logs.entity): the entry it wrote, or the hold it set
 * aside or released. Not exported: only the ledger names its tables.
 */
const LEDGER_AUDIT_ENTITY = { entry: 'journal_entries', hold: 'ledger_holds' } as const;

function auditEntry(tx: Tx, audit: MovementAudit, entity: 'entry' | 'hold', entityId: number) {
  return writeAudit(tx, {
    actor: audit.actor,
    action: audit.action,
    entity: LEDGER_AUDIT_ENTITY[entity],
    entityId,
    after: audit.after,
  });
}

export interface EntryInput {
  kind: LedgerEntryKind | SystemEntryKind;
  description: string;
  /** Unique per movement (`adjustment:…`, `quiz:…`, `withdrawal:42:complete`): a repeat moves nothing. */
  idempotencyKey: string;
  /** What the request asked for; a repeat of the key asking for something else is refused. */
  fingerprint: string;
  /** The movement's audit row, written with the entry; a replayed key writes none (nothing moved). */
  audit: MovementAudit;
  /**
   * When the movement happened: the caller's clock, so an earning confirmed at an injected time
   * (tests, the demo seed's past days) is dated that day. Defaults to the database's now.
   */
  at?: Date;
}

export interface PostedEntry {
  entryId: number;
  createdAt: Date;
  /** True when the key had been used: the first entry is answered and no money moved now. */
  replayed: boolean;
}

/** A short, stable digest of what a request asked for (the entry's fingerprint). */
export function fingerprintOf(value: unknown): string {
  return createHash('sha256').update(JSON.stringify(value)).digest('hex');
}

/** The three wallets of a new account, in the transaction that creates it. */
export async function openWallets(tx: Tx, userId: number): Promise<void> {
  await ledgerRepo.insertWalletAccounts(tx, userId, WALLET_TYPES);
}

async function accountIdOf(q: Queryable, target: LineTarget): Promise<number> {
  const id =
    'system' in target
      ? await ledgerRepo.findSystemAccountId(q, target.system)
      : await ledgerRepo.findWalletAccountId(q, target.userId, target.walletType);
  if (id === null) throw new Error(`No ledger account for ${JSON.stringify(target)}`);
  return id;
}

async function availableOf(q: Queryable, accountId: number): Promise<number> {
  const row = await ledgerRepo.findWalletAccountById(q, accountId);
  return row ? row.balance - row.held : 0;
}

function replayOf(tx: Tx, entry: EntryInput) {
  return ledgerRepo.findEntryByKey(tx, entry.idempotencyKey).then((existing) => {
    if (!existing) throw new Error(`Entry ${entry.idempotencyKey} vanished`);
    if (existing.fingerprint !== entry.fingerprint) throw new IdempotencyKeyReusedError();
    return { entryId: existing.id, createdAt: existing.createdAt, replayed: true };
  });
}

/**
 * Writes one balanced entry and applies its lines to the wallets, or, when its key was used
 * before, answers that entry and moves nothing. A wallet line that would take available below
 * zero refuses the whole entry (InsufficientFundsError). It runs in a savepoint of the caller's
 * transaction, so a refused entry leaves nothing behind even if the caller goes on.
 */
export async function post(
  tx: Tx,
  entry: EntryInput & { lines: { target: LineTarget; amount: number }[] },
): Promise<PostedEntry> {
  const problem = entryProblem(entry.lines);
  if (problem) throw new Error(`Unbalanced entry ${entry.idempotencyKey}: ${problem}`);
  return tx.transaction(async (sp) => {
    const written = await ledgerRepo.insertEntryOnce(sp, {
      kind: entry.kind,
      idempotencyKey: entry.idempotencyKey,
      fingerprint: entry.fingerprint,
      description: entry.description,
      actorId: entry.audit.actor?.id ?? null,
      createdAt: entry.at,
    });
    if (!written) return replayOf(sp, entry);
    // One statement at a time: a transaction is one connection.
    const lines: { accountId: number; amount: number; isWallet: boolean }[] = [];
    for (const line of entry.lines)
      lines.push({
        accountId: await accountIdOf(sp, line.target),
        amount: line.amount,
        isWallet: !('system' in line.target),
      });
    for (const line of inLockOrder(lines.filter((candidate) => candidate.isWallet))) {
      if (!(await ledgerRepo.changeWalletBalance(sp, line.accountId, line.amount)))
        throw new InsufficientFundsError(await availableOf(sp, line.accountId));
    }
    await ledgerRepo.insertLines(
      sp,
      written,
      lines.map(({ accountId, amount }) => ({ accountId, amount })),
    );
    await auditEntry(sp, entry.audit, 'entry', written.id);
    return { entryId: written.id, createdAt: written.createdAt, replayed: false };
  });
}

/** Money into a wallet from a system account. */
export function credit(
  tx: Tx,
  input: EntryInput & { to: WalletRef; from: SystemAccountCode; amount: number },
): Promise<PostedEntry> {
  requirePositive(input.amount);
  return post(tx, {
    ...input,
    lines: [
      { target: input.to, amount: input.amount },
      { target: { system: input.from }, amount: -input.amount },
    ],
  });
}

/** Money out of a wallet to a system account, never below what is available. */
export function debit(
  tx: Tx,
  input: EntryInput & { from: WalletRef; to: SystemAccountCode; amount: number },
): Promise<PostedEntry> {
  requirePositive(input.amount);
  return post(tx, {
    ...input,
    lines: [
      { target: input.from, amount: -input.amount },
      { target: { system: input.to }, amount: input.amount },
    ],
  });
}

function requirePositive(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`Amount must be positive paise: ${amount}`);
}

/**
 * Sets an amount aside on a wallet (a withdrawal request): it stays in the balance but is no
 * longer available. Answers the hold's id; the same key again answers the same hold, and the same
 * key for another wallet or amount is refused (IdempotencyKeyReusedError). On PostgreSQL a
 * parallel hold of the same key waits for the first transaction and then finds it here.
 */
export async function hold(
  tx: Tx,
  input: {
    wallet: WalletRef;
    amount: number;
    idempotencyKey: string;
    reference: string;
    /** Written when the hold is made; a replayed key writes none. */
    audit: MovementAudit;
  },
): Promise<number> {
  requirePositive(input.amount);
  return tx.transaction(async (sp) => {
    const accountId = await accountIdOf(sp, input.wallet);
    const holdId = await ledgerRepo.insertHoldOnce(sp, {
      accountId,
      amount: input.amount,
      idempotencyKey: input.idempotencyKey,
      reference: input.reference,
    });
    if (holdId === null) {
      const earlier = await ledgerRepo.findHoldByKey(sp, input.idempotencyKey);
      if (!earlier) throw new Error(`Hold ${input.idempotencyKey} vanished`);
      if (earlier.accountId !== accountId || earlier.amount !== input.amount)
        throw new IdempotencyKeyReusedError();
      return earlier.id;
    }
    if (!(await ledgerRepo.increaseHeld(sp, accountId, input.amount)))
      throw new InsufficientFundsError(await availableOf(sp, accountId));
    await auditEntry(sp, input.audit, 'hold', holdId);
    return holdId;
  });
}

/**
 * Pays a held amount out of its wallet to system accounts (a completed withdrawal: the net to
 * bank payouts, the tax deducted to tds_payable): one entry, and the hold closes. The parts must
 * add up to the hold; a part of nothing writes no line. A hold closes once; posting a closed one
 * is a programming error.
 */
export async function postHold(
  tx: Tx,
  input: EntryInput & { holdId: number; to: { system: SystemAccountCode; amount: number }[] },
): Promise<PostedEntry> {
  const parts = input.to.filter((part) => part.amount !== 0);
  if (parts.some((part) => !Number.isSafeInteger(part.amount) || part.amount < 0))
    throw new Error(`Hold ${input.holdId}: every part must be whole positive paise`);
  return tx.transaction(async (sp) => {
    const held = await ledgerRepo.findHold(sp, input.holdId);
    if (!held) throw new Error(`No hold ${input.holdId}`);
    const written = await ledgerRepo.insertEntryOnce(sp, {
      kind: input.kind,
      idempotencyKey: input.idempotencyKey,
      fingerprint: input.fingerprint,
      description: input.description,
      actorId: input.audit.actor?.id ?? null,
      createdAt: input.at,
    });
    if (!written) return replayOf(sp, input);
    const closed = await ledgerRepo.closeHold(sp, input.holdId, ledgerRepo.HoldStatus.Posted, written.id);
    if (!closed) throw new Error(`Hold ${input.holdId} is not open`);
    const paid = parts.reduce((sum, part) => sum + part.amount, 0);
    if (paid !== closed.amount)
      throw new Error(`Hold ${input.holdId} of ${closed.amount} paise paid out as ${paid}`);
    if (!(await ledgerRepo.decreaseHeld(sp, closed.accountId, closed.amount, true)))
      throw new Error(`Hold ${input.holdId} exceeds what its wallet holds`);
    const lines = [{ accountId: closed.accountId, amount: -closed.amount }];
    for (const part of parts)
      lines.push({ accountId: await accountIdOf(sp, { system: part.system }), amount: part.amount });
    await ledgerRepo.insertLines(sp, written, lines);
    await auditEntry(sp, input.audit, 'entry', written.id);
    return { entryId: written.id, createdAt: written.createdAt, replayed: false };
  });
}

/**
 * Frees a held amount (a rejected withdrawal): available again, no entry (no money moved); the
 * hold's second audit row says who released it.
 */
export async function releaseHold(tx: Tx, input: { holdId: number; audit: MovementAudit }): Promise<void> {
  const { holdId } = input;
  const closed = await ledgerRepo.closeHold(tx, holdId, ledgerRepo.HoldStatus.Released, null);
  if (!closed) throw new Error(`Hold ${holdId} is not open`);
  if (!(await ledgerRepo.decreaseHeld(tx, closed.accountId, closed.amount, false)))
    throw new Error(`Hold ${holdId} exceeds what its wallet holds`);
  await auditEntry(tx, input.audit, 'hold', holdId);
}

/**
 * Money from one system account to another (a tax deposit: tds_payable to tds_deposited). The
 * caller holds `lockSystemAccount(from)` and has checked its balance.
 */
export function transfer(
  tx: Tx,
  input: EntryInput & { from: SystemAccountCode; to: SystemAccountCode; amount: number },
): Promise<PostedEntry> {
  requirePositive(input.amount);
  return post(tx, {
    ...input,
    lines: [
      { target: { system: input.from }, amount: -input.amount },
      { target: { system: input.to }, amount: input.amount },
    ],
  });
}

/**
 * A system account's balance in paise: the sum of its lines (system accounts keep no running
 * total). For `tds_payable`, the tax deducted and not yet deposited.
 */
export function systemBalance(q: Queryable, code: SystemAccountCode): Promise<number> {
  return ledgerRepo.sumSystemAccount(q, code);
}

/**
 * Locks a system account's row until the transaction ends and answers its balance: money taken
 * out of it (a deposit) is checked against what it holds, one taker at a time.
 */
export async function lockSystemAccount(tx: Tx, code: SystemAccountCode): Promise<number> {
  await ledgerRepo.lockSystemAccountRow(tx, code);
  return ledgerRepo.sumSystemAccount(tx, code);
}

/**
 * Locks one wallet until the transaction ends, and answers it in paise: a check that must not
 * interleave with another request's (a withdrawal's cool-down) runs after this.
 */
export async function lockWallet(tx: Tx, wallet: WalletRef) {
  const row = await ledgerRepo.lockWalletAccount(tx, wallet.userId, wallet.walletType);
  if (!row) throw new Error(`No wallet ${wallet.walletType} for user ${wallet.userId}`);
  return { balance: row.balance, held: row.held, available: row.balance - row.held };
}

/** A user's wallets in paise, in wallet order. */
export async function findWallets(q: Queryable, userId: number) {
  const rows = await ledgerRepo.findWalletAccounts(q, userId);
  return rows.map((row) => ({
    walletType: row.walletType as WalletTypeValue,
    balance: row.balance,
    held: row.held,
    available: row.balance - row.held,
  }));
}

function toWallet(row: { walletType: number; balance: number; held: number; available: number }): Wallet {
  return {
    wallet_type: row.walletType,
    name: walletName(row.walletType),
    balance: paiseToRupees(row.balance),
    held: paiseToRupees(row.held),
    available: paiseToRupees(row.available),
  };
}

/** A user's three wallets in rupees, as the API answers them. */
export async function listWallets(q: Queryable, userId: number): Promise<Wallet[]> {
  return (await findWallets(q, userId)).map(toWallet);
}

/** GET wallets: the caller's three wallets in rupees. */
export async function getWallets({ db, actor }: { db: Database; actor: Actor }): Promise<WalletsResponse> {
  return { wallets: await listWallets(db, actor.id) };
}

/** What a user has earned in all: every credit of earning or adjustment, in paise. */
export function totalEarned(q: Queryable, userId: number): Promise<number> {
  return ledgerRepo.sumCredits(q, userId);
}

/**
 * Per promoter level, the earnings credited in a window (docs/decisions/174-what-promoters-earn.md):
 * the counts and paise the public disclosure is made of.
 */
export async function earningsByLevel(
  q: Queryable,
  window: { from: Date; to: Date; excludedUserIds: number[] },
): Promise<
  { level: number | null; promoters: number; earners: number; medianPaise: number; meanPaise: number }[]
> {
  const rows = await ledgerRepo.earningsByLevel(q, { ...window, promoterRole: Role.User });
  return rows.map((row) => ({
    level: row.level === null ? null : Number(row.level),
    promoters: Number(row.promoters),
    earners: Number(row.earners),
    medianPaise: Number(row.median_paise ?? 0),
    meanPaise: Number(row.mean_paise ?? 0),
  }));
}

/**
 * POST wallet-adjustments (super admin): support corrects a balance. A positive amount credits
 * from the adjustments account, a negative one debits to it, never below what is available.
 * The Idempotency-Key header makes a retry safe: the same key answers the first adjustment.
 */
export async function adjustWallet({
  db,
  actor,
  input,
  idempotencyKey,
}: {
  db: Database;
  actor: Actor;
  input: z.output<typeof walletAdjustmentSchema>;
  idempotencyKey?: string;
}): Promise<WalletAdjustmentResult> {
  const amount = rupeesToPaise(input.amount);
  const wallet: WalletRef = { userId: input.user_id, walletType: input.wallet_type };
  if ((await ledgerRepo.findWalletAccountId(db, wallet.userId, wallet.walletType)) === null)
    throw fieldError('user_id', 'No such user');
  const entry: EntryInput = {
    kind: 'adjustment',
    description: input.reason,
    idempotencyKey: `adjustment:${actor.id}:${idempotencyKey ?? randomUUID()}`,
    fingerprint: fingerprintOf({ ...wallet, amount, reason: input.reason }),
    audit: {
      actor,
      action: 'wallet.adjust',
      after: {
        user_id: wallet.userId,
        wallet_type: wallet.walletType,
        amount: input.amount,
        reason: input.reason,
      },
    },
  };
  const posted = await withTransaction(db, async (tx) => {
    try {
      return amount > 0
        ? await credit(tx, { ...entry, to: wallet, from: 'adjustments', amount })
        : await debit(tx, { ...entry, from: wallet, to: 'adjustments', amount: -amount });
    } catch (error) {
      if (error instanceof InsufficientFundsError) {
        throw fieldError(
          'amount',
          `The debit is more than the wallet's available ${formatRupees(paiseToRupees(error.availablePaise))}`,
        );
      }
      throw error;
    }
  });
  return {
    id: posted.entryId,
    user_id: wallet.userId,
    wallet_type: wallet.walletType,
    amount: input.amount,
    reason: input.reason,
    created_at: posted.createdAt.toISOString(),
  };
}

/** GET earning-histories: the caller's ledger lines, with per-wallet totals of the whole selection. */
export async function listEarningHistory({
  db,
  actor,
  query,
}: {
  db: Database;
  actor: Actor;
  query: EarningHistoryQuery;
}): Promise<EarningHistoryResponse> {
  const filter = query.search_param ?? {};
  const historyQuery = { filter, sortBy: query.sortBy, sortDir: query.sortDir };
  const [rows, sums] = await Promise.all([
    ledgerRepo.findHistoryLines(db, actor.id, historyQuery, {
      offset: (query.page_number - 1) * query.page_size,
      size: query.page_size,
    }),
    ledgerRepo.sumHistoryLines(db, actor.id, filter),
  ]);
  const total = sums.reduce((count, sum) => count + sum.lines, 0);
  return {
    data: rows.map((row) => ({
      id: row.id,
      entry_id: row.entryId,
      created_at: row.createdAt.toISOString(),
      kind: row.kind,
      description: row.description,
      description_parts: entryDescriptionOf(row.kind, row.description),
      wallet_type: row.walletType ?? 0,
      amount: paiseToRupees(row.amount),
      tax_deducted: row.kind === 'withdrawal' ? paiseToRupees(Number(row.taxDeducted ?? 0)) : null,
    })),
    pageInfo: pageInfoOf(total, query.page_number, query.page_size),
    totals: sums
      .filter((sum) => sum.walletType !== null)
      .sort((a, b) => a.walletType! - b.walletType!)
      .map((sum) => ({
        wallet_type: sum.walletType!,
        credits: paiseToRupees(sum.credits),
        debits: paiseToRupees(sum.debits),
        net: paiseToRupees(sum.credits + sum.debits),
      })),
  };
}

/** How many of each discrepancy a report lists before it says "and more". */
const REPORT_LIMIT = 20;

/**
 * The ledger's own invariants (docs/product/money.md, Verification): balanced entries, wallet
 * balances equal to their lines, held amounts equal to their open holds, no negative available
 * balance, three wallets per account, an audit row for every entry and hold. The withdrawals
 * module adds its holds check.
 */
export async function verifyLedger(
  q: Queryable,
  since?: ledgerRepo.CheckedUpTo,
): Promise<Omit<LedgerHealth, 'checked_at' | 'ok'>> {
  const problems: LedgerHealth['problems'] = [];
  const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
  for (const row of await ledgerRepo.findUnbalancedEntries(q, REPORT_LIMIT, since))
    problems.push({
      check: 'unbalanced entry',
      detail: `entry ${row.id}: ${row.lines} line(s) summing to ${rupees(row.total)}`,
    });
  for (const row of await ledgerRepo.findAccountsOffTheirLines(q, REPORT_LIMIT, since))
    problems.push({
      check: 'balance differs from its lines',
      detail: `user ${row.user_id} ${walletName(row.wallet_type)}: balance ${rupees(row.balance)}, lines ${rupees(row.lines_total)}`,
    });
  for (const row of await ledgerRepo.findAccountsOffTheirHolds(q, REPORT_LIMIT))
    problems.push({
      check: 'held differs from its open holds',
      detail: `user ${row.user_id} ${walletName(row.wallet_type)}: held ${rupees(row.held)}, open holds ${rupees(row.holds_total)}`,
    });
  for (const row of await ledgerRepo.findNegativeAvailable(q, REPORT_LIMIT))
    problems.push({
      check: 'negative available balance',
      detail: `user ${row.user_id} ${walletName(row.wallet_type)}: balance ${rupees(row.balance)}, held ${rupees(row.held)}`,
    });
  for (const row of await ledgerRepo.findUsersWithoutAllWallets(q, REPORT_LIMIT))
    problems.push({ check: 'missing wallets', detail: `user ${row.id} has ${row.wallets} of 3 wallets` });
  for (const row of await ledgerRepo.findEntriesWithoutAudit(
    q,
    LEDGER_AUDIT_ENTITY.entry,
    REPORT_LIMIT,
    since,
  ))
    problems.push({
      check: 'entry without its audit row',
      detail: `entry ${row.id} (${row.kind}) has no audit row naming it`,
    });
  for (const row of await ledgerRepo.findHoldsWithoutAudit(q, LEDGER_AUDIT_ENTITY.hold, REPORT_LIMIT))
    problems.push({
      check: 'hold without its audit rows',
      detail: `hold ${row.id} (status ${row.status}) has ${row.audit_rows} audit row(s), needs ${row.needed}`,
    });
  const counts = await ledgerRepo.countLedger(q);
  return { entries: counts.entries, accounts: counts.accounts, problems };
}

export type { CheckedUpTo } from './ledger.repository.js';

/**
 * Where a ledger check may stop (docs/decisions/168-incremental-ledger-check.md): the last entry and
 * line once every transaction writing the journal has ended, so everything up to them is final.
 */
export function fenceLedger(db: Database): Promise<{ lastEntryId: number; lastLineId: number }> {
  return withTransaction(db, (tx) => ledgerRepo.fenceIds(tx));
}

/** The last clean checkpoint, where an incremental check starts; null before the first. */
export function latestLedgerCheckpoint(q: Queryable): Promise<ledgerRepo.CheckedUpTo | null> {
  return ledgerRepo.findLatestCheckpoint(q);
}

/** Records a clean check up to `fence`, starting from `previous` (null: it was a full check). */
export function recordLedgerCheckpoint(
  db: Database,
  fence: { lastEntryId: number; lastLineId: number },
  previous: ledgerRepo.CheckedUpTo | null,
): Promise<number> {
  return withTransaction(db, (tx) => ledgerRepo.insertCheckpoint(tx, fence, previous));
}

/**
 * The holds of `reference` checked against their owners (docs/product/money.md, Verification):
 * each owner's hold has its amount, wallet and the state the owner implies, and no open hold
 * lacks an owner expecting it open. `owners` is the owning module's query, as
 * `findHoldsOffTheirOwners` describes; the ledger reads the holds, the owner never names them.
 */
export async function verifyHoldOwners(q: Queryable, reference: string, owners: SQL) {
  return {
    offTheirOwners: await ledgerRepo.findHoldsOffTheirOwners(q, owners, REPORT_LIMIT),
    withoutOwner: await ledgerRepo.findOpenHoldsWithoutOwner(q, reference, owners, REPORT_LIMIT),
  };
}

/**
 * Paid holds whose entry does not split as their owner says (docs/decisions/178-tax-at-source.md):
 * `owners` yields owner_id, hold_id, amount (gross), net_amount and tds_amount of paid owners;
 * each must have gross = net + tax, the net on bank payouts and the tax on tds_payable.
 */
export function verifyPaidSplits(q: Queryable, owners: SQL) {
  return ledgerRepo.findPaidSplitsOff(q, owners, REPORT_LIMIT);
}

/** The hold a key made, if any (a retried request finds what its first try set aside). */
export async function findHoldIdByKey(q: Queryable, idempotencyKey: string): Promise<number | null> {
  return (await ledgerRepo.findHoldByKey(q, idempotencyKey))?.id ?? null;
}

/**
 * A payout split into its Grow share (rounded down to the paisa) and the Cash rest
 * (docs/product/money.md, Earning per promotion video).
 */
export function splitPayout(totalPaise: number, growPercent?: number) {
  return splitEarning(totalPaise, growPercent);
}

/**
 * The ledger's part of the audit log's target-user filter (docs/decisions/184-audit-log-on-screen.md),
 * as SQL the audit log composes: the ledger's audit rows about a user (the holds `holdIds` selects,
 * the entries on their wallets), and the user an audit row about a hold or entry belongs to.
 */
export const auditRecordsSql = {
  ofUser: (userId: number, holdIds: SQL) =>
    ledgerRepo.auditRecordsOfUser(userId, holdIds, LEDGER_AUDIT_ENTITY),
  ownerCases: (entity: SQLWrapper, id: SQL) =>
    ledgerRepo.auditRecordOwnerCases(entity, id, LEDGER_AUDIT_ENTITY),
};
