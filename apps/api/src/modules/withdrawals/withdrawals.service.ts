import { randomUUID } from 'node:crypto';
import {
  financialPeriod,
  financialYearOf,
  formatRupees,
  indiaDate,
  paiseToRupees,
  pageInfoOf,
  rupeesToPaise,
  WALLET_TYPES,
  withdrawalEntryDescription,
  WithdrawStatus,
  type LedgerHealth,
  type FraudSignal,
  type ListResponse,
  type PayoutMethod,
  type TdsRegisterRow,
  type WalletTypeValue,
  type WithdrawBulkResult,
  type WithdrawHistoryRow,
  type withdrawBulkUpdateSchema,
  type withdrawHistoryQuerySchema,
  type withdrawListQuerySchema,
  type withdrawRequestSchema,
  type WithdrawRow,
  type WithdrawRulesResponse,
  type withdrawStatusUpdateSchema,
} from '@portal/shared';
import type { z } from 'zod';
import type { Database, Queryable, Tx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { violatedUniqueConstraint } from '../../db/unique-violations.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../lib/auth.js';
import { AppError, badRequest, fieldError, notFound, validationError } from '../../lib/errors.js';
import type { WorkbookFile } from '../../lib/excel.js';
import { exportInBatches, readListPage } from '../../lib/list-page.js';
import type { TotalCounter } from '../../lib/list-totals.js';
import * as bankService from '../bank-details/bank-details.service.js';
import * as fraudService from '../fraud/fraud.service.js';
import * as ledgerService from '../ledger/ledger.service.js';
import * as notificationsService from '../notifications/notifications.service.js';
import * as settingsService from '../settings/settings.service.js';
import {
  WITHDRAWALS_EXPORT_BATCH,
  WITHDRAWALS_EXPORT_COLUMNS,
  WITHDRAWALS_EXPORT_FILE,
  WITHDRAWALS_EXPORT_SHEET,
} from './withdrawals.export.js';
import * as withdrawalsRepo from './withdrawals.repository.js';
import { deductionFor } from './tds.rules.js';
import {
  coolDownWindowStart,
  nextRequestDate,
  payoutCsv,
  refusedTransitionMessage,
  requestProblems,
  TRANSITIONS_FROM,
  type TargetStatus,
} from './withdrawals.rules.js';

/**
 * Withdrawals (docs/product/money.md, Withdrawals): a request holds its amount on the wallet;
 * an admin processes, completes (the hold is paid out to the bank) or rejects it (the hold is
 * released). Each step is one guarded change in one transaction with its ledger movement.
 */

type RequestInput = z.output<typeof withdrawRequestSchema>;
type HistoryQuery = z.output<typeof withdrawHistoryQuerySchema>;
type ListQuery = z.output<typeof withdrawListQuerySchema>;

/** What holds a withdrawal's amount (ledger_holds.reference). */
const HOLD_REFERENCE = 'withdrawal';

const NO_BANK_DETAILS = 'Save your bank details in Profile Settings before requesting a withdrawal';
const NO_PAN = 'Add your PAN to your bank details in Profile Settings before your first withdrawal';

function toHistoryRow(row: withdrawalsRepo.WithdrawalRecord): WithdrawHistoryRow {
  return {
    id: row.id,
    wallet_type: row.walletType,
    amount: paiseToRupees(row.amount),
    status: row.status,
    reason: row.reason,
    request_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    payout_method: row.payoutMethod as PayoutMethod,
    bank_name: row.bankName,
    acc_no_last4: row.accNo?.slice(-4) ?? null,
    upi_id: row.upiId,
    ...deductionView(row),
  };
}

/** The tax deducted and the net paid, once fixed (docs/decisions/178-tax-at-source.md); null before. */
function deductionView(row: withdrawalsRepo.WithdrawalRecord) {
  const fixed = row.tdsDeductedAt !== null;
  return {
    tds_amount: fixed ? paiseToRupees(row.tdsAmount!) : null,
    tds_rate: fixed ? row.tdsRateBp! / 100 : null,
    tds_section: row.tdsSection,
    net_amount: fixed ? paiseToRupees(row.netAmount!) : null,
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

function toRow(row: withdrawalsRepo.WithdrawalListRow, fraudSignals: FraudSignal[] = []): WithdrawRow {
  return {
    id: row.id,
    status: row.status,
    wallet_type: row.walletType,
    amount: paiseToRupees(row.amount),
    request_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    reason: row.reason,
    user: {
      id: row.userId,
      username: row.username,
      first_name: row.firstName,
      last_name: row.lastName,
      mobile: row.mobile,
      city: row.city,
      district: row.district,
      state: row.state,
      pin_code: row.pinCode,
      current_promoter_level: row.currentPromoterLevel ?? 0,
    },
    bank_detail: {
      id: row.bankDetailId,
      account_holder: row.accountHolder,
      payout_method: row.payoutMethod as PayoutMethod,
      bank_name: row.bankName,
      acc_no: row.accNo,
      ifsc_code: row.ifscCode,
      branch_name: row.branchName,
      upi_id: row.upiId,
    },
    fraud_signals: fraudSignals,
    ...deductionView(row),
  };
}

/**
 * The rows with their requesters' fraud signals (docs/decisions/186-fraud-signals.md): one query
 * whatever their number.
 */
async function withSignals(q: Queryable, rows: readonly withdrawalsRepo.WithdrawalListRow[]) {
  const signals = await fraudService.signalsOf(
    q,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => toRow(row, signals.get(row.userId)));
}

/**
 * Before money leaves for these requests, their payees' signals computed afresh
 * (docs/decisions/186-fraud-signals.md): the hold reads what is true now.
 */
async function refreshPayeeSignals(db: Database, ids: readonly number[]): Promise<void> {
  const requests = await withdrawalsRepo.findWithdrawalsByIds(db, [...ids]);
  const { values } = await settingsService.getSettings(db);
  await fraudService.refreshSignals({
    db,
    userIds: requests.map((request) => request.userId),
    thresholds: values.fraud,
  });
}

/**
 * POST withdraws. The wallet is locked first, so of parallel requests each sees the ones before
 * it: the cool-down and the available balance hold however many arrive at once. The amount is
 * held in the same transaction as the request is written.
 */
export async function requestWithdrawal({
  db,
  actor,
  input,
  idempotencyKey,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  input: RequestInput;
  /**
   * A retry with the same key answers the first request and holds nothing more
   * (docs/product/money.md, Ledger).
   */
  idempotencyKey?: string;
  now?: Date;
}): Promise<WithdrawHistoryRow> {
  const amount = rupeesToPaise(input.amount);
  const wallet = { userId: actor.id, walletType: input.wallet_type };
  const settings = await settingsService.getSettings(db);
  const rule = settingsService.withdrawalRuleOf(settings, input.wallet_type);
  const bank = await bankService.findBankAccount(db, actor.id);
  if (!bank) throw fieldError('bank_detail', NO_BANK_DETAILS);
  // docs/decisions/175-pan-on-bank-details.md: the operator may require a PAN before any withdrawal.
  if (settings.values.pan_required_for_withdrawal && !bank.pan) throw fieldError('bank_detail', NO_PAN);
  const holdKey = `withdrawal:${actor.id}:${idempotencyKey ?? randomUUID()}`;
  const asked = { amount, walletType: input.wallet_type };
  const row = await withTransaction(db, async (tx) => {
    const balance = await ledgerService.lockWallet(tx, wallet);
    if (idempotencyKey) {
      const earlier = await earlierRequestOf(tx, holdKey, asked);
      if (earlier) return earlier;
    }
    const since = coolDownWindowStart(indiaDate(now), rule.cooldownDays);
    const recent = since
      ? await withdrawalsRepo.findLatestActiveRequest(tx, actor.id, input.wallet_type, since)
      : null;
    const problems = requestProblems({
      amount,
      walletType: input.wallet_type,
      minPaise: rule.minPaise,
      cooldownDays: rule.cooldownDays,
      available: balance.available,
      blockedUntil: recent ? nextRequestDate(recent.createdAt, rule.cooldownDays, now) : null,
    });
    if (Object.keys(problems).length > 0) throw validationError(problems);
    const holdId = await ledgerService.hold(tx, {
      wallet,
      amount,
      idempotencyKey: holdKey,
      reference: HOLD_REFERENCE,
      // The request's own row (withdrawal.request, below) names the withdrawal, made after its hold.
      audit: {
        actor,
        action: 'withdrawal.hold',
        after: { wallet_type: input.wallet_type, amount: input.amount },
      },
    });
    const created = await withdrawalsRepo.insertWithdrawal(tx, {
      userId: actor.id,
      walletType: input.wallet_type,
      amount,
      holdId,
      bankDetailId: bank.id,
      accountHolder: bank.accountHolder,
      payoutMethod: bank.payoutMethod,
      accNo: bank.accNo,
      ifscCode: bank.ifscCode,
      bankName: bank.bankName,
      branchName: bank.branchName,
      upiId: bank.upiId,
    });
    await writeAudit(tx, {
      actor,
      action: 'withdrawal.request',
      entity: 'withdrawals',
      entityId: created.id,
      after: { wallet_type: input.wallet_type, amount: input.amount, status: WithdrawStatus.Pending },
    });
    return created;
  }).catch(async (error: unknown) => {
    // The wallet lock orders requests of one wallet; two wallets racing with one key meet only at
    // a unique index. The first has committed by then: answer it, or refuse the other request.
    if (!idempotencyKey || violatedUniqueConstraint(error) === null) throw error;
    const earlier = await earlierRequestOf(db, holdKey, asked);
    if (!earlier) throw error;
    return earlier;
  });
  await fraudService.refreshSignals({ db, userIds: [actor.id], thresholds: settings.values.fraud });
  return toHistoryRow(row);
}

/**
 * The request an Idempotency-Key made before, if any: a retry is answered with it, and the key
 * reused for another wallet or amount is refused (docs/product/money.md, Ledger).
 */
async function earlierRequestOf(
  q: Queryable,
  holdKey: string,
  asked: { amount: number; walletType: number },
): Promise<withdrawalsRepo.WithdrawalRecord | null> {
  const holdId = await ledgerService.findHoldIdByKey(q, holdKey);
  const earlier = holdId === null ? null : await withdrawalsRepo.findWithdrawalByHoldId(q, holdId);
  if (earlier && (earlier.amount !== asked.amount || earlier.walletType !== asked.walletType))
    throw new ledgerService.IdempotencyKeyReusedError();
  return earlier;
}

/** GET withdraw-rules: per wallet, the minimum, the cool-down and when the next request may be made. */
export async function getWithdrawRules({
  db,
  actor,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  now?: Date;
}): Promise<WithdrawRulesResponse> {
  const [settings, wallets, bank] = await Promise.all([
    settingsService.getSettings(db),
    ledgerService.findWallets(db, actor.id),
    bankService.findBankAccount(db, actor.id),
  ]);
  const rules = await Promise.all(
    WALLET_TYPES.map(async (walletType) => {
      const rule = settingsService.withdrawalRuleOf(settings, walletType);
      const wallet = wallets.find((candidate) => candidate.walletType === walletType);
      const latest = await withdrawalsRepo.findLatestActiveRequest(db, actor.id, walletType);
      return {
        wallet_type: walletType,
        min_amount: paiseToRupees(rule.minPaise),
        cooldown_days: rule.cooldownDays,
        available: paiseToRupees(wallet?.available ?? 0),
        held: paiseToRupees(wallet?.held ?? 0),
        next_request_date: nextRequestDate(latest?.createdAt ?? null, rule.cooldownDays, now),
      };
    }),
  );
  return { rules, has_bank_details: bank !== null };
}

/** GET withdraw-histories: the caller's own requests (a user's list is small: counted exactly). */
export async function listOwnWithdrawals({
  db,
  actor,
  query,
}: {
  db: Database;
  actor: Actor;
  query: HistoryQuery;
}): Promise<ListResponse<WithdrawHistoryRow>> {
  const listQuery: withdrawalsRepo.WithdrawalListQuery = {
    userId: actor.id,
    filter: query.search_param ?? {},
    sortBy: query.sortBy,
    sortDir: query.sortDir,
  };
  const offset = (query.page_number - 1) * query.page_size;
  const [rows, total] = await Promise.all([
    withdrawalsRepo.findWithdrawals(db, listQuery, {
      start: { from: 'offset', offset },
      size: query.page_size,
    }),
    withdrawalsRepo.countWithdrawals(db, listQuery, { limit: Number.MAX_SAFE_INTEGER }),
  ]);
  return {
    data: rows.map((row) => toHistoryRow(row)),
    pageInfo: pageInfoOf(total, query.page_number, query.page_size),
  };
}

function adminListQueryOf(query: ListQuery): withdrawalsRepo.WithdrawalListQuery {
  return {
    search: query.search,
    filter: query.search_param ?? {},
    sortBy: query.sortBy,
    sortDir: query.sortDir,
  };
}

/**
 * GET withdraws (admins): everyone's requests with the list contract. Counts stop at the cap and
 * deep pages seek an anchor (docs/decisions/020-capped-totals-and-keyset-pages.md), so the list
 * costs the same at a million requests.
 */
export async function listWithdrawals({
  db,
  query,
  totals,
}: {
  db: Database;
  query: ListQuery;
  totals: TotalCounter;
}): Promise<ListResponse<WithdrawRow>> {
  const listQuery = adminListQueryOf(query);
  const { search, filter, sortBy, sortDir } = listQuery;
  const { rows, pageInfo } = await readListPage({
    query,
    totals,
    counted: { list: 'withdrawals', rows: { search, filter }, order: { sortBy, sortDir } },
    find: (page) => withdrawalsRepo.findWithdrawals(db, listQuery, page),
    count: (counting) => withdrawalsRepo.countWithdrawals(db, listQuery, counting),
  });
  return { data: await withSignals(db, rows), pageInfo };
}

/**
 * withdraw_requests.xlsx: every request the list's search and filters select, in its order,
 * streamed in keyset batches; refused (422 on `exports`) before anything is sent when more than
 * `maxRows` match.
 */
export async function exportWithdrawals({
  db,
  query,
  maxRows,
  batchSize = WITHDRAWALS_EXPORT_BATCH,
}: {
  db: Database;
  query: ListQuery;
  maxRows: number;
  batchSize?: number;
}): Promise<WorkbookFile> {
  const listQuery = adminListQueryOf(query);
  return exportInBatches({
    count: (counting) => withdrawalsRepo.countWithdrawals(db, listQuery, counting),
    find: (batch) => withdrawalsRepo.findWithdrawals(db, listQuery, batch),
    toRow: (row) => toRow(row),
    maxRows,
    batchSize,
    fileName: WITHDRAWALS_EXPORT_FILE,
    sheetName: WITHDRAWALS_EXPORT_SHEET,
    columns: WITHDRAWALS_EXPORT_COLUMNS,
  });
}

async function readRow(q: Queryable, id: number): Promise<WithdrawRow> {
  const [row] = await withdrawalsRepo.findWithdrawalRowsByIds(q, [id]);
  if (!row) throw notFound();
  const [withSignal] = await withSignals(q, [row]);
  return withSignal!;
}

/**
 * POST withdraw-status-update (admins): one transition (docs/product/money.md, Withdrawals) as one
 * guarded statement, with its ledger movement, audited with the acting admin. Anything else is
 * refused with the request's status, and changes nothing.
 */
/** What the payee is told of each change (docs/decisions/183-notifications-outbox.md). */
const NOTIFIED_AS = {
  [WithdrawStatus.Processing]: 'withdrawal_processing',
  [WithdrawStatus.Completed]: 'withdrawal_completed',
  [WithdrawStatus.Rejected]: 'withdrawal_rejected',
} as const;

export async function updateWithdrawStatus({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: z.output<typeof withdrawStatusUpdateSchema>;
}): Promise<WithdrawRow> {
  const to = input.status as TargetStatus;
  const reason = to === WithdrawStatus.Rejected ? (input.reason ?? null) : null;
  if (to === WithdrawStatus.Completed) await refreshPayeeSignals(db, [input.id]);
  await withTransaction(db, async (tx) => {
    const payment =
      to === WithdrawStatus.Completed ? await paymentOf(tx, input.id, input.reference ?? null) : undefined;
    const changed = await withdrawalsRepo.transition(tx, input.id, {
      to,
      from: TRANSITIONS_FROM[to],
      reason,
      actedBy: actor.id,
      payment,
    });
    if (!changed) {
      const current = await withdrawalsRepo.findWithdrawalById(tx, input.id);
      if (!current) throw notFound();
      throw badRequest(refusedTransitionMessage(current.status, to));
    }
    // docs/decisions/186-fraud-signals.md: a flagged payee is paid only on the admin's note.
    const confirmation =
      to === WithdrawStatus.Completed
        ? await fraudService.requirePayoutConfirmation(tx, {
            userIds: [changed.userId],
            note: input.confirm_note,
          })
        : null;
    if (to === WithdrawStatus.Completed && payment) {
      // The net to the payee's bank or UPI ID, the tax to the payable account (decision 178).
      await ledgerService.postHold(tx, {
        holdId: changed.holdId,
        to: [
          { system: 'bank_payouts', amount: payment.netAmount },
          { system: 'tds_payable', amount: payment.tdsAmount },
        ],
        kind: 'withdrawal',
        description: withdrawalEntryDescription(changed.id, changed),
        idempotencyKey: `withdrawal:${changed.id}:complete`,
        fingerprint: ledgerService.fingerprintOf({ withdrawal: changed.id, amount: changed.amount }),
        audit: {
          actor,
          action: 'withdrawal.pay',
          after: {
            withdrawal_id: changed.id,
            amount: paiseToRupees(changed.amount),
            tds_amount: paiseToRupees(payment.tdsAmount),
            tds_rate: payment.tdsRateBp / 100,
            net_amount: paiseToRupees(payment.netAmount),
            tds_section: payment.tdsSection,
            settings_version: payment.tdsSettingsVersion,
          },
        },
      });
    } else if (to === WithdrawStatus.Rejected) {
      await ledgerService.releaseHold(tx, {
        holdId: changed.holdId,
        audit: {
          actor,
          action: 'withdrawal.release',
          after: { withdrawal_id: changed.id, amount: paiseToRupees(changed.amount) },
        },
      });
    }
    await writeAudit(tx, {
      actor,
      action: `withdrawal.${{ 1: 'process', 2: 'complete', 3: 'reject' }[to]}`,
      entity: 'withdrawals',
      entityId: changed.id,
      after: { status: to, ...(reason ? { reason } : {}), ...confirmation },
    });
    await notificationsService.notify(tx, {
      userId: changed.userId,
      event: NOTIFIED_AS[to],
      key: String(changed.id),
      params: {
        amount: changed.amount,
        ...(payment && { net: payment.netAmount, reference: payment.payoutReference }),
        ...(to === WithdrawStatus.Rejected && { reason }),
      },
    });
  });
  return readRow(db, input.id);
}

/**
 * The deduction of a request about to be paid (docs/decisions/178-tax-at-source.md): the tax at
 * source under its wallet's rule, from the payee's year to date under the section in the
 * financial year of `at` (India time), at the rate for the PAN saved now. The caller holds the
 * payee's tax-year lock, so parallel payments each see the ones before them.
 */
async function deductionOf(
  tx: Tx,
  request: withdrawalsRepo.WithdrawalRecord,
  at: Date,
): Promise<withdrawalsRepo.Deduction> {
  const settings = await settingsService.getSettings(tx);
  const rule = settingsService.tdsRuleOf(settings, request.walletType as WalletTypeValue);
  const yearToDate = await withdrawalsRepo.yearToDate(tx, {
    userId: request.userId,
    section: rule.section,
    ...financialPeriod(financialYearOf(at)),
  });
  const pan = (await bankService.findBankAccount(tx, request.userId))?.pan ?? null;
  const deduction = deductionFor({ gross: request.amount, hasPan: pan !== null, rule, yearToDate });
  return {
    tdsDeductedAt: at,
    tdsSection: rule.section,
    tdsRateBp: deduction.rateBp,
    tdsBase: deduction.base,
    tdsAmount: deduction.tax,
    netAmount: deduction.net,
    tdsPan: pan,
    tdsSettingsVersion: rule.version,
  };
}

/** A fixed deduction as the row holds it, or null before one is fixed. */
function fixedDeductionOf(request: withdrawalsRepo.WithdrawalRecord): withdrawalsRepo.Deduction | null {
  if (request.tdsDeductedAt === null) return null;
  return {
    tdsDeductedAt: request.tdsDeductedAt,
    tdsSection: request.tdsSection!,
    tdsRateBp: request.tdsRateBp!,
    tdsBase: request.tdsBase!,
    tdsAmount: request.tdsAmount!,
    netAmount: request.netAmount!,
    tdsPan: request.tdsPan,
    tdsSettingsVersion: request.tdsSettingsVersion!,
  };
}

/**
 * How a request about to be completed is paid: the deduction its payout file fixed, or one
 * computed now under the payee's lock. Undefined when it cannot be completed (the guarded
 * transition then refuses it).
 */
async function paymentOf(tx: Tx, id: number, payoutReference: string | null) {
  const request = await withdrawalsRepo.findWithdrawalById(tx, id);
  if (!request || !TRANSITIONS_FROM[WithdrawStatus.Completed].includes(request.status)) return undefined;
  await withdrawalsRepo.lockPayeeTaxYear(tx, request.userId);
  // Read once the lock is held: the payee's payments are dated in the order they were computed.
  const paidAt = new Date();
  const deduction = fixedDeductionOf(request) ?? (await deductionOf(tx, request, paidAt));
  return { ...deduction, paidAt, payoutReference };
}

/**
 * POST withdraw-status-update/bulk: Process or Complete each selected request on its own, as a
 * single update would; one refused row does not stop the others. Answers a result per row.
 */
export async function bulkUpdateWithdrawStatus({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: z.output<typeof withdrawBulkUpdateSchema>;
}): Promise<WithdrawBulkResult> {
  const results: WithdrawBulkResult['results'] = [];
  for (const id of [...new Set(input.ids)]) {
    try {
      const row = await updateWithdrawStatus({
        db,
        actor,
        input: { id, status: input.status, reason: null, confirm_note: input.confirm_note },
      });
      results.push({ id, ok: true, status: row.status, message: 'Updated' });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const current = await withdrawalsRepo.findWithdrawalById(db, id);
      results.push({ id, ok: false, status: current?.status ?? null, message: error.message });
    }
  }
  return { results };
}

/**
 * POST withdraws/payout-file: the bank's bulk-payment CSV of the selected requests that are
 * processing (being paid now); others are left out. Audited: it holds account numbers.
 */
export async function payoutFile({
  db,
  actor,
  ids,
  confirmNote,
}: {
  db: Database;
  actor: Actor;
  ids: number[];
  /** The admin's note paying flagged payees (docs/decisions/186-fraud-signals.md). */
  confirmNote?: string;
}): Promise<{ fileName: string; csv: string; count: number }> {
  await refreshPayeeSignals(db, ids);
  const lines = await withTransaction(db, async (tx) => {
    // Payees locked in ascending order, so two files made at once never wait on each other.
    const rows = (await withdrawalsRepo.findWithdrawalsByIds(tx, ids))
      .filter((row) => row.status === WithdrawStatus.Processing)
      .sort((a, b) => a.userId - b.userId || a.id - b.id);
    if (rows.length === 0)
      throw badRequest('None of the selected requests is processing: process them first');
    // The file pays them: flagged payees need the admin's note (docs/decisions/186-fraud-signals.md).
    const confirmation = await fraudService.requirePayoutConfirmation(tx, {
      userIds: rows.map((row) => row.userId),
      note: confirmNote,
    });
    const paid: (withdrawalsRepo.WithdrawalRecord & withdrawalsRepo.Deduction)[] = [];
    for (const row of rows) {
      await withdrawalsRepo.lockPayeeTaxYear(tx, row.userId);
      let deduction = fixedDeductionOf(row);
      if (!deduction) {
        deduction = await deductionOf(tx, row, new Date());
        if (!(await withdrawalsRepo.fixDeduction(tx, row.id, deduction)))
          throw badRequest(`Request ${row.id} changed while the payout file was made: download it again`);
      }
      paid.push({ ...row, ...deduction });
    }
    await writeAudit(tx, {
      actor,
      action: 'withdrawal.payout_file',
      entity: 'withdrawals',
      // One row for the file; the requests it holds, with what each is paid, are in `after`.
      entityId: 'payout-file',
      after: {
        ids: paid.map((row) => row.id),
        net_amounts: paid.map((row) => paiseToRupees(row.netAmount)),
        tds_amounts: paid.map((row) => paiseToRupees(row.tdsAmount)),
        ...confirmation,
      },
    });
    return paid.sort((a, b) => a.id - b.id).map((row) => ({ ...row, amount: row.netAmount }));
  });
  return { fileName: 'payouts.csv', csv: payoutCsv(lines), count: lines.length };
}

/**
 * The deductions fixed in a period on requests since paid (the tax register's rows,
 * docs/decisions/179-tax-register-and-deposits.md), by date of deduction; for a payee, theirs only.
 */
export async function deductionsIn(
  q: Queryable,
  period: { from: Date; to: Date },
  userId?: number,
): Promise<TdsRegisterRow[]> {
  const rows = await withdrawalsRepo.findDeductionsIn(q, period, userId);
  return rows.map((row) => ({
    withdrawal_id: row.id,
    user_id: row.userId,
    username: row.username,
    payee_name: `${row.firstName} ${row.lastName}`.trim(),
    pan: row.tdsPan,
    section: row.tdsSection!,
    wallet_type: row.walletType,
    gross: paiseToRupees(row.amount),
    base: paiseToRupees(row.tdsBase!),
    rate: row.tdsRateBp! / 100,
    tax: paiseToRupees(row.tdsAmount!),
    net: paiseToRupees(row.netAmount!),
    deducted_at: row.tdsDeductedAt!.toISOString(),
    paid_at: row.paidAt!.toISOString(),
  }));
}

/** Pending and processing requests, count and amount, for the admin dashboard. */
export async function openRequestTotals(q: Queryable) {
  const sums = await withdrawalsRepo.sumOpenRequests(q);
  const of = (status: number) => sums.find((sum) => sum.status === status);
  return {
    pending: {
      count: of(WithdrawStatus.Pending)?.count ?? 0,
      amount: paiseToRupees(of(WithdrawStatus.Pending)?.amount ?? 0),
    },
    processing: {
      count: of(WithdrawStatus.Processing)?.count ?? 0,
      amount: paiseToRupees(of(WithdrawStatus.Processing)?.amount ?? 0),
    },
  };
}

/** Withdrawals against their holds (docs/product/money.md, Verification): what the ledger cannot see. */
export async function verifyWithdrawalHolds(q: Queryable): Promise<LedgerHealth['problems']> {
  const problems: LedgerHealth['problems'] = [];
  const holds = await ledgerService.verifyHoldOwners(q, HOLD_REFERENCE, withdrawalsRepo.holdExpectations());
  for (const row of holds.offTheirOwners)
    problems.push({
      check: 'withdrawal differs from its hold',
      detail: `request ${row.owner_id} (status ${row.owner_status}, ${formatRupees(paiseToRupees(row.amount))}): hold status ${row.hold_status}, ${formatRupees(paiseToRupees(row.hold_amount))}`,
    });
  for (const row of holds.withoutOwner)
    problems.push({
      check: 'held amount without an open request',
      detail: `hold ${row.id} of ${formatRupees(paiseToRupees(row.amount))} belongs to no pending or processing request`,
    });
  const rupees = (paise: number | null) => (paise === null ? 'none' : formatRupees(paiseToRupees(paise)));
  for (const row of await ledgerService.verifyPaidSplits(q, withdrawalsRepo.paidSplits()))
    problems.push({
      check: 'paid withdrawal differs from its net and tax',
      detail: `request ${row.owner_id}: gross ${rupees(row.amount)}, net ${rupees(row.net_amount)} + tax ${rupees(row.tds_amount)}; paid to the bank ${rupees(row.to_bank)}, to tax payable ${rupees(row.to_tax)}`,
    });
  return problems;
}
