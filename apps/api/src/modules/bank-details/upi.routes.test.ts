import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { journalEntries, userBankDetails, withdrawals } from '../../db/schema.js';
import {
  adjustWallet,
  ownAccountNumber,
  registerAndLogin,
  saveBankDetails,
  type Session,
} from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';

/** A UPI ID as the payout method (issue 19, point 1; docs/decisions/177-upi-payout-method.md). */
const t = useTestApp();
const { root } = t;

const UPI = { payout_method: 'upi', account_holder: 'Ravi Kumar', upi_id: ' Ravi.Kumar@OKAXIS ' };

const upsert = (session: Session, payload: Record<string, unknown>) =>
  t.request(session, { method: 'POST', url: '/api/v1/user-bank-detail/upsert', payload });
const savedRow = async (userId: number) =>
  (await t.db.select().from(userBankDetails).where(eq(userBankDetails.userId, userId)))[0];

async function fundedPromoter(): Promise<Session> {
  const user = await registerAndLogin(t.app, root.promoterCode);
  const credited = await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 1, amount: 500 });
  expect(credited.statusCode).toBe(201);
  return user;
}

async function requestWithdrawal(session: Session, amount = 100): Promise<number> {
  const response = await t.request(session, {
    method: 'POST',
    url: '/api/v1/withdraws',
    payload: { wallet_type: 1, amount },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

describe('a UPI ID as the payout method', () => {
  it('is saved lower-cased without bank fields, and answered to its owner', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const saved = await upsert(user, UPI);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      payout_method: 'upi',
      account_holder: 'Ravi Kumar',
      upi_id: 'ravi.kumar@okaxis',
      acc_no: null,
      ifsc_code: null,
      bank_name: null,
      branch_name: null,
      locked: true,
    };
    expect(saved.json()).toMatchObject(expected);
    expect((await t.request(user, { url: '/api/v1/user-bank-detail' })).json()).toMatchObject(expected);
    expect(await savedRow(user.userId)).toMatchObject({
      payoutMethod: 'upi',
      upiId: 'ravi.kumar@okaxis',
      accNo: null,
    });
  });

  it('refuses a malformed or missing UPI ID, and an unknown method, on the field, saving nothing', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    for (const upiId of ['ravi', 'ravi@', '@okaxis', 'ravi kumar@okaxis', 'ravi@ok.axis', 'ravi@1bank']) {
      const bad = await upsert(user, { ...UPI, upi_id: upiId });
      expect(bad.statusCode, upiId).toBe(422);
      expect(bad.json().errors, upiId).toEqual({
        upi_id: ["Enter a valid UPI ID: a name, @, then the app's handle (e.g. ravi.kumar@okaxis)"],
      });
    }
    const missing = await upsert(user, { ...UPI, upi_id: '' });
    expect(missing.json().errors).toEqual({ upi_id: ['UPI ID is required'] });
    const unknown = await upsert(user, { ...UPI, payout_method: 'cash' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ payout_method: ['Choose a bank account or a UPI ID'] });
    expect(await savedRow(user.userId)).toBeUndefined();
  });

  it('is locked like a bank account: a switch needs the password and clears the other method', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    await saveBankDetails(t.app, user);
    const withoutPassword = await upsert(user, UPI);
    expect(withoutPassword.statusCode).toBe(422);
    expect(withoutPassword.json().errors).toEqual({
      current_password: ['Enter your current password to change saved bank details'],
    });
    expect(await savedRow(user.userId)).toMatchObject({ payoutMethod: 'bank', upiId: null });

    const switched = await upsert(user, { ...UPI, current_password: 'Secret@123' });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(await savedRow(user.userId)).toMatchObject({
      payoutMethod: 'upi',
      upiId: 'ravi.kumar@okaxis',
      accNo: null,
      ifscCode: null,
      bankName: null,
      branchName: null,
    });
    const back = await saveBankDetails(t.app, user, { current_password: 'Secret@123' });
    expect(back).toMatchObject({
      payout_method: 'bank',
      upi_id: null,
      acc_no: ownAccountNumber(user.userId),
    });
  });

  it('is copied onto a withdrawal, paid to in the ledger and in the payout file', async () => {
    const user = await fundedPromoter();
    await saveBankDetails(t.app, user, { ...UPI, upi_id: 'asha.9876@ybl' });
    const id = await requestWithdrawal(user);
    // A later change of method does not move a request already made.
    await saveBankDetails(t.app, user, { current_password: 'Secret@123' });
    expect((await t.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]).toMatchObject({
      payoutMethod: 'upi',
      upiId: 'asha.9876@ybl',
      accNo: null,
    });

    const history = (await t.request(user, { url: '/api/v1/withdraw-histories' })).json();
    expect(history.data[0]).toMatchObject({
      id,
      payout_method: 'upi',
      upi_id: 'asha.9876@ybl',
      bank_name: null,
      acc_no_last4: null,
    });

    const processed = await t.request(root, {
      method: 'POST',
      url: '/api/v1/withdraw-status-update',
      payload: { id, status: 1 },
    });
    expect(processed.statusCode, processed.body).toBe(200);
    expect(processed.json().bank_detail).toMatchObject({ payout_method: 'upi', upi_id: 'asha.9876@ybl' });
    const file = await t.request(root, {
      method: 'POST',
      url: '/api/v1/withdraws/payout-file',
      payload: { ids: [id] },
    });
    expect(file.statusCode).toBe(200);
    expect(file.body.split('\r\n')[1]).toBe(`Ravi Kumar,UPI,,,asha.9876@ybl,100.00,WD${id}`);

    const completed = await t.request(root, {
      method: 'POST',
      url: '/api/v1/withdraw-status-update',
      payload: { id, status: 2 },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const entries = await t.db
      .select({ description: journalEntries.description })
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `withdrawal:${id}:complete`));
    expect(entries).toEqual([{ description: `Withdrawal #${id} paid to UPI asha.9876@ybl` }]);
  });

  it('held by two users is flagged on the Withdraw Request row, a stranger is not', async () => {
    const first = await fundedPromoter();
    const second = await registerAndLogin(t.app, root.promoterCode);
    const stranger = await fundedPromoter();
    await saveBankDetails(t.app, first, { ...UPI, upi_id: 'shared.id@paytm' });
    await saveBankDetails(t.app, second, { ...UPI, upi_id: 'SHARED.ID@paytm' });
    await saveBankDetails(t.app, stranger, { ...UPI, upi_id: 'other.id@paytm' });
    const firstId = await requestWithdrawal(first);
    const strangerId = await requestWithdrawal(stranger);
    const list = (await t.request(root, { url: '/api/v1/withdraws?page_size=100' })).json();
    const rowOf = (id: number) => list.data.find((row: { id: number }) => row.id === id);
    // docs/decisions/186-fraud-signals.md
    expect(rowOf(firstId).fraud_signals).toMatchObject([
      { kind: 'shared_upi', related_user_ids: [second.userId], related_usernames: [second.username] },
    ]);
    expect(rowOf(strangerId).fraud_signals).toEqual([]);
  });
});
