import {
  BANK_UNLOCK_MESSAGES,
  type BankDetailLock,
  type bankDetailUnlockSchema,
  type PaymentDetails,
  type paymentDetailsInputSchema,
  type PayoutMethod,
  type UserBankDetail,
  type UserBankDetailValues,
} from '@portal/shared';
import type { z } from 'zod';
import type { Database, Queryable, Tx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../lib/auth.js';
import { fieldError, notFound } from '../../lib/errors.js';
import * as authService from '../auth/auth.service.js';
import * as fraudService from '../fraud/fraud.service.js';
import * as settingsService from '../settings/settings.service.js';
import * as bankRepo from './bank-details.repository.js';

/**
 * Bank details (docs/product/money.md, Bank details): a user's own account, where withdrawals
 * are paid; and the portal's payment account, where promoters pay for a PIN.
 */

function toUserBankDetail(row: bankRepo.BankDetailRow): UserBankDetail {
  return {
    id: row.id,
    account_holder: row.accountHolder,
    payout_method: row.payoutMethod as PayoutMethod,
    acc_no: row.accNo,
    ifsc_code: row.ifscCode,
    bank_name: row.bankName,
    branch_name: row.branchName,
    upi_id: row.upiId,
    pan: row.pan,
    pan_name: row.panName,
    updated_at: row.updatedAt.toISOString(),
    locked: row.unlockedAt === null,
  };
}

/** The account fields every bank form shares (`bankAccountShape`). */
type BankAccountInput = Pick<
  z.output<typeof paymentDetailsInputSchema>,
  'account_holder' | 'acc_no' | 'ifsc_code' | 'bank_name' | 'branch_name'
>;

function bankValuesOf(input: BankAccountInput): bankRepo.BankAccountValues {
  return {
    accountHolder: input.account_holder,
    accNo: input.acc_no,
    ifscCode: input.ifsc_code,
    bankName: input.bank_name,
    branchName: input.branch_name,
  };
}

/** The saved method's own fields; the other method's are cleared (docs/decisions/177-upi-payout-method.md). */
function userBankValuesOf(input: UserBankDetailValues): bankRepo.UserBankValues {
  const pan = { pan: input.pan ?? null, panName: input.pan === undefined ? null : (input.pan_name ?? null) };
  if (input.payout_method === 'upi')
    return {
      accountHolder: input.account_holder,
      payoutMethod: 'upi',
      accNo: null,
      ifscCode: null,
      bankName: null,
      branchName: null,
      upiId: input.upi_id,
      ...pan,
    };
  return { ...bankValuesOf(input), payoutMethod: 'bank', upiId: null, ...pan };
}

/** GET user-bank-detail: the caller's own details, or null. */
export async function getOwnBankDetail({
  db,
  actor,
}: {
  db: Database;
  actor: Actor;
}): Promise<UserBankDetail | null> {
  const row = await bankRepo.findUserBankDetail(db, actor.id);
  return row ? toUserBankDetail(row) : null;
}

/** A user's saved bank account, for a module that pays to it (withdrawals). */
export async function findBankAccount(q: Queryable, userId: number) {
  return bankRepo.findUserBankDetail(q, userId);
}

/**
 * POST user-bank-detail/upsert. The first save needs no password; once saved, the details are
 * locked and a change needs the current password (throttled like a sign-in), so someone at an
 * unattended session cannot redirect the money. After an admin's unlock the next save needs no
 * password, and locks them again. Requests already made keep their own copy.
 */
export async function upsertOwnBankDetail({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: UserBankDetailValues;
}): Promise<UserBankDetail> {
  const saved = await bankRepo.findUserBankDetail(db, actor.id);
  const passwordConfirmed = saved !== null && saved.unlockedAt === null;
  if (passwordConfirmed) {
    if (!input.current_password)
      throw fieldError('current_password', 'Enter your current password to change saved bank details');
    await authService.confirmCurrentPassword({ db, actor, password: input.current_password });
  }
  const row = await withTransaction(db, async (tx) => {
    const before = await bankRepo.lockUserBankDetail(tx, actor.id);
    // Saved, or locked again, by a parallel save since the check above: the password is needed.
    if (before && before.unlockedAt === null && !passwordConfirmed)
      throw fieldError('current_password', 'Enter your current password to change saved bank details');
    const after = await bankRepo.upsertUserBankDetail(tx, actor.id, userBankValuesOf(input));
    await writeAudit(tx, {
      actor,
      action: before ? 'bank_details.change' : 'bank_details.create',
      entity: 'user_bank_details',
      entityId: after.id,
      before: before ? toUserBankDetail(before) : null,
      after: toUserBankDetail(after),
    });
    return after;
  });
  // A PAN, account number or UPI ID another account saved too (docs/decisions/186-fraud-signals.md).
  const { values } = await settingsService.getSettings(db);
  await fraudService.refreshSignals({ db, userIds: [actor.id], thresholds: values.fraud });
  return toUserBankDetail(row);
}

/** GET user-bank-detail/lock (admins): whether a user saved bank details, and if a change needs a password. */
export async function getBankDetailLock({
  db,
  input,
}: {
  db: Queryable;
  input: z.output<typeof bankDetailUnlockSchema>;
}): Promise<BankDetailLock> {
  const row = await bankRepo.findUserBankDetail(db, input.user_id);
  return { user_id: input.user_id, saved: row !== null, locked: row !== null && row.unlockedAt === null };
}

/**
 * POST user-bank-detail/unlock (admins): the user's next save needs no password, once; that save
 * locks the details again (docs/product/money.md, Bank details). Audited.
 */
export async function unlockBankDetail({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: z.output<typeof bankDetailUnlockSchema>;
}): Promise<BankDetailLock> {
  return withTransaction(db, async (tx) => {
    const before = await bankRepo.lockUserBankDetail(tx, input.user_id);
    if (!before) throw notFound(BANK_UNLOCK_MESSAGES.noDetails);
    const after = (await bankRepo.unlockUserBankDetail(tx, input.user_id))!;
    await writeAudit(tx, {
      actor,
      action: 'bank_details.unlock',
      entity: 'user_bank_details',
      entityId: after.id,
      before: { user_id: input.user_id, locked: before.unlockedAt === null },
      after: { user_id: input.user_id, locked: false },
    });
    return { user_id: input.user_id, saved: true, locked: false };
  });
}

function toPaymentDetails(
  row: NonNullable<Awaited<ReturnType<typeof bankRepo.findPaymentDetails>>>,
): PaymentDetails {
  return {
    account_holder: row.accountHolder,
    acc_no: row.accNo,
    ifsc_code: row.ifscCode,
    bank_name: row.bankName,
    branch_name: row.branchName,
    whatsapp_number: row.whatsappNumber,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** GET admin-bank-details: where promoters pay for a PIN, or null before an admin set it. */
export async function getPaymentDetails({ db }: { db: Queryable }): Promise<PaymentDetails | null> {
  const row = await bankRepo.findPaymentDetails(db);
  return row ? toPaymentDetails(row) : null;
}

/** POST admin-bank-details/upsert (admins): audited with before and after. */
export async function upsertPaymentDetails({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: z.output<typeof paymentDetailsInputSchema>;
}): Promise<PaymentDetails> {
  const row = await withTransaction(db, async (tx) => {
    const before = await bankRepo.findPaymentDetails(tx);
    const after = await bankRepo.upsertPaymentDetails(tx, {
      ...bankValuesOf(input),
      whatsappNumber: input.whatsapp_number,
      updatedBy: actor.id,
    });
    await writeAudit(tx, {
      actor,
      action: 'payment_details.save',
      entity: 'payment_details',
      entityId: 1,
      before: before ? toPaymentDetails(before) : null,
      after: toPaymentDetails(after),
    });
    return after;
  });
  return toPaymentDetails(row);
}

/** A closed account's bank details and PAN erased (withdrawals keep their own copies). */
export async function eraseOwnBankDetail(tx: Tx, userId: number): Promise<void> {
  await bankRepo.deleteUserBankDetail(tx, userId);
}
