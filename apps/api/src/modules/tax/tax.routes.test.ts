import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { financialQuarterOf, financialYearOf } from '@portal/shared';
import { auditLogs, journalEntries, tdsDeposits } from '../../db/schema.js';
import { adjustWallet, registerAndLogin, saveBankDetails, type Session } from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { checkMoneyHealth } from '../money-health/money-health.service.js';

/** The TDS register and deposits (issue 19, point 3; docs/decisions/179-tax-register-and-deposits.md). */
const t = useTestApp();
const { root } = t;

const now = new Date();
const YEAR = financialYearOf(now);
const QUARTER = financialQuarterOf(now);
const today = now.toISOString().slice(0, 10);

beforeAll(async () => {
  const saved = await t.request(root, {
    method: 'PUT',
    url: '/api/v1/programme-settings',
    payload: {
      withdrawal: [1, 2, 3].map((wallet_type) => ({ wallet_type, min_amount: 1, cooldown_days: 0 })),
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

async function paidWithdrawal(user: Session, amount: number) {
  const requested = await t.request(user, {
    method: 'POST',
    url: '/api/v1/withdraws',
    payload: { wallet_type: 1, amount },
  });
  expect(requested.statusCode, requested.body).toBe(201);
  const completed = await t.request(root, {
    method: 'POST',
    url: '/api/v1/withdraw-status-update',
    payload: { id: requested.json().id, status: 2 },
  });
  expect(completed.statusCode, completed.body).toBe(200);
  return completed.json();
}

async function payee(pan: string | null) {
  const user = await registerAndLogin(t.app, root.promoterCode);
  await saveBankDetails(t.app, user, pan ? { pan, pan_name: 'Asha Kumar' } : {});
  const credited = await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 1, amount: 100_000 });
  expect(credited.statusCode).toBe(201);
  return user;
}

const register = async () => {
  const response = await t.request(root, {
    url: `/api/v1/tds-register?financial_year=${YEAR}&quarter=${QUARTER}`,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const deposit = (payload: Record<string, unknown>) =>
  t.request(root, { method: 'POST', url: '/api/v1/tds-deposits', payload });
const dashboard = async () => (await t.request(root, { url: '/api/v1/admin-dashboard' })).json();

let withPan: Awaited<ReturnType<typeof payee>>;
let withoutPan: Awaited<ReturnType<typeof payee>>;
let paidWithPan: { id: number };
let paidWithoutPan: { id: number };

beforeAll(async () => {
  withPan = await payee('ABCDE1234F');
  withoutPan = await payee(null);
  paidWithPan = await paidWithdrawal(withPan, 25_000); // ₹500 at 2 %
  paidWithoutPan = await paidWithdrawal(withoutPan, 30_000); // ₹6,000 at 20 %
  await paidWithdrawal(withPan, 1_000); // ₹20
});

describe('the TDS register', () => {
  it('lists the quarter’s deductions with payee, PAN, section, gross, rate, tax and dates', async () => {
    const { rows, totals, payable } = await register();
    const rowOf = (id: number) => rows.find((row: { withdrawal_id: number }) => row.withdrawal_id === id);
    expect(rowOf(paidWithPan.id)).toMatchObject({
      user_id: withPan.userId,
      username: withPan.username,
      pan: 'ABCDE1234F',
      section: '194H',
      wallet_type: 1,
      gross: 25_000,
      base: 25_000,
      rate: 2,
      tax: 500,
      net: 24_500,
    });
    expect(rowOf(paidWithoutPan.id)).toMatchObject({ pan: null, rate: 20, tax: 6_000, net: 24_000 });
    expect(totals).toEqual({ gross: 56_000, tax: 6_520 });
    expect(payable).toBe(6_520);
    expect((await dashboard()).tds_payable).toBe(6_520);
  });

  it('exports the quarter as an xlsx in the return’s columns, PANNOTAVBL without a PAN', async () => {
    const response = await t.request(root, {
      url: `/api/v1/tds-register/export?financial_year=${YEAR}&quarter=${QUARTER}`,
    });
    expect(response.statusCode).toBe(200);
    const fy = `FY${YEAR}-${String((YEAR + 1) % 100).padStart(2, '0')}`;
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="tds_register_${fy}_Q${QUARTER}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      'Deductee PAN',
      'Deductee Name',
      'Username',
      'Section',
      'Date of Payment',
      'Amount Paid',
      'Taxable Amount',
      'Date of Deduction',
      'Rate (%)',
      'Tax Deducted',
      'Net Paid',
      'Wallet',
      'Withdrawal ID',
    ]);
    const rows = sheet.getRows(2, sheet.rowCount - 1)!.map((row) => row.values as unknown[]);
    const byId = (id: number) => rows.find((row) => row[13] === String(id))!;
    expect(byId(paidWithoutPan.id).slice(1, 5)).toEqual([
      'PANNOTAVBL',
      expect.any(String),
      withoutPan.username,
      '194H',
    ]);
    expect([byId(paidWithoutPan.id)[6], byId(paidWithoutPan.id)[9], byId(paidWithoutPan.id)[10]]).toEqual([
      30_000, 20, 6_000,
    ]);
    expect(byId(paidWithPan.id)[1]).toBe('ABCDE1234F');
  });

  it('is for admins only, and refuses a quarter outside 1–4 on its field', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    expect(
      (await t.request(user, { url: `/api/v1/tds-register?financial_year=${YEAR}&quarter=1` })).statusCode,
    ).toBe(403);
    const bad = await t.request(root, { url: `/api/v1/tds-register?financial_year=${YEAR}&quarter=5` });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ quarter: ['Choose a quarter, 1 to 4'] });
  });
});

describe('deposits', () => {
  const challan = { financial_year: YEAR, quarter: QUARTER, section: '194H', bsr_code: '0510032' };

  it('move the amount out of the payable account through the ledger, audited, and the dashboard follows', async () => {
    const before = (await register()).payable;
    const response = await deposit({ ...challan, challan_no: '00123', deposited_on: today, amount: 520 });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      challan_no: '00123',
      bsr_code: '0510032',
      deposited_on: today,
      amount: 520,
      recorded_by: 'root',
    });
    const after = await register();
    expect(after.payable).toBe(before - 520);
    expect(after.deposited).toBeGreaterThanOrEqual(520);
    expect((await dashboard()).tds_payable).toBe(before - 520);

    const [row] = await t.db.select().from(tdsDeposits).where(eq(tdsDeposits.challanNo, '00123'));
    const [entry] = await t.db.select().from(journalEntries).where(eq(journalEntries.id, row!.entryId));
    expect(entry).toMatchObject({ kind: 'tds_deposit', actorId: root.userId });
    const audits = await t.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(sql`${auditLogs.entity} = 'journal_entries' and ${auditLogs.entityId} = ${String(entry!.id)}`);
    expect(audits).toEqual([{ action: 'tds.deposit' }]);
    const listed = (await t.request(root, { url: `/api/v1/tds-deposits?financial_year=${YEAR}` })).json();
    expect(listed.rows.map((deposit: { challan_no: string }) => deposit.challan_no)).toContain('00123');
    expect(listed.payable).toBe(before - 520);
    expect((await checkMoneyHealth(t.db)).problems).toEqual([]);
  });

  it('refuse more than is payable, the same challan twice, a future date and bad codes, moving nothing', async () => {
    const { payable } = await register();
    const entries = await t.db.$count(journalEntries);
    const tooMuch = await deposit({
      ...challan,
      challan_no: '00200',
      deposited_on: today,
      amount: payable + 1,
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount[0]).toMatch(
      /^More than the ₹[\d,.]+ of tax deducted and not yet deposited$/,
    );

    expect(
      (await deposit({ ...challan, challan_no: '00201', deposited_on: today, amount: 1 })).statusCode,
    ).toBe(201);
    const again = await deposit({ ...challan, challan_no: '00201', deposited_on: today, amount: 1 });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      challan_no: ['This challan (BSR code, date and serial number) is already recorded'],
    });
    const otherAmount = await deposit({ ...challan, challan_no: '00201', deposited_on: today, amount: 2 });
    expect(otherAmount.json().errors).toEqual({
      challan_no: ['This challan (BSR code, date and serial number) is already recorded'],
    });

    const future = await deposit({ ...challan, challan_no: '00202', deposited_on: '2999-01-01', amount: 1 });
    expect(future.json().errors).toEqual({ deposited_on: ['The date of deposit cannot be in the future'] });
    const codes = await deposit({
      ...challan,
      bsr_code: '12',
      challan_no: 'ABCDE',
      deposited_on: today,
      amount: 1,
    });
    expect(codes.json().errors).toEqual({
      bsr_code: ['Enter the 7-digit BSR code of the bank branch'],
      challan_no: ['Enter the 5-digit challan serial number'],
    });
    // One entry: the one good deposit.
    expect(await t.db.$count(journalEntries)).toBe(entries + 1);
    expect((await register()).payable).toBe(payable - 1);
  });
});
