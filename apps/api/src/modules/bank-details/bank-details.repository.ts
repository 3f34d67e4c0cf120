import { eq, sql } from 'drizzle-orm';
import type { PayoutMethod } from '@portal/shared';
import type { Queryable, Tx } from '../../db/client.js';
import { paymentDetails, userBankDetails } from '../../db/schema.js';
import { lockRowForUpdate } from '../../db/transaction.js';

const bankColumns = {
  id: userBankDetails.id,
  accountHolder: userBankDetails.accountHolder,
  payoutMethod: userBankDetails.payoutMethod,
  accNo: userBankDetails.accNo,
  ifscCode: userBankDetails.ifscCode,
  bankName: userBankDetails.bankName,
  branchName: userBankDetails.branchName,
  upiId: userBankDetails.upiId,
  pan: userBankDetails.pan,
  panName: userBankDetails.panName,
  updatedAt: userBankDetails.updatedAt,
  unlockedAt: userBankDetails.unlockedAt,
};
export type BankDetailRow = NonNullable<Awaited<ReturnType<typeof findUserBankDetail>>>;

export interface BankAccountValues {
  accountHolder: string;
  accNo: string;
  ifscCode: string;
  bankName: string;
  branchName: string;
}

/**
 * A user's own details: the payee, where they are paid (a bank account's fields, or a UPI ID;
 * the other method's are null), and the PAN with the name on it (null when not given).
 */
export interface UserBankValues {
  accountHolder: string;
  payoutMethod: PayoutMethod;
  accNo: string | null;
  ifscCode: string | null;
  bankName: string | null;
  branchName: string | null;
  upiId: string | null;
  pan: string | null;
  panName: string | null;
}

export async function findUserBankDetail(q: Queryable, userId: number) {
  const rows = await q.select(bankColumns).from(userBankDetails).where(eq(userBankDetails.userId, userId));
  return rows[0] ?? null;
}

/** The row locked until the transaction ends, so two saves of one user's details run in turn. */
export async function lockUserBankDetail(tx: Tx, userId: number) {
  return lockRowForUpdate(tx, userBankDetails, eq(userBankDetails.userId, userId), bankColumns);
}

/** Inserts, or (on a race with another first save) updates: one row per user, locked again. */
export async function upsertUserBankDetail(tx: Tx, userId: number, values: UserBankValues) {
  const rows = await tx
    .insert(userBankDetails)
    .values({ userId, ...values })
    .onConflictDoUpdate({
      target: userBankDetails.userId,
      set: { ...values, updatedAt: sql`now()`, unlockedAt: null },
    })
    .returning(bankColumns);
  return rows[0]!;
}

/** Lets the user's next save go without their password (an admin's unlock). */
export async function unlockUserBankDetail(tx: Tx, userId: number) {
  const rows = await tx
    .update(userBankDetails)
    .set({ unlockedAt: sql`now()` })
    .where(eq(userBankDetails.userId, userId))
    .returning(bankColumns);
  return rows[0] ?? null;
}

const paymentColumns = {
  accountHolder: paymentDetails.accountHolder,
  accNo: paymentDetails.accNo,
  ifscCode: paymentDetails.ifscCode,
  bankName: paymentDetails.bankName,
  branchName: paymentDetails.branchName,
  whatsappNumber: paymentDetails.whatsappNumber,
  updatedAt: paymentDetails.updatedAt,
};

export async function findPaymentDetails(q: Queryable) {
  const rows = await q.select(paymentColumns).from(paymentDetails).where(eq(paymentDetails.id, 1));
  return rows[0] ?? null;
}

export async function upsertPaymentDetails(
  tx: Tx,
  values: BankAccountValues & { whatsappNumber: string; updatedBy: number },
) {
  const rows = await tx
    .insert(paymentDetails)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: paymentDetails.id, set: { ...values, updatedAt: sql`now()` } })
    .returning(paymentColumns);
  return rows[0]!;
}

export async function deleteUserBankDetail(tx: Tx, userId: number): Promise<void> {
  await tx.delete(userBankDetails).where(eq(userBankDetails.userId, userId));
}
