import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ledgerHolds, userBankDetails, withdrawals } from '../../db/schema.js';
import { adjustWallet, registerAndLogin, saveBankDetails, type Session } from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';

/** PAN on the bank details (issue 19, point 1; docs/decisions/175-pan-on-bank-details.md). */
const t = useTestApp();
const { root } = t;

const upsert = (session: Session, payload: Record<string, unknown>) =>
  t.request(session, { method: 'POST', url: '/api/v1/user-bank-detail/upsert', payload });
const savedRow = async (userId: number) =>
  (await t.db.select().from(userBankDetails).where(eq(userBankDetails.userId, userId)))[0];
const saveSettings = async (payload: Record<string, unknown>) => {
  const response = await t.request(root, { method: 'PUT', url: '/api/v1/programme-settings', payload });
  expect(response.statusCode, response.body).toBe(200);
};
const requestWithdrawal = (session: Session) =>
  t.request(session, { method: 'POST', url: '/api/v1/withdraws', payload: { wallet_type: 1, amount: 100 } });

let withdrawing: Session;
beforeAll(async () => {
  withdrawing = await registerAndLogin(t.app, root.promoterCode);
  expect(
    (await adjustWallet(t.app, root, { user_id: withdrawing.userId, wallet_type: 1, amount: 500 }))
      .statusCode,
  ).toBe(201);
});

describe('PAN on the bank details', () => {
  it('is kept upper-cased with the name as on it, and answered to its owner', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const saved = await saveBankDetails(t.app, user, { pan: ' abcde1234f ', pan_name: 'Asha Kumar' });
    expect(saved).toMatchObject({ pan: 'ABCDE1234F', pan_name: 'Asha Kumar' });
    expect(await savedRow(user.userId)).toMatchObject({ pan: 'ABCDE1234F', panName: 'Asha Kumar' });
    const own = (await t.request(user, { url: '/api/v1/user-bank-detail' })).json();
    expect(own).toMatchObject({ pan: 'ABCDE1234F', pan_name: 'Asha Kumar' });
  });

  it('refuses a malformed PAN, or one without its name, on the field, saving nothing', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const bad = await upsert(user, { ...BANK_FIELDS, pan: 'ABCD1234F', pan_name: 'Asha' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      pan: ['Enter a valid PAN: 5 letters, 4 digits, then a letter (e.g. ABCDE1234F)'],
    });
    const nameless = await upsert(user, { ...BANK_FIELDS, pan: 'ABCDE1234F' });
    expect(nameless.json().errors).toEqual({ pan_name: ['Name as on PAN is required'] });
    expect(await savedRow(user.userId)).toBeUndefined();
    // Blank means none: saved without a PAN.
    const blank = await saveBankDetails(t.app, user, { pan: '', pan_name: '' });
    expect(blank).toMatchObject({ pan: null, pan_name: null });
  });
});

const BANK_FIELDS = {
  account_holder: 'Asha Kumar',
  acc_no: '223456789012',
  ifsc_code: 'SBIN0001234',
  bank_name: 'State Bank of India',
  branch_name: 'Chennai Main',
};

describe('a PAN before the first withdrawal (a setting)', () => {
  it('refuses the request naming the PAN while none is saved, holding nothing; with one it goes through', async () => {
    await saveBankDetails(t.app, withdrawing);
    await saveSettings({ pan_required_for_withdrawal: true });
    try {
      const refused = await requestWithdrawal(withdrawing);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({
        bank_detail: ['Add your PAN to your bank details in Profile Settings before your first withdrawal'],
      });
      expect(await t.db.select().from(withdrawals).where(eq(withdrawals.userId, withdrawing.userId))).toEqual(
        [],
      );
      expect(await t.db.$count(ledgerHolds)).toBe(0);

      const changed = await upsert(withdrawing, {
        ...BANK_FIELDS,
        pan: 'PQRST6789K',
        pan_name: 'Asha Kumar',
        current_password: 'Secret@123',
      });
      expect(changed.statusCode, changed.body).toBe(200);
      const accepted = await requestWithdrawal(withdrawing);
      expect(accepted.statusCode, accepted.body).toBe(201);
      expect(
        await t.db.select().from(withdrawals).where(eq(withdrawals.userId, withdrawing.userId)),
      ).toHaveLength(1);
    } finally {
      await saveSettings({ pan_required_for_withdrawal: false });
    }
  });
});

describe('a PAN saved by two users', () => {
  it('is a fraud signal on the Withdraw Request row, like a shared account number', async () => {
    const first = await registerAndLogin(t.app, root.promoterCode);
    const second = await registerAndLogin(t.app, root.promoterCode);
    const stranger = await registerAndLogin(t.app, root.promoterCode);
    await saveBankDetails(t.app, first, { acc_no: '323456789012', pan: 'LMNOP4321Z', pan_name: 'Ravi' });
    await saveBankDetails(t.app, second, { acc_no: '423456789012', pan: 'lmnop4321z', pan_name: 'Ravi K' });
    await saveBankDetails(t.app, stranger, { acc_no: '523456789012', pan: 'ZYXWV9876A', pan_name: 'Mani' });
    for (const user of [first, stranger]) {
      expect(
        (await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 1, amount: 500 })).statusCode,
      ).toBe(201);
      expect((await requestWithdrawal(user)).statusCode).toBe(201);
    }
    const list = (await t.request(root, { url: '/api/v1/withdraws?page_size=50' })).json();
    const rowOf = (userId: number) =>
      list.data.find((row: { user: { id: number } }) => row.user.id === userId);
    // docs/decisions/186-fraud-signals.md
    expect(rowOf(first.userId).fraud_signals).toMatchObject([
      { kind: 'shared_pan', related_user_ids: [second.userId], related_usernames: [second.username] },
    ]);
    expect(rowOf(stranger.userId).fraud_signals).toEqual([]);
  });
});
