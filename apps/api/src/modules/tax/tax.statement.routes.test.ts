import { beforeAll, describe, expect, it } from 'vitest';
import { financialQuarterOf, financialYearOf } from '@portal/shared';
import { adjustWallet, registerAndLogin, saveBankDetails } from '../../test/fixtures.js';
import { pdfText } from '../../test/pdf-text.js';
import { useTestApp } from '../../test/test-app.js';

/** Statements of tax deducted at source (issue 19, point 4; docs/decisions/180-tax-statements-as-pdf.md). */
const t = useTestApp();
const { root } = t;

const now = new Date();
const YEAR = financialYearOf(now);
const QUARTER = financialQuarterOf(now);
const FY = `FY${YEAR}-${String((YEAR + 1) % 100).padStart(2, '0')}`;

async function payee(pan: string | null) {
  const user = await registerAndLogin(t.app, root.promoterCode);
  await saveBankDetails(t.app, user, pan ? { pan, pan_name: 'Asha Kumar' } : {});
  const credited = await adjustWallet(t.app, root, { user_id: user.userId, wallet_type: 1, amount: 50_000 });
  expect(credited.statusCode).toBe(201);
  return user;
}

async function paid(user: Awaited<ReturnType<typeof payee>>, amount: number): Promise<number> {
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
  return requested.json().id;
}

let promoter: Awaited<ReturnType<typeof payee>>;
let other: Awaited<ReturnType<typeof payee>>;
let promoterWithdrawal: number;

beforeAll(async () => {
  const saved = await t.request(root, {
    method: 'PUT',
    url: '/api/v1/programme-settings',
    payload: { tds_deductor: { name: 'Banyan Promotions Pvt Ltd', tan: 'CHEA12345B' } },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  promoter = await payee('ABCDE1234F');
  other = await payee(null);
  promoterWithdrawal = await paid(promoter, 25_000);
  await paid(other, 30_000);
  const deposited = await t.request(root, {
    method: 'POST',
    url: '/api/v1/tds-deposits',
    payload: {
      financial_year: YEAR,
      quarter: QUARTER,
      section: '194H',
      challan_no: '04711',
      bsr_code: '0510032',
      deposited_on: now.toISOString().slice(0, 10),
      amount: 500,
    },
  });
  expect(deposited.statusCode, deposited.body).toBe(201);
});

const statement = (
  user: { cookie: string; token: string; userId: number; promoterCode: string },
  query: string,
) => t.request(user, { url: `/api/v1/tds-statement?${query}` });

describe('the statement of tax deducted at source', () => {
  it('is a PDF of the quarter: deductor and TAN, the payee and PAN, their payment, the challan', async () => {
    const response = await statement(promoter, `financial_year=${YEAR}&quarter=${QUARTER}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="tds_statement_${FY}_Q${QUARTER}.pdf"`,
    );
    const { pages } = await pdfText(response.rawPayload);
    const text = pages.join('\n');
    for (const expected of [
      'Statement of tax deducted at source',
      'Deductor: Banyan Promotions Pvt Ltd',
      'TAN: CHEA12345B',
      `(${promoter.username})`,
      'PAN: ABCDE1234F',
      `#${promoterWithdrawal}`,
      '25,000.00',
      '500.00',
      '24,500.00',
      '04711',
      '0510032',
    ])
      expect(text).toContain(expected);
    // Nobody else's payment: the other payee's ₹30,000 is not in it.
    expect(text).not.toContain('30,000.00');
  });

  it('for the year, and in the promoter’s language with its script’s font embedded', async () => {
    const language = await t.request(promoter, {
      method: 'PUT',
      url: '/api/v1/ui-language',
      payload: { language: 'ta' },
    });
    expect(language.statusCode, language.body).toBe(200);
    const response = await statement(promoter, `financial_year=${YEAR}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="tds_statement_${FY}.pdf"`);
    const { pages, fonts } = await pdfText(response.rawPayload);
    const text = pages.join('\n');
    expect(text).toContain('மூலத்தில்');
    expect(text).toContain('ABCDE1234F');
    expect(text).toContain('25,000.00');
    expect(text).not.toContain('Statement of tax deducted at source');
    expect(fonts.some((font) => /NotoSansTamil/.test(font))).toBe(true);
  });

  it.each([
    ['hi', /NotoSansDevanagari/],
    ['te', /NotoSansTelugu/],
    ['kn', /NotoSansKannada/],
    ['ml', /NotoSansMalayalam/],
  ])('prints in %s with its script’s font (Malayalam’s empty anchors included)', async (code, font) => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    expect(
      (await t.request(user, { method: 'PUT', url: '/api/v1/ui-language', payload: { language: code } }))
        .statusCode,
    ).toBe(200);
    const response = await statement(user, `financial_year=${YEAR}`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const { fonts } = await pdfText(response.rawPayload);
    expect(fonts.some((name) => font.test(name))).toBe(true);
  });

  it('says so when the payee has no PAN, and refuses a bad year; admins have none of their own', async () => {
    const { pages } = await pdfText((await statement(other, `financial_year=${YEAR}`)).rawPayload);
    expect(pages.join('\n')).toContain('No PAN given: tax deducted at the rate without PAN');
    const bad = await statement(other, 'financial_year=1999');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ financial_year: ['Choose a financial year'] });
    expect((await statement(root, `financial_year=${YEAR}`)).statusCode).toBe(403);
  });
});
