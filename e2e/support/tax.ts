import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { financialQuarterOf, financialYearLabel, financialYearOf } from '@portal/shared';
import { ok, uniquePan } from './fixtures';
import { expect, type Money, type Promoter, STATUS, WALLET, type WithdrawRequestJson } from './money';

// Tax deducted at source for the browser tests (docs/decisions/178-tax-at-source.md,
// docs/decisions/179-tax-register-and-deposits.md): a promoter paid enough to be taxed, the
// register and deposits as the API answers them, and challans of a test's own. The settings are
// the defaults, which no browser test changes: 194H, 2 % with a PAN, 20 % without, once the
// payee's year passes ₹20,000; a new promoter's year starts at nothing.

export const TDS_REGISTER_PATH = '/portal/admin/tds-register';

/** Word for word, as the English catalogue has them. */
export const TDS_TEXT = {
  title: 'TDS Register',
  table: 'Deductions of the quarter',
  deposits: 'Deposits of the year',
  record: 'Record deposit',
  noPan: 'No PAN',
  dashboardTile: 'Tax deducted, not yet deposited',
  dashboardLink: 'Open TDS Register',
  quarters: { 1: 'Q1 (Apr–Jun)', 2: 'Q2 (Jul–Sep)', 3: 'Q3 (Oct–Dec)', 4: 'Q4 (Jan–Mar)' } as Record<
    number,
    string
  >,
} as const;

export interface TdsRegisterRowJson {
  withdrawal_id: number;
  user_id: number;
  username: string;
  payee_name: string;
  pan: string | null;
  section: string;
  wallet_type: number;
  gross: number;
  base: number;
  rate: number;
  tax: number;
  net: number;
  deducted_at: string;
  paid_at: string;
}

export interface TdsRegisterJson {
  financial_year: number;
  quarter: number;
  rows: TdsRegisterRowJson[];
  totals: { gross: number; tax: number };
  deposited: number;
  payable: number;
}

export interface TdsDepositJson {
  id: number;
  financial_year: number;
  quarter: number;
  section: string;
  challan_no: string;
  bsr_code: string;
  deposited_on: string;
  amount: number;
  recorded_by: string | null;
  created_at: string;
}

export interface TdsDepositsJson {
  rows: TdsDepositJson[];
  payable: number;
}

/** The financial year (2026: FY 2026-27) and quarter a deduction fixed now falls in, India time. */
export function currentTaxPeriod(now: Date = new Date()) {
  return { financialYear: financialYearOf(now), quarter: financialQuarterOf(now) };
}

/** 'FY 2026-27' as the year select names it. */
export const yearOption = (financialYear: number) => financialYearLabel(financialYear);

/** The export's name: tds_register_FY2026-27_Q3.xlsx. */
export function tdsRegisterFileName(financialYear: number, quarter: number): string {
  return `tds_register_${financialYearLabel(financialYear).replace(' ', '')}_Q${quarter}.xlsx`;
}

export function tdsRegisterUrl(financialYear: number, quarter: number): string {
  return `${TDS_REGISTER_PATH}?financial_year=${financialYear}&quarter=${quarter}`;
}

export async function tdsRegister(
  api: APIRequestContext,
  financialYear: number,
  quarter: number,
): Promise<TdsRegisterJson> {
  return ok<TdsRegisterJson>(
    await api.get(`/api/v1/tds-register?financial_year=${financialYear}&quarter=${quarter}`),
  );
}

export async function tdsDeposits(api: APIRequestContext, financialYear: number): Promise<TdsDepositsJson> {
  return ok<TdsDepositsJson>(await api.get(`/api/v1/tds-deposits?financial_year=${financialYear}`));
}

/**
 * A challan of the test's own: a serial (5 digits) from the clock and chance, and a random BSR
 * code (7 digits). The server records a challan (BSR code, date, serial) once, and other tests
 * may record theirs the same day.
 */
export function uniqueChallan(): { challan_no: string; bsr_code: string } {
  const serial = (Date.now() + randomInt(0, 100_000)) % 100_000;
  return {
    challan_no: String(serial).padStart(5, '0'),
    bsr_code: String(randomInt(1_000_000, 10_000_000)),
  };
}

/**
 * A promoter with a PAN whose Cash withdrawal of `gross` the super admin completed through the
 * API: above the year's ₹20,000 the whole payment is taxed at 2 %.
 */
export async function paidPromoterWithPan(
  money: Money,
  gross: number,
): Promise<{ promoter: Promoter; pan: string; request: WithdrawRequestJson }> {
  const pan = uniquePan();
  const promoter = await money.promoter({ bank: { pan, pan_name: 'KAVYA RAMAN' } });
  const request = await money.request(promoter, WALLET.cash, gross);
  await money.setStatus(request.id, STATUS.completed);
  return { promoter, pan, request };
}

/** The register's row (or the phone card) of a payee, found by their username. */
export function registerRow(page: Page, username: string) {
  return page.getByRole('table', { name: TDS_TEXT.table }).getByRole('row').filter({ hasText: username });
}

/** The deposits table's row of a challan, found by its serial. */
export function depositRow(page: Page, challanNo: string) {
  return page.getByRole('table', { name: TDS_TEXT.deposits }).getByRole('row').filter({ hasText: challanNo });
}

export { expect };
