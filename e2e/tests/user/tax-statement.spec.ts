import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiLogin, loginViaApi, ok, SAME_ORIGIN } from '../../support/fixtures';
import { settled } from '../../support/language-walk';
import { describeLatinText, findLatinText } from '../../support/latin-text';
import { FIRST_SCREEN, test } from '../../support/money';
import { downloadBytes, isPdf, pdfText } from '../../support/pdf';
import { currentTaxPeriod, expect, paidPromoterWithPan, TDS_TEXT, yearOption } from '../../support/tax';
import {
  EARNINGS_PATH,
  MY_WITHDRAW_PATH,
  STATEMENT_TEXT,
  statementFileName,
  statementSection,
} from '../../support/tax-statement';

// A promoter's statement of tax deducted at source, downloaded from My Withdraw Requests as a PDF
// in their language, and the tax beside the withdrawal in their earnings history
// (docs/decisions/180-tax-statements-as-pdf.md). The settings are the defaults, which no browser
// test changes: 2 % with a PAN once the payee's year passes ₹20,000; a new promoter's year starts
// at nothing, so one ₹25,000 payment is taxed whole: ₹500.00 tax, ₹24,500.00 net.

const GROSS = 25_000;

/** Chooses a period in the section and downloads its statement: the download, once finished. */
async function downloadStatement(page: Page, financialYear: number, period: string) {
  const section = statementSection(page);
  await section
    .getByLabel(STATEMENT_TEXT.year, { exact: true })
    .selectOption({ label: yearOption(financialYear) });
  await section.getByLabel(STATEMENT_TEXT.period, { exact: true }).selectOption({ label: period });
  const downloaded = page.waitForEvent('download');
  await section.getByRole('button', { name: STATEMENT_TEXT.download }).click();
  return downloaded;
}

test('a promoter downloads the quarter’s and the year’s statement as a PDF with their PAN, the payment and the tax, and the history shows the tax and the net', async ({
  page,
  money,
}) => {
  const { promoter, pan, request } = await paidPromoterWithPan(money, GROSS);
  const { financialYear, quarter } = currentTaxPeriod();
  await loginViaApi(page, promoter.username, promoter.registration.password, MY_WITHDRAW_PATH);
  const section = statementSection(page);
  await expect(section).toBeVisible(FIRST_SCREEN);
  await expect(section).toContainText('the tax deducted from each, and the challans');
  // The current financial year is first, then the three before it; the whole year, then each quarter.
  await expect(section.getByLabel(STATEMENT_TEXT.year, { exact: true }).locator('option')).toHaveText([
    yearOption(financialYear),
    yearOption(financialYear - 1),
    yearOption(financialYear - 2),
    yearOption(financialYear - 3),
  ]);
  await expect(section.getByLabel(STATEMENT_TEXT.period, { exact: true }).locator('option')).toHaveText([
    STATEMENT_TEXT.wholeYear,
    ...[1, 2, 3, 4].map((number) => TDS_TEXT.quarters[number]!),
  ]);

  const ofQuarter = await downloadStatement(page, financialYear, TDS_TEXT.quarters[quarter]!);
  expect(ofQuarter.suggestedFilename()).toBe(statementFileName(financialYear, quarter));
  expect(ofQuarter.suggestedFilename()).toMatch(/^tds_statement_FY\d{4}-\d{2}_Q[1-4]\.pdf$/);
  const bytes = await downloadBytes(ofQuarter);
  expect(isPdf(bytes), 'the file starts with %PDF').toBe(true);
  const text = await pdfText(bytes);
  for (const expected of [
    pan,
    `(${promoter.username})`,
    `#${request.id}`,
    '25,000.00',
    '500.00',
    '24,500.00',
  ])
    expect(text, `the statement holds '${expected}'`).toContain(expected);
  await expect(section.getByRole('alert')).toHaveCount(0);

  const ofYear = await downloadStatement(page, financialYear, STATEMENT_TEXT.wholeYear);
  expect(ofYear.suggestedFilename()).toBe(statementFileName(financialYear));
  expect(ofYear.suggestedFilename()).toMatch(/^tds_statement_FY\d{4}-\d{2}\.pdf$/);
  const yearBytes = await downloadBytes(ofYear);
  expect(isPdf(yearBytes)).toBe(true);
  const yearText = await pdfText(yearBytes);
  expect(yearText).toContain(pan);
  expect(yearText).toContain('25,000.00');

  // The same payment in the earnings history: the gross out of the wallet, the tax and the net.
  await page.goto(EARNINGS_PATH);
  const lines = page.getByRole('table', { name: 'Earnings history' }).getByRole('row');
  const withdrawal = lines.filter({ hasText: '-₹25,000.00' });
  await expect(withdrawal).toHaveCount(1);
  await expect(withdrawal).toContainText(`Withdrawal #${request.id}`);
  await expect(withdrawal.getByTestId('earning-tax')).toHaveText('Tax at source ₹500.00');
  await expect(withdrawal.getByTestId('earning-net')).toHaveText('Net paid ₹24,500.00');
  // The funds the admin credited are no withdrawal: no tax beside them.
  const credit = lines.filter({ hasText: '+₹25,000.00' });
  await expect(credit).toHaveCount(1);
  await expect(credit.getByTestId('earning-tax')).toHaveCount(0);
});

test('a failed download says so beside the button, and the section passes axe', async ({ page, money }) => {
  const promoter = await money.promoter();
  await loginViaApi(page, promoter.username, promoter.registration.password, MY_WITHDRAW_PATH);
  const section = statementSection(page);
  await expect(section).toBeVisible(FIRST_SCREEN);
  await page.route(/\/api\/v1\/tds-statement\?/, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
  );
  await section.getByRole('button', { name: STATEMENT_TEXT.download }).click();
  const alert = section.getByRole('alert');
  await expect(alert).toContainText(STATEMENT_TEXT.failed);
  await expect(alert).not.toContainText('boom');
  // axe's WCAG 2.1 A and AA rules on the section, its failure shown.
  const results = await new AxeBuilder({ page })
    .include('section[aria-labelledby="tax-statement-title"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
  // Another period starts afresh.
  await section
    .getByLabel(STATEMENT_TEXT.period, { exact: true })
    .selectOption({ label: STATEMENT_TEXT.wholeYear });
  await expect(alert).toHaveCount(0);
});

test('a promoter reading Tamil sees the Tax statement section in Tamil, no Latin text outside data, and gets the statement in Tamil', async ({
  page,
  money,
}) => {
  const promoter = await money.promoter();
  await ok(await apiLogin(page.request, promoter.username, promoter.registration.password));
  await ok(await page.request.put('/api/v1/ui-language', { data: { language: 'ta' }, headers: SAME_ORIGIN }));
  await page.goto(MY_WITHDRAW_PATH);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta', FIRST_SCREEN);
  const section = statementSection(page, 'வரி அறிக்கை');
  await expect(section).toBeVisible();
  await expect(section).toContainText('பிடிஎஃப் கோப்பாக');
  const { financialYear, quarter } = currentTaxPeriod();
  const year = section.getByLabel('நிதியாண்டு', { exact: true });
  await expect(year.locator('option').first()).toHaveText(`நிதியாண்டு ${financialYearSpan(financialYear)}`);
  const period = section.getByLabel('காலம்', { exact: true });
  await expect(period.locator('option').first()).toHaveText('முழு ஆண்டு');
  await expect(period).toHaveValue(String(quarter));
  await settled(page);
  const found = await findLatinText(section);
  expect(found, describeLatinText(found)).toEqual([]);

  await period.selectOption({ label: 'முழு ஆண்டு' });
  const downloaded = page.waitForEvent('download');
  await section.getByRole('button', { name: 'பிடிஎஃப் பதிவிறக்கவும்' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe(statementFileName(financialYear));
  const text = await pdfText(await downloadBytes(download));
  expect(text).toContain('மூலத்தில்');
  expect(text).not.toContain('Statement of tax deducted at source');
});

/** '2026-27': the years a financial year spans. */
function financialYearSpan(financialYear: number): string {
  return yearOption(financialYear).replace(/^FY /, '');
}
