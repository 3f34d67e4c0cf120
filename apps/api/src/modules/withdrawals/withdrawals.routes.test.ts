import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, indiaDate } from '@portal/shared';
import { auditLogs, journalEntries, ledgerHolds, users, withdrawals } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import {
  adjustWallet,
  asSession,
  createAdmin,
  loginRoot,
  ownAccountNumber,
  registerAndLogin,
  saveBankDetails,
  type Session,
} from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { checkMoneyHealth } from '../money-health/money-health.service.js';
import * as settingsService from '../settings/settings.service.js';
import { exported } from '../../test/exports.js';

let t: TestApp;
let root: Session;
let admin: Session;

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
  admin = await createAdmin(t.app, root);
});
afterAll(async () => {
  expect((await checkMoneyHealth(t.db)).problems).toEqual([]);
  await t.close();
});

/** A user with saved bank details and money in their wallets. */
async function fundedUser(funds: Record<number, number> = { 1: 1000 }, overrides = {}) {
  const user = await registerAndLogin(t.app, root.promoterCode, overrides);
  await saveBankDetails(t.app, user);
  for (const [wallet, amount] of Object.entries(funds)) {
    const response = await adjustWallet(t.app, root, {
      user_id: user.userId,
      wallet_type: Number(wallet),
      amount,
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  return user;
}

const request = (session: Session, payload: Record<string, unknown>) =>
  t.app.inject(asSession(session, { method: 'POST', url: '/api/v1/withdraws', payload }));
const statusUpdate = (session: Session, payload: Record<string, unknown>) =>
  t.app.inject(asSession(session, { method: 'POST', url: '/api/v1/withdraw-status-update', payload }));
const wallet = async (session: Session, type: number) =>
  (await t.app.inject(asSession(session, { url: '/api/v1/wallets' }))).json().wallets[type - 1];
const adminList = (query: Record<string, string> = {}) =>
  t.app.inject(asSession(admin, { url: '/api/v1/withdraws', query }));

describe('POST /withdraws', () => {
  it('holds the amount on the wallet and answers the pending request', async () => {
    const user = await fundedUser({ 1: 1000 });
    const response = await request(user, { wallet_type: 1, amount: '250.75' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      wallet_type: 1,
      amount: 250.75,
      status: 0,
      reason: null,
      bank_name: 'State Bank of India',
      acc_no_last4: ownAccountNumber(user.userId).slice(-4),
    });
    expect(await wallet(user, 1)).toMatchObject({ balance: 1000, held: 250.75, available: 749.25 });
    const [row] = await t.db.select().from(withdrawals).where(eq(withdrawals.id, response.json().id));
    expect(row).toMatchObject({
      amount: 25075,
      accNo: ownAccountNumber(user.userId),
      ifscCode: 'SBIN0001234',
    });
    const [hold] = await t.db.select().from(ledgerHolds).where(eq(ledgerHolds.id, row!.holdId));
    expect(hold).toMatchObject({ amount: 25075, status: 0 });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'withdrawal.request'), eq(auditLogs.entityId, String(row!.id))));
    expect(audit?.actorId).toBe(user.userId);
  });

  it('refuses each rule on its field, holding nothing', async () => {
    const user = await fundedUser({ 1: 500, 3: 200_000 });
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { wallet_type: 1, amount: 99.99 },
        { amount: ['The minimum withdrawal from the Cash Wallet is ₹100.00'] },
      ],
      [
        { wallet_type: 1, amount: 500.01 },
        { amount: ['Amount is more than the ₹500.00 available in the Cash Wallet'] },
      ],
      [{ wallet_type: 1, amount: 150.555 }, { amount: ['Amount can have at most 2 decimals'] }],
      [{ wallet_type: 1, amount: 0 }, { amount: ['Amount must be greater than 0'] }],
      [{ wallet_type: 1, amount: -5 }, { amount: ['Amount must be greater than 0'] }],
      [{ wallet_type: 9, amount: 100 }, { wallet_type: ['Choose a wallet: 1 Cash, 2 Scratch or 3 Grow'] }],
      [
        { wallet_type: 3, amount: 99_999.99 },
        { amount: ['The minimum withdrawal from the Grow Wallet is ₹1,00,000.00'] },
      ],
      [
        { wallet_type: 2, amount: 100 },
        { amount: ['Amount is more than the ₹0.00 available in the Scratch Wallet'] },
      ],
    ];
    for (const [payload, errors] of cases) {
      const response = await request(user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await wallet(user, 1)).toMatchObject({ held: 0, available: 500 });
    expect(await t.db.$count(withdrawals, eq(withdrawals.userId, user.userId))).toBe(0);
  });

  it('with an Idempotency-Key, a retry answers the first request and holds nothing more', async () => {
    const user = await fundedUser({ 1: 1000 });
    const send = (amount: number) =>
      t.app.inject(
        asSession(user, {
          method: 'POST',
          url: '/api/v1/withdraws',
          payload: { wallet_type: 1, amount },
          headers: { 'idempotency-key': 'withdraw-retry-0001' },
        }),
      );
    const first = await send(120);
    const retry = await send(120);
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await wallet(user, 1)).toMatchObject({ held: 120 });
    expect(await t.db.$count(withdrawals, eq(withdrawals.userId, user.userId))).toBe(1);
    const other = await send(130);
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.idempotency_key).toEqual([
      'This Idempotency-Key was already used for a different request',
    ]);
  });

  it('needs saved bank details', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 1, amount: 500 });
    const response = await request(user, { wallet_type: 1, amount: 100 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.bank_detail).toEqual([
      'Save your bank details in Profile Settings before requesting a withdrawal',
    ]);
  });

  it('allows one non-rejected request per wallet per cool-down, and says from when', async () => {
    const user = await fundedUser({ 1: 1000, 2: 1000 });
    const first = await request(user, { wallet_type: 1, amount: 100 });
    expect(first.statusCode).toBe(201);
    const second = await request(user, { wallet_type: 1, amount: 100 });
    expect(second.statusCode).toBe(422);
    const next = addDays(indiaDate(), 30);
    const [y, m, d] = next.split('-');
    expect(second.json().errors.wallet_type).toEqual([
      `The Cash Wallet allows one request every 30 days: the next is allowed from ${d}-${m}-${y}`,
    ]);
    // Another wallet has its own window.
    expect((await request(user, { wallet_type: 2, amount: 100 })).statusCode).toBe(201);
    // A rejected request does not count.
    expect(
      (await statusUpdate(admin, { id: first.json().id, status: 3, reason: 'Wrong account' })).statusCode,
    ).toBe(200);
    expect((await request(user, { wallet_type: 1, amount: 100 })).statusCode).toBe(201);

    const rules = (await t.app.inject(asSession(user, { url: '/api/v1/withdraw-rules' }))).json();
    expect(rules.has_bank_details).toBe(true);
    expect(rules.rules).toEqual([
      {
        wallet_type: 1,
        min_amount: 100,
        cooldown_days: 30,
        available: 900,
        held: 100,
        next_request_date: next,
      },
      {
        wallet_type: 2,
        min_amount: 100,
        cooldown_days: 7,
        available: 900,
        held: 100,
        next_request_date: addDays(indiaDate(), 7),
      },
      {
        wallet_type: 3,
        min_amount: 100000,
        cooldown_days: 30,
        available: 0,
        held: 0,
        next_request_date: null,
      },
    ]);
  });

  it('reads its rules from the settings at request time', async () => {
    const user = await fundedUser({ 1: 1000 });
    await withTransaction(t.db, (tx) =>
      settingsService.saveSettings(tx, {
        actor: null,
        changes: {
          withdrawal: {
            1: { min_paise: 50_00, cooldown_days: 0 },
            2: { min_paise: 100_00, cooldown_days: 7 },
            3: { min_paise: 1_00_000_00, cooldown_days: 30 },
          },
        },
      }),
    );
    try {
      expect((await request(user, { wallet_type: 1, amount: 50 })).statusCode).toBe(201);
      expect((await request(user, { wallet_type: 1, amount: 50 })).statusCode).toBe(201);
      expect(await wallet(user, 1)).toMatchObject({ held: 100, available: 900 });
    } finally {
      await withTransaction(t.db, (tx) =>
        settingsService.saveSettings(tx, {
          actor: null,
          changes: {
            withdrawal: {
              1: { min_paise: 100_00, cooldown_days: 30 },
              2: { min_paise: 100_00, cooldown_days: 7 },
              3: { min_paise: 1_00_000_00, cooldown_days: 30 },
            },
          },
        }),
      );
    }
  });

  it('is for users only', async () => {
    expect((await request(admin, { wallet_type: 1, amount: 100 })).statusCode).toBe(403);
  });
});

describe('GET /withdraw-histories', () => {
  it("lists only the caller's own requests, with filters", async () => {
    const user = await fundedUser({ 1: 1000, 2: 500 });
    const other = await fundedUser({ 1: 1000 });
    await request(user, { wallet_type: 1, amount: 120 });
    await request(user, { wallet_type: 2, amount: 130 });
    await request(other, { wallet_type: 1, amount: 140 });
    const mine = (await t.app.inject(asSession(user, { url: '/api/v1/withdraw-histories' }))).json();
    expect(mine.data.map((row: { amount: number }) => row.amount)).toEqual([130, 120]);
    expect(mine.pageInfo.total_records).toBe(2);
    const scratch = await t.app.inject(
      asSession(user, {
        url: '/api/v1/withdraw-histories',
        query: { search_param: JSON.stringify({ wallet_type: 2, status: 0 }) },
      }),
    );
    expect(scratch.json().data.map((row: { amount: number }) => row.amount)).toEqual([130]);
    expect((await t.app.inject(asSession(admin, { url: '/api/v1/withdraw-histories' }))).statusCode).toBe(
      403,
    );
  });
});

describe('POST /withdraw-status-update', () => {
  it('processes, then completes: the hold is paid out to the bank in one entry, audited', async () => {
    const user = await fundedUser({ 1: 1000 });
    const { id } = (await request(user, { wallet_type: 1, amount: 300 })).json();
    const processed = await statusUpdate(admin, { id, status: 1 });
    expect(processed.statusCode, processed.body).toBe(200);
    expect(processed.json()).toMatchObject({ id, status: 1 });
    expect(await wallet(user, 1)).toMatchObject({ balance: 1000, held: 300 });
    const completed = await statusUpdate(admin, { id, status: 2 });
    expect(completed.json()).toMatchObject({ id, status: 2, amount: 300 });
    expect(await wallet(user, 1)).toMatchObject({ balance: 700, held: 0, available: 700 });
    const [entry] = await t.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.idempotencyKey, `withdrawal:${id}:complete`));
    expect(entry).toMatchObject({ kind: 'withdrawal', actorId: admin.userId });
    const audits = await t.db
      .select({ action: auditLogs.action, actorId: auditLogs.actorId })
      .from(auditLogs)
      .where(and(eq(auditLogs.entity, 'withdrawals'), eq(auditLogs.entityId, String(id))))
      .orderBy(auditLogs.id);
    expect(audits).toEqual([
      { action: 'withdrawal.request', actorId: user.userId },
      { action: 'withdrawal.process', actorId: admin.userId },
      { action: 'withdrawal.complete', actorId: admin.userId },
    ]);
    const history = (await t.app.inject(asSession(user, { url: '/api/v1/earning-histories' }))).json();
    expect(history.data[0]).toMatchObject({
      kind: 'withdrawal',
      amount: -300,
      wallet_type: 1,
      // What the description says, for the web to write in the reader's language (decision 151).
      description_parts: { code: 'withdrawal', id, account: expect.stringMatching(/^XXXX\d{4}$/) },
    });
  });

  it('rejects with a trimmed reason, releasing the hold; the reason is required', async () => {
    const user = await fundedUser({ 2: 400 });
    const { id } = (await request(user, { wallet_type: 2, amount: 400 })).json();
    expect(await wallet(user, 2)).toMatchObject({ available: 0, held: 400 });
    for (const reason of [undefined, '', '   ']) {
      const refused = await statusUpdate(admin, { id, status: 3, reason });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.reason).toEqual(['Please provide reason before submitting']);
    }
    const rejected = await statusUpdate(admin, { id, status: 3, reason: '  Account closed  ' });
    expect(rejected.json()).toMatchObject({ status: 3, reason: 'Account closed' });
    expect(await wallet(user, 2)).toMatchObject({ balance: 400, held: 0, available: 400 });
    const own = (await t.app.inject(asSession(user, { url: '/api/v1/withdraw-histories' }))).json();
    expect(own.data[0]).toMatchObject({ id, status: 3, reason: 'Account closed' });
  });

  it('refuses every change a final or wrong status does not allow, and changes nothing', async () => {
    const user = await fundedUser({ 1: 1000, 2: 1000 });
    const done = (await request(user, { wallet_type: 1, amount: 100 })).json().id;
    await statusUpdate(admin, { id: done, status: 2 });
    const gone = (await request(user, { wallet_type: 2, amount: 100 })).json().id;
    await statusUpdate(admin, { id: gone, status: 3, reason: 'No' });
    const entries = await t.db.$count(journalEntries);
    const cases: [number, number, string][] = [
      [done, 3, 'This request is completed and cannot be rejected'],
      [done, 2, 'This request is completed and cannot be completed'],
      [done, 1, 'This request is completed and cannot be processed'],
      [gone, 3, 'This request is rejected and cannot be rejected'],
      [gone, 2, 'This request is rejected and cannot be completed'],
    ];
    for (const [id, status, message] of cases) {
      const response = await statusUpdate(admin, { id, status, reason: 'again' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await t.db.$count(journalEntries)).toBe(entries);
    expect(await wallet(user, 1)).toMatchObject({ balance: 900, held: 0 });
    expect(await wallet(user, 2)).toMatchObject({ balance: 1000, held: 0 });
    expect((await statusUpdate(admin, { id: done, status: 0 })).statusCode).toBe(422);
    expect((await statusUpdate(admin, { id: 2_000_000_000, status: 1 })).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const user = await fundedUser({ 1: 1000 });
    const { id } = (await request(user, { wallet_type: 1, amount: 100 })).json();
    expect((await statusUpdate(user, { id, status: 2 })).statusCode).toBe(403);
    expect((await t.app.inject(asSession(user, { url: '/api/v1/withdraws' }))).statusCode).toBe(403);
    expect(await wallet(user, 1)).toMatchObject({ held: 100 });
  });
});

describe('GET /withdraws (admins)', () => {
  let named: Session & { username: string };
  beforeAll(async () => {
    named = await fundedUser({ 1: 5000 }, { first_name: 'Velmurugan', last_name: 'Ilango' });
    await t.db.update(users).set({ currentPromoterLevel: 3 }).where(eq(users.id, named.userId));
    await request(named, { wallet_type: 1, amount: 4321 });
  });

  it('shows the requester, the bank block, the wallet and a fraud signal for a shared account', async () => {
    const twin = await fundedUser({ 1: 500 });
    await saveBankDetails(t.app, twin, {
      acc_no: ownAccountNumber(named.userId),
      current_password: 'Secret@123',
    });
    const body = (await adminList({ search: 'Velmurugan' })).json();
    expect(body.data).toHaveLength(1);
    const [row] = body.data;
    expect(row).toMatchObject({
      status: 0,
      wallet_type: 1,
      amount: 4321,
      user: {
        username: named.username,
        first_name: 'Velmurugan',
        current_promoter_level: 3,
        pin_code: '600001',
      },
      bank_detail: {
        bank_name: 'State Bank of India',
        acc_no: ownAccountNumber(named.userId),
        ifsc_code: 'SBIN0001234',
      },
    });
    expect(row.bank_detail.id).toBeGreaterThan(0);
    // docs/decisions/186-fraud-signals.md: the twin saved the requester's account number.
    expect(row.fraud_signals).toEqual([
      {
        kind: 'shared_bank_account',
        reason: 'Bank account number shared with other accounts (1)',
        related_user_ids: [twin.userId],
        related_usernames: [twin.username],
      },
    ]);
  });

  it('filters by status, wallet and request date; sorts by date and amount; 422 for unknown keys', async () => {
    const user = await fundedUser({ 1: 2000, 2: 2000 });
    await request(user, { wallet_type: 1, amount: 111 });
    const scratch = (await request(user, { wallet_type: 2, amount: 222 })).json().id;
    await statusUpdate(admin, { id: scratch, status: 1 });
    const processing = (
      await adminList({ search_param: JSON.stringify({ status: 1, wallet_type: 2 }) })
    ).json();
    expect(processing.data.map((row: { id: number }) => row.id)).toContain(scratch);
    expect(
      processing.data.every(
        (row: { status: number; wallet_type: number }) => row.status === 1 && row.wallet_type === 2,
      ),
    ).toBe(true);
    const today = indiaDate();
    const todays = (
      await adminList({ search_param: JSON.stringify({ fromdate: today, todate: today }) })
    ).json();
    expect(todays.pageInfo.total_records).toBeGreaterThan(1);
    const none = (await adminList({ search_param: JSON.stringify({ todate: '2020-01-01' }) })).json();
    expect(none.pageInfo.total_records).toBe(0);
    const byAmount = (await adminList({ sortBy: 'amount', sortDir: 'desc', page_size: '100' })).json();
    const amounts = byAmount.data.map((row: { amount: number }) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a: number, b: number) => b - a));
    expect((await adminList({ sortBy: 'user_id' })).statusCode).toBe(422);
    expect((await adminList({ search_param: JSON.stringify({ user_id: 1 }) })).statusCode).toBe(422);
  });

  it('pages with the list contract and keyset anchors', async () => {
    const first = (await adminList({ page_size: '2' })).json();
    expect(first.pageInfo).toMatchObject({ page_number: 1, page_size: 2, total_capped: false });
    const next = (
      await adminList({ page_size: '2', page_number: '2', after: String(first.data[1].id) })
    ).json();
    const offset = (await adminList({ page_size: '2', page_number: '2' })).json();
    expect(next.data.map((row: { id: number }) => row.id)).toEqual(
      offset.data.map((row: { id: number }) => row.id),
    );
  });
});

describe('bulk actions and the payout file', () => {
  it('processes several at once, each on its own; a refused row does not stop the rest', async () => {
    const a = await fundedUser({ 1: 1000 });
    const b = await fundedUser({ 1: 1000 });
    const idA = (await request(a, { wallet_type: 1, amount: 100 })).json().id;
    const idB = (await request(b, { wallet_type: 1, amount: 200 })).json().id;
    await statusUpdate(admin, { id: idB, status: 3, reason: 'Duplicate' });
    const response = await t.app.inject(
      asSession(admin, {
        method: 'POST',
        url: '/api/v1/withdraw-status-update/bulk',
        payload: { ids: [idA, idB], status: 1 },
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().results).toEqual([
      { id: idA, ok: true, status: 1, message: 'Updated' },
      { id: idB, ok: false, status: 3, message: 'This request is rejected and cannot be processed' },
    ]);

    const csv = await t.app.inject(
      asSession(admin, {
        method: 'POST',
        url: '/api/v1/withdraws/payout-file',
        payload: { ids: [idA, idB] },
      }),
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="payouts.csv"');
    expect(csv.body).toBe(
      `Beneficiary Name,Payment Mode,Account Number (text),IFSC (text),UPI ID,Amount,Reference\r\nAsha Kumar,NEFT,"=""${ownAccountNumber(a.userId)}""","=""SBIN0001234""",,100.00,WD${idA}\r\n`,
    );

    const completed = await t.app.inject(
      asSession(admin, {
        method: 'POST',
        url: '/api/v1/withdraw-status-update/bulk',
        payload: { ids: [idA], status: 2 },
      }),
    );
    expect(completed.json().results[0]).toMatchObject({ ok: true, status: 2 });
    expect(await wallet(a, 1)).toMatchObject({ balance: 900, held: 0 });
    const noneProcessing = await t.app.inject(
      asSession(admin, { method: 'POST', url: '/api/v1/withdraws/payout-file', payload: { ids: [idA] } }),
    );
    expect(noneProcessing.statusCode).toBe(400);
    const reject = await t.app.inject(
      asSession(admin, {
        method: 'POST',
        url: '/api/v1/withdraw-status-update/bulk',
        payload: { ids: [idA], status: 3 },
      }),
    );
    expect(reject.statusCode).toBe(422);
  });
});

describe('the payout file read back', () => {
  it('keeps an 18-digit account number with leading zeros and the IFSC exactly, as text a spreadsheet keeps', async () => {
    const user = await fundedUser({ 1: 1000 });
    await saveBankDetails(t.app, user, {
      acc_no: '000123456789012345',
      ifsc_code: 'SBIN0000001',
      account_holder: 'Ravi "RK" Kumar, Jr',
      current_password: 'Secret@123',
    });
    const { id } = (await request(user, { wallet_type: 1, amount: 120 })).json();
    expect((await statusUpdate(admin, { id, status: 1 })).statusCode).toBe(200);
    const response = await t.app.inject(
      asSession(admin, { method: 'POST', url: '/api/v1/withdraws/payout-file', payload: { ids: [id] } }),
    );
    expect(response.statusCode, response.body).toBe(200);
    // A strict RFC 4180 reader: a stray quote or an unquoted special character would throw.
    const records: Record<string, string>[] = parse(response.body, { columns: true });
    expect(records).toEqual([
      {
        'Beneficiary Name': 'Ravi "RK" Kumar, Jr',
        'Payment Mode': 'NEFT',
        'Account Number (text)': '="000123456789012345"',
        'IFSC (text)': '="SBIN0000001"',
        'UPI ID': '',
        Amount: '120.00',
        Reference: `WD${id}`,
      },
    ]);
    // What a spreadsheet shows (and saves back): the formula's text, every digit as saved.
    const textOf = (cell: string) => /^="([0-9A-Za-z]+)"$/.exec(cell)?.[1];
    expect(textOf(records[0]!['Account Number (text)']!)).toBe('000123456789012345');
    expect(textOf(records[0]!['IFSC (text)']!)).toBe('SBIN0000001');
  });
});

describe('export withdraw_requests.xlsx', () => {
  it('streams the filtered list with its twenty columns, text account numbers, formulas neutralised', async () => {
    const user = await fundedUser({ 1: 1000 }, { city: '=HYPERLINK("http://x")' });
    await saveBankDetails(t.app, user, {
      acc_no: '000123456789',
      bank_name: '-2+3 Bank',
      branch_name: '+91 Main Road',
      current_password: 'Secret@123',
    });
    const { id } = (await request(user, { wallet_type: 1, amount: 150.5 })).json();
    const response = await exported(t, admin, {
      url: '/api/v1/withdraws/export/excel',
      query: { search: user.username },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="withdraw_requests.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Request ID',
      'Username',
      'Full Name',
      'Mobile',
      'City',
      'District',
      'State',
      'Pin Code',
      'Promoter Level',
      'Wallet',
      'Payout Method',
      'Bank',
      'Account Number',
      'IFSC',
      'Branch',
      'UPI ID',
      'Request Date',
      'Status',
      'Amount',
      'Reason',
    ]);
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toBe(String(id));
    expect(row.getCell(5).value).toBe(`'=HYPERLINK("http://x")`);
    expect(row.getCell(11).value).toBe('Bank');
    expect(row.getCell(12).value).toBe(`'-2+3 Bank`);
    expect(row.getCell(13).value).toBe('000123456789');
    expect(row.getCell(15).value).toBe(`'+91 Main Road`);
    expect(row.getCell(13).numFmt).toBe('@');
    expect(row.getCell(16).value).toBe(null);
    expect(row.getCell(18).value).toBe('pending');
    expect(row.getCell(19).value).toBe(150.5);

    const viaList = await exported(t, admin, {
      url: '/api/v1/withdraws',
      query: { exports: '1', search: user.username },
    });
    expect(viaList.headers['content-disposition']).toBe('attachment; filename="withdraw_requests.xlsx"');
    const user2 = await registerAndLogin(t.app, root.promoterCode);
    expect((await t.app.inject(asSession(user2, { url: '/api/v1/withdraws/export/excel' }))).statusCode).toBe(
      403,
    );
  });
});

describe('admin dashboard', () => {
  it('counts pending and processing requests with their amounts', async () => {
    const before = (await t.app.inject(asSession(admin, { url: '/api/v1/admin-dashboard' }))).json();
    const user = await fundedUser({ 1: 1000, 2: 1000 });
    await request(user, { wallet_type: 1, amount: 100.25 });
    const second = (await request(user, { wallet_type: 2, amount: 200 })).json().id;
    await statusUpdate(admin, { id: second, status: 1 });
    const after = (await t.app.inject(asSession(admin, { url: '/api/v1/admin-dashboard' }))).json();
    expect(after.withdrawals.pending.count).toBe(before.withdrawals.pending.count + 1);
    expect(after.withdrawals.pending.amount).toBeCloseTo(before.withdrawals.pending.amount + 100.25, 2);
    expect(after.withdrawals.processing.count).toBe(before.withdrawals.processing.count + 1);
    expect(after.ledger_health).toBeNull();
    const rootView = (await t.app.inject(asSession(root, { url: '/api/v1/admin-dashboard' }))).json();
    expect(rootView.ledger_health).toMatchObject({ ok: true, problems: [] });
  });
});
