import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addDays, formatDate, formatRupees, indiaDate } from '@portal/shared';
import { ROOT_USERNAME } from '../../support/constants';
import {
  apiLogin,
  createAdminViaApi,
  firstSheetOf,
  loginAsRoot,
  loginViaApi,
  ok,
  SAME_ORIGIN,
  sidebar,
} from '../../support/fixtures';
import { settled } from '../../support/language-walk';
import { describeLatinText, findLatinText } from '../../support/latin-text';
import { expectToastShown, FIRST_SCREEN, test, watchToasts } from '../../support/money';
import {
  currentTaxPeriod,
  depositRow,
  expect,
  paidPromoterWithPan,
  registerRow,
  TDS_REGISTER_PATH,
  TDS_TEXT,
  tdsDeposits,
  tdsRegister,
  tdsRegisterFileName,
  tdsRegisterUrl,
  type TdsDepositsJson,
  type TdsRegisterJson,
  uniqueChallan,
  yearOption,
} from '../../support/tax';

// The TDS Register (docs/decisions/179-tax-register-and-deposits.md): a quarter's deductions with
// their xlsx for the return, the year's deposits recorded by challan, and the dashboard's payable.
// Every test makes its own payee: a promoter with a PAN paid ₹25,000 is taxed 2 %, ₹500.

const GROSS = 25_000;
const TAX = 500;
const BSR_MESSAGE = 'Enter the 7-digit BSR code of the bank branch';
const FUTURE_MESSAGE = 'The date of deposit cannot be in the future';

/** The body of the page's next answer from `endpoint`: what the screen was drawn from. */
async function answerOf<T>(page: Page, endpoint: string): Promise<T> {
  const response = await page.waitForResponse(
    (candidate) => new URL(candidate.url()).pathname === `/api/v1/${endpoint}`,
  );
  return (await response.json()) as T;
}

/** axe's WCAG 2.1 A and AA rules, as e2e/tests/public/accessibility.spec.ts runs them. */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** The amount under a figure's label on the register. */
function figure(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true }).getByRole('definition');
}

test.describe('TDS Register', () => {
  test("shows a promoter's 2 % deduction in the current quarter and exports it as the return's xlsx", async ({
    page,
    money,
  }) => {
    const { promoter, pan, request } = await paidPromoterWithPan(money, GROSS);
    const { financialYear, quarter } = currentTaxPeriod();
    const answered = await tdsRegister(money.root, financialYear, quarter);
    expect(answered.rows.find((row) => row.withdrawal_id === request.id)).toMatchObject({
      username: promoter.username,
      pan,
      section: '194H',
      gross: GROSS,
      base: GROSS,
      rate: 2,
      tax: TAX,
      net: GROSS - TAX,
    });

    // Without a period in the address, the current financial year and quarter.
    const answer = answerOf<TdsRegisterJson>(page, 'tds-register');
    await loginAsRoot(page, TDS_REGISTER_PATH);
    await expect(page.getByRole('heading', { level: 1, name: TDS_TEXT.title })).toBeVisible(FIRST_SCREEN);
    const year = page.getByLabel('Financial year');
    const quarterSelect = page.getByLabel('Quarter', { exact: true });
    await expect(year).toHaveValue(String(financialYear));
    await expect(year.locator('option:checked')).toHaveText(yearOption(financialYear));
    await expect(quarterSelect).toHaveValue(String(quarter));
    await expect(quarterSelect.locator('option:checked')).toHaveText(TDS_TEXT.quarters[quarter]!);
    expect(await quarterSelect.locator('option').allTextContents()).toEqual([
      'Q1 (Apr–Jun)',
      'Q2 (Jul–Sep)',
      'Q3 (Oct–Dec)',
      'Q4 (Jan–Mar)',
    ]);

    const row = registerRow(page, promoter.username);
    await expect(row).toHaveCount(1);
    for (const text of [
      pan,
      '194H',
      formatRupees(GROSS),
      '2 %',
      formatRupees(TAX),
      formatRupees(GROSS - TAX),
    ])
      await expect(row).toContainText(text);
    await expect(row).toContainText(
      formatDate(answered.rows.find((r) => r.withdrawal_id === request.id)!.paid_at),
    );
    // The figures are the very answer this page got.
    const shown = await answer;
    expect(shown).toMatchObject({ financial_year: financialYear, quarter });
    await expect(figure(page, 'Total paid')).toHaveText(formatRupees(shown.totals.gross));
    await expect(figure(page, 'Tax deducted')).toHaveText(formatRupees(shown.totals.tax));
    await expect(figure(page, 'Deposited for this quarter')).toHaveText(formatRupees(shown.deposited));
    await expect(figure(page, 'Payable now')).toHaveText(formatRupees(shown.payable));
    expect(shown.totals.tax).toBeGreaterThanOrEqual(TAX);
    await expectNoAxeViolations(page);

    // Export: the quarter's xlsx, in the return's columns, holding the row.
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe(tdsRegisterFileName(financialYear, quarter));
    expect(download.suggestedFilename()).toMatch(/^tds_register_FY\d{4}-\d{2}_Q[1-4]\.xlsx$/);
    const sheet = await firstSheetOf(download);
    const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    expect(header).toEqual([
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
    const column = (name: string) => header.indexOf(name) + 1;
    const rows = Array.from({ length: sheet.actualRowCount - 1 }, (_, index) => sheet.getRow(index + 2));
    const exported = rows.find(
      (candidate) => candidate.getCell(column('Username')).value === promoter.username,
    );
    expect(exported, `${promoter.username} in the export`).toBeDefined();
    const cell = (name: string) => exported!.getCell(column(name)).value;
    expect(cell('Deductee PAN')).toBe(pan);
    expect(cell('Section')).toBe('194H');
    expect(cell('Amount Paid')).toBe(GROSS);
    expect(cell('Rate (%)')).toBe(2);
    expect(cell('Tax Deducted')).toBe(TAX);
    expect(cell('Net Paid')).toBe(GROSS - TAX);
    expect(String(cell('Withdrawal ID'))).toBe(String(request.id));

    // On a phone each deduction is a card headed by the payee.
    await page.setViewportSize({ width: 390, height: 844 });
    const card = page
      .getByRole('list', { name: TDS_TEXT.table })
      .getByTestId('row-card')
      .filter({ hasText: promoter.username });
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading')).toContainText(promoter.username);
    for (const text of [pan, formatRupees(GROSS), '2 %', formatRupees(TAX)])
      await expect(card).toContainText(text);
  });

  test('records a deposit through the dialog, lists it and refreshes the figures; refuses a bad BSR code and a future date under their fields', async ({
    page,
    money,
  }) => {
    // Tax of the test's own, so ₹1 is always payable.
    await paidPromoterWithPan(money, GROSS);
    const { financialYear, quarter } = currentTaxPeriod();
    const registerBefore = await tdsRegister(money.root, financialYear, quarter);
    expect(registerBefore.payable).toBeGreaterThanOrEqual(TAX);
    const { challan_no: challan, bsr_code: bsr } = uniqueChallan();

    const toasts = await watchToasts(page);
    const deposits = answerOf<TdsDepositsJson>(page, 'tds-deposits');
    await loginAsRoot(page, tdsRegisterUrl(financialYear, quarter));
    await expect(page.getByRole('heading', { level: 1, name: TDS_TEXT.title })).toBeVisible(FIRST_SCREEN);
    const payable = (await deposits).payable;

    await page.getByRole('button', { name: TDS_TEXT.record }).click();
    const dialog = page.getByRole('dialog', { name: 'Record deposit' });
    await expect(dialog).toBeVisible();
    // Preselected: the quarter on screen, 194H, today, and what is payable.
    await expect(dialog.getByLabel('Quarter')).toHaveValue(String(quarter));
    await expect(dialog.getByLabel('Section')).toHaveValue('194H');
    await expect(dialog.getByLabel('Date of deposit')).toHaveValue(formatDate(indiaDate()));
    await expect(dialog.getByLabel('Amount (₹)')).toHaveValue(String(payable));
    await expectNoAxeViolations(page);

    // A BSR code that is not 7 digits: the schema's message under the field, nothing sent.
    const bsrField = dialog.getByLabel('BSR code');
    await dialog.getByLabel('Challan serial number').fill(challan);
    await bsrField.fill('12AB5');
    await bsrField.blur();
    await expect(bsrField).toHaveAttribute('aria-invalid', 'true');
    await expect(bsrField).toHaveAccessibleDescription(BSR_MESSAGE);
    await expect(dialog.getByText(BSR_MESSAGE)).toBeVisible();

    // A date in the future: the server's refusal under the date.
    await bsrField.fill(bsr);
    await bsrField.blur();
    await expect(bsrField).not.toHaveAttribute('aria-invalid', 'true');
    const dateField = dialog.getByLabel('Date of deposit');
    await dateField.fill(formatDate(addDays(indiaDate(), 1)));
    await dialog.getByLabel('Amount (₹)').fill('1');
    await dialog.getByRole('button', { name: 'Record deposit' }).click();
    await expect(dateField).toHaveAccessibleDescription(FUTURE_MESSAGE);
    await expect(dialog).toBeVisible();

    // Today's date: recorded; the register and deposits are read again (the register's answer
    // after the deposit's 201, not a refresh the refusal above started).
    await dateField.fill(formatDate(indiaDate()));
    let recorded = false;
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && response.url().endsWith('/api/v1/tds-deposits'))
        recorded ||= response.status() === 201;
    });
    const registerAfter = page
      .waitForResponse((response) => recorded && new URL(response.url()).pathname === '/api/v1/tds-register')
      .then(async (response) => (await response.json()) as TdsRegisterJson);
    await dialog.getByRole('button', { name: 'Record deposit' }).click();
    await expect(dialog).toBeHidden();
    await expectToastShown(toasts, 'Created Successfull');

    const row = depositRow(page, challan);
    await expect(row).toHaveCount(1);
    for (const text of [
      formatDate(indiaDate()),
      challan,
      bsr,
      TDS_TEXT.quarters[quarter]!,
      '194H',
      '₹1.00',
      ROOT_USERNAME,
    ])
      await expect(row).toContainText(text);

    // The API lists it; the figures on screen are the register's new answer.
    const after = await tdsDeposits(money.root, financialYear);
    expect(after.rows.find((deposit) => deposit.challan_no === challan)).toMatchObject({
      financial_year: financialYear,
      quarter,
      section: '194H',
      bsr_code: bsr,
      deposited_on: indiaDate(),
      amount: 1,
      recorded_by: ROOT_USERNAME,
    });
    expect(
      after.rows.filter((deposit) => deposit.challan_no === challan && deposit.bsr_code === bsr),
    ).toHaveLength(1);
    const refreshed = await registerAfter;
    expect(refreshed.deposited).toBeCloseTo(registerBefore.deposited + 1, 2);
    await expect(figure(page, 'Deposited for this quarter')).toHaveText(formatRupees(refreshed.deposited));
    await expect(figure(page, 'Payable now')).toHaveText(formatRupees(refreshed.payable));
    // ₹1 came off what was payable. Other tests may deduct tax meanwhile (this quarter's, as the
    // totals show), so the payable is compared net of that rather than as a global number.
    const deductedMeanwhile = refreshed.totals.tax - registerBefore.totals.tax;
    expect(refreshed.payable).toBeLessThanOrEqual(registerBefore.payable - 1 + deductedMeanwhile + 0.001);

    // The same challan again is refused under its serial number.
    await page.getByRole('button', { name: TDS_TEXT.record }).click();
    await dialog.getByLabel('Challan serial number').fill(challan);
    await dialog.getByLabel('BSR code').fill(bsr);
    await dialog.getByLabel('Amount (₹)').fill('1');
    await dialog.getByRole('button', { name: 'Record deposit' }).click();
    await expect(dialog.getByLabel('Challan serial number')).toHaveAccessibleDescription(
      'This challan (BSR code, date and serial number) is already recorded',
    );
    const again = await tdsDeposits(money.root, financialYear);
    expect(
      again.rows.filter((deposit) => deposit.challan_no === challan && deposit.bsr_code === bsr),
    ).toHaveLength(1);
  });

  test('a quarter without payments says so, and the period follows the address', async ({ page }) => {
    const { financialYear, quarter } = currentTaxPeriod();
    // The oldest year offered: the browser tests' database holds nothing that old.
    const oldest = financialYear - 3;
    const other = quarter === 1 ? 2 : 1;
    await loginAsRoot(page, TDS_REGISTER_PATH);
    await expect(page.getByRole('heading', { level: 1, name: TDS_TEXT.title })).toBeVisible(FIRST_SCREEN);
    expect(await page.getByLabel('Financial year').locator('option').allTextContents()).toEqual(
      [0, 1, 2, 3].map((back) => yearOption(financialYear - back)),
    );
    await page.getByLabel('Financial year').selectOption(String(oldest));
    await expect(page).toHaveURL(new RegExp(`financial_year=${oldest}&quarter=${quarter}$`));
    await page.getByLabel('Quarter', { exact: true }).selectOption(String(other));
    await expect(page).toHaveURL(new RegExp(`financial_year=${oldest}&quarter=${other}$`));
    await expect(page.getByTestId('tax-register-empty')).toContainText(
      `No payments in ${TDS_TEXT.quarters[other]}, ${yearOption(oldest)}`,
    );
    await expect(page.getByRole('table', { name: TDS_TEXT.table })).toHaveCount(0);
    await expect(figure(page, 'Total paid')).toHaveText('₹0.00');
    await expect(page.getByTestId('tax-deposits-empty')).toHaveText(
      `No deposit is recorded for ${yearOption(oldest)} yet.`,
    );

    // A reload keeps the period; Back returns to the one before.
    await page.reload();
    await expect(page.getByLabel('Financial year')).toHaveValue(String(oldest), FIRST_SCREEN);
    await expect(page.getByLabel('Quarter', { exact: true })).toHaveValue(String(other));
    await page.goBack();
    await expect(page.getByLabel('Quarter', { exact: true })).toHaveValue(String(quarter));
    await expect(page.getByLabel('Financial year')).toHaveValue(String(oldest));
  });

  test('the dashboard shows the payable and opens the register; an admin finds it in the menu', async ({
    page,
    money,
  }) => {
    const dashboard = answerOf<{ tds_payable: number }>(page, 'admin-dashboard');
    await loginAsRoot(page, '/portal/admin/dashboard');
    const { tds_payable: payable } = await dashboard;
    const tile = page.getByRole('group', { name: TDS_TEXT.dashboardTile, exact: true });
    await expect(tile.getByTestId('amount')).toHaveText(formatRupees(payable), FIRST_SCREEN);
    await tile.getByRole('link', { name: TDS_TEXT.dashboardLink }).click();
    await expect(page).toHaveURL(TDS_REGISTER_PATH);
    await expect(page.getByRole('heading', { level: 1, name: TDS_TEXT.title })).toBeVisible();

    // An admin (not the super admin) has it in the sidebar, after Withdraw Request.
    const admin = await createAdminViaApi(money.root, 'tds');
    await page.context().clearCookies();
    await loginViaApi(page, admin.username, admin.password, '/portal/admin/dashboard');
    const link = sidebar(page).getByRole('link', { name: TDS_TEXT.title });
    await expect(link).toHaveAttribute('href', TDS_REGISTER_PATH, FIRST_SCREEN);
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: TDS_TEXT.title })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Payable now', exact: true })).toBeVisible();
  });

  test('an admin who chose Tamil meets no Latin text outside data on the register and its dialog', async ({
    page,
    money,
  }) => {
    await paidPromoterWithPan(money, GROSS);
    const admin = await createAdminViaApi(money.root, 'tdsta');
    await ok(await apiLogin(page.request, admin.username, admin.password));
    await ok(
      await page.request.put('/api/v1/ui-language', { data: { language: 'ta' }, headers: SAME_ORIGIN }),
    );
    const data = [admin.username, admin.promoter_code, admin.first_name, admin.last_name, ROOT_USERNAME];

    await page.goto(TDS_REGISTER_PATH);
    await expect(page.getByRole('heading', { level: 1, name: 'டி.டி.எஸ். பதிவேடு' })).toBeVisible(
      FIRST_SCREEN,
    );
    await expect(page.getByRole('table', { name: 'காலாண்டின் வரிப் பிடித்தங்கள்' })).toBeVisible();
    await settled(page);
    const onScreen = await findLatinText(page, { data });
    expect(onScreen, describeLatinText(onScreen)).toEqual([]);

    await page.getByRole('button', { name: 'செலுத்துதலைப் பதிவுசெய்' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('பி.எஸ்.ஆர். குறியீடு').fill('12');
    await dialog.getByLabel('பி.எஸ்.ஆர். குறியீடு').blur();
    await expect(dialog.getByLabel('பி.எஸ்.ஆர். குறியீடு')).toHaveAttribute('aria-invalid', 'true');
    const inDialog = await findLatinText(dialog, { data });
    expect(inDialog, describeLatinText(inDialog)).toEqual([]);
  });
});
