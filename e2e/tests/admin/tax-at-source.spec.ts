import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiLogin,
  createAdminViaApi,
  loginAsRoot,
  ok,
  SAME_ORIGIN,
  uniquePan,
  uniqueToken,
} from '../../support/fixtures';
import { settled, textsIn } from '../../support/language-walk';
import { describeLatinText, findLatinText } from '../../support/latin-text';
import {
  expect,
  expectToastShown,
  openWithdrawals,
  requestRow,
  STATUS,
  test,
  WALLET,
  watchToasts,
  withdrawUrl,
  WITHDRAW_TEXT,
} from '../../support/money';

// Tax deducted at source (docs/decisions/178-tax-at-source.md) on the admins' screens: the
// breakdown in Withdraw Request's Amount cell, the payout file paying the net, and the Tax at
// source section of Promotion Settings. The rates stay the defaults (194H, 2 % with a PAN, 20 %
// without, ₹20,000 a year): a new promoter's ₹25,000 crosses the threshold at once and is taxed whole.

const GROSS = 25_000;
const SETTINGS_PATH = '/portal/admin/referral-settings';

/** The Amount cell of a request's row: gross, then the tax and the net once fixed. */
function amountCell(page: Page, username: string) {
  return requestRow(page, username).getByRole('cell').nth(6);
}

test.describe('Withdraw Request', () => {
  test('completing a ₹25,000 request of a payee with a PAN shows the gross, the 2 % tax under 194H and the net in the Amount cell', async ({
    page,
    money,
  }) => {
    const { promoter, request } = await money.pendingRequest(GROSS, {
      bank: { pan: uniquePan(), pan_name: 'KAVYA RAMAN' },
    });
    const toasts = await watchToasts(page);
    // 1280 px with the sidebar open: the breakdown stays inside the Amount column.
    await page.setViewportSize({ width: 1280, height: 800 });
    await openWithdrawals(page, promoter.username);

    // The spec's columns, unchanged.
    expect(await page.getByRole('columnheader').allTextContents()).toEqual([
      '#',
      '',
      'Request Details',
      'Method & Account',
      'Date',
      'Status',
      'Amount',
      'Action',
    ]);
    // Nothing is fixed while the request is pending: the gross alone.
    await expect(amountCell(page, promoter.username)).toHaveText('-₹25,000.00');

    await requestRow(page, promoter.username)
      .getByRole('button', { name: `Complete ${promoter.username}`, exact: true })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: WITHDRAW_TEXT.confirmYes }).click();
    await expectToastShown(toasts, WITHDRAW_TEXT.updatedTitle, WITHDRAW_TEXT.updatedText);

    const cell = amountCell(page, promoter.username);
    await expect(requestRow(page, promoter.username).getByText('completed', { exact: true })).toBeVisible();
    await expect(cell).toContainText('-₹25,000.00');
    await expect(cell.getByTestId('withdraw-tax')).toHaveText('Tax at source under 194H (2 %) ₹500.00');
    await expect(cell.getByTestId('withdraw-net')).toHaveText('Net paid ₹24,500.00');
    const box = page.getByTestId('data-table-box');
    expect(await box.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);

    expect(await money.row(promoter, request.id)).toMatchObject({
      status: STATUS.completed,
      amount: GROSS,
      tds_amount: 500,
      tds_rate: 2,
      tds_section: '194H',
      net_amount: 24_500,
    });
    // The wallet gave the gross: the tax is paid for the promoter, not refunded.
    const cash = (await money.wallets(promoter)).find((wallet) => wallet.wallet_type === WALLET.cash)!;
    expect(cash).toMatchObject({ balance: 0, held: 0 });
  });

  test('without a PAN the same request is taxed at 20 %: ₹5,000.00 tax, ₹20,000.00 net', async ({
    page,
    money,
  }) => {
    const { promoter, request } = await money.pendingRequest(GROSS);
    await money.setStatus(request.id, STATUS.completed);
    await openWithdrawals(page, promoter.username);

    const cell = amountCell(page, promoter.username);
    await expect(cell).toContainText('-₹25,000.00');
    await expect(cell.getByTestId('withdraw-tax')).toHaveText('Tax at source under 194H (20 %) ₹5,000.00');
    await expect(cell.getByTestId('withdraw-net')).toHaveText('Net paid ₹20,000.00');
  });

  test('the payout file of a processing ₹25,000 request pays the net, 24500.00, and fixes the tax the completion keeps', async ({
    page,
    money,
  }) => {
    const token = uniqueToken('Tds');
    const { promoter, request } = await money.pendingRequest(GROSS, {
      registration: { first_name: token },
      bank: { pan: uniquePan(), pan_name: 'KAVYA RAMAN' },
    });
    await money.setStatus(request.id, STATUS.processing);
    await openWithdrawals(page, promoter.username);
    const row = requestRow(page, promoter.username);
    await expect(row.getByText('processing', { exact: true })).toBeVisible();
    await expect(amountCell(page, promoter.username)).toHaveText('-₹25,000.00');

    await row.getByRole('checkbox').check();
    const downloaded = page.waitForEvent('download');
    await page
      .getByRole('region', { name: 'Payout tools' })
      .getByRole('button', { name: 'Payout file (1)' })
      .click();
    const lines = (await readFile(await (await downloaded).path(), 'utf8')).trim().split(/\r\n/);
    const bank = promoter.bank!;
    expect(lines).toEqual([
      'Beneficiary Name,Payment Mode,Account Number (text),IFSC (text),UPI ID,Amount,Reference',
      `${bank.account_holder},NEFT,"=""${bank.acc_no}""","=""${bank.ifsc_code}""",,24500.00,WD${request.id}`,
    ]);

    // The file fixed the deduction: still processing, the breakdown shows at once.
    const cell = amountCell(page, promoter.username);
    await expect(cell.getByTestId('withdraw-tax')).toHaveText('Tax at source under 194H (2 %) ₹500.00');
    await expect(cell.getByTestId('withdraw-net')).toHaveText('Net paid ₹24,500.00');
    await expect(row.getByText('processing', { exact: true })).toBeVisible();
    expect(await money.row(promoter, request.id)).toMatchObject({
      status: STATUS.processing,
      tds_amount: 500,
      net_amount: 24_500,
      paid_at: null,
    });

    // Completion posts what the file paid.
    await money.setStatus(request.id, STATUS.completed);
    const completed = await money.row(promoter, request.id);
    expect(completed).toMatchObject({ status: STATUS.completed, tds_amount: 500, net_amount: 24_500 });
    expect(completed.paid_at).not.toBeNull();
  });
});

// ---- Promotion Settings: Tax at source -----------------------------------------------------------

interface TaxSettingsJson {
  version: number;
  tds: {
    wallet_type: number;
    section: string;
    rate_with_pan: number;
    rate_without_pan: number;
    threshold: number;
  }[];
  tds_rounding: string;
  tds_deductor: { name: string; tan: string };
}

async function taxSettingsOf(root: APIRequestContext): Promise<TaxSettingsJson> {
  const response = await root.get('/api/v1/programme-settings');
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

function taxSection(page: Page) {
  return page.locator('form').filter({ has: page.getByRole('button', { name: 'Save tax at source' }) });
}

test.describe('Promotion Settings: Tax at source', () => {
  test('the super admin sees the defaults, a bad TAN or rate is refused under its field, and a saved deductor reads back after a reload', async ({
    page,
    money,
  }) => {
    const before = await taxSettingsOf(money.root);
    await loginAsRoot(page, SETTINGS_PATH);
    await expect(page.getByRole('heading', { name: 'Tax at source', level: 2 })).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      page.getByText(/once the payee's payments in the financial year \(April–March\) pass the threshold/),
    ).toBeVisible();
    const tax = taxSection(page);

    // A row per wallet with the defaults: 194H, 2 % with a PAN, 20 % without, ₹20,000 a year.
    for (const wallet of ['Cash Wallet', 'Scratch Wallet', 'Grow Wallet']) {
      const row = tax.getByRole('group', { name: wallet, exact: true });
      await expect(row.getByLabel('Section', { exact: true })).toHaveValue('194H');
      await expect(row.getByLabel('Rate with PAN (%)', { exact: true })).toHaveValue('2');
      await expect(row.getByLabel('Rate without PAN (%)', { exact: true })).toHaveValue('20');
      await expect(row.getByLabel('Threshold per financial year (₹)', { exact: true })).toHaveValue('20000');
    }
    const rounding = tax.getByLabel('Rounding of the tax');
    await expect(rounding).toHaveValue('rupee');
    await expect(rounding.locator('option:checked')).toHaveText('To the rupee');
    await expect(rounding.locator('option')).toHaveText(['To the rupee', 'To the paisa']);
    const name = tax.getByLabel('Deductor name');
    const tan = tax.getByLabel('Deductor TAN');
    await expect(name).toHaveValue('');
    await expect(tan).toHaveValue('');

    const deductor = `Promoter Portal ${uniqueToken('Ops')}`;
    try {
      // A TAN one digit short, and a rate with three decimals: each refused under its field.
      await name.fill(deductor);
      await tan.fill('CHEA1234B');
      const cashRate = tax
        .getByRole('group', { name: 'Cash Wallet', exact: true })
        .getByLabel('Rate with PAN (%)', {
          exact: true,
        });
      await cashRate.fill('2.555');
      await tax.getByRole('button', { name: 'Save tax at source' }).click();
      await expect(
        tax.getByText('Enter a valid TAN: 4 letters, 5 digits, then a letter (e.g. CHEA12345B)'),
      ).toBeVisible();
      await expect(tan).toHaveAttribute('aria-invalid', 'true');
      await expect(
        tax
          .getByRole('group', { name: 'Cash Wallet', exact: true })
          .getByText('Enter a rate from 0 to 100 %, with at most 2 decimals'),
      ).toBeVisible();
      await expect(cashRate).toHaveAttribute('aria-invalid', 'true');
      expect((await taxSettingsOf(money.root)).version).toBe(before.version);

      // Typed in lower case, saved upper-cased; the rates as they were.
      await cashRate.fill('2');
      await tan.fill('chea12345b');
      await tax.getByRole('button', { name: 'Save tax at source' }).click();
      await expect(page.getByText('Updated Successfull')).toBeVisible();
      const saved = await taxSettingsOf(money.root);
      expect(saved.version).toBeGreaterThan(before.version);
      expect(saved.tds_deductor).toEqual({ name: deductor, tan: 'CHEA12345B' });
      expect(saved.tds).toEqual(before.tds);
      expect(saved.tds_rounding).toBe(before.tds_rounding);

      await page.reload();
      await expect(taxSection(page).getByLabel('Deductor name')).toHaveValue(deductor, { timeout: 30_000 });
      await expect(taxSection(page).getByLabel('Deductor TAN')).toHaveValue('CHEA12345B');
    } finally {
      // Blank again, as every other test expects.
      const restore = await money.root.put('/api/v1/programme-settings', {
        data: { tds_deductor: { name: '', tan: '' } },
      });
      expect(restore.status(), await restore.text()).toBe(200);
    }
  });
});

test('an admin who chose Tamil reads the breakdown and the Tax at source section with no Latin text outside data', async ({
  page,
  money,
}) => {
  const ta = textsIn('ta');
  const { promoter, request } = await money.pendingRequest(GROSS, {
    bank: { pan: uniquePan(), pan_name: 'KAVYA RAMAN' },
  });
  await money.setStatus(request.id, STATUS.completed);
  // An admin of the test's own: the super admin's language is every other test's too.
  const admin = await createAdminViaApi(money.root, 'tds');
  await ok(await apiLogin(page.request, admin.username, admin.password));
  await ok(await page.request.put('/api/v1/ui-language', { data: { language: 'ta' }, headers: SAME_ORIGIN }));

  await page.goto(withdrawUrl(promoter.username));
  await settled(page);
  // The table's name is in Tamil: the row is found by the username, its data.
  const cell = page.getByRole('row').filter({ hasText: promoter.username }).getByRole('cell').nth(6);
  const tax = cell.getByTestId('withdraw-tax');
  // The section is data, drawn as it is; the words around it are Tamil.
  await expect(tax).toContainText('194H');
  await expect(tax).toContainText('மூலத்தில் பிடித்த வரி');
  await expect(tax).toContainText('₹500.00');
  await expect(cell.getByTestId('withdraw-net')).toContainText('₹24,500.00');
  const inCell = await findLatinText(cell);
  expect(inCell, describeLatinText(inCell)).toEqual([]);

  await page.goto(SETTINGS_PATH);
  await settled(page);
  const heading = page.getByRole('heading', { name: ta('Tax at source'), level: 2 });
  await expect(heading).toBeVisible({ timeout: 30_000 });
  // Read-only for an admin; the TAN hint's example is data.
  const form = page.locator('#settings-tax');
  await expect(form.getByLabel(ta('Deductor TAN'))).toBeDisabled();
  await expect(form).toContainText('CHEA12345B');
  const inSection = [...(await findLatinText(heading.locator('..'))), ...(await findLatinText(form))];
  expect(inSection, describeLatinText(inSection)).toEqual([]);
});
