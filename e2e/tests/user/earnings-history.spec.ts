import { addDays, formatDate, indiaDate } from '@portal/shared';
import type { Page } from '@playwright/test';
import { PATHS } from '../../support/constants';
import { expect, loginViaApi, sidebar, test, uniqueToken } from '../../support/fixtures';
import { registerFundedUser, superAdminApi, WALLET } from '../../support/wallets';

const EARNINGS_PATH = '/portal/user/earnings-history';

function historyTable(page: Page) {
  return page.getByRole('table', { name: 'Earnings history' });
}

/** The table's body rows (the header row holds column headers, not cells). */
function bodyRows(page: Page) {
  return historyTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

/** The totals of one wallet: a group named by the wallet, holding a group per figure (Credits, Debits, Net). */
async function expectTotals(page: Page, wallet: string, credits: string, debits: string, net: string) {
  const totals = page.getByRole('region', { name: 'Totals for the selected entries' });
  const card = totals.getByRole('group', { name: wallet, exact: true });
  await expect(card.getByRole('group', { name: 'Credits', exact: true }).getByRole('definition')).toHaveText(
    credits,
  );
  await expect(card.getByRole('group', { name: 'Debits', exact: true }).getByRole('definition')).toHaveText(
    debits,
  );
  await expect(card.getByRole('group', { name: 'Net', exact: true }).getByRole('definition')).toHaveText(net);
}

/** A user whose ledger holds four adjustments of the test's own, with their reasons. */
async function userWithAdjustments(page: Page, request: Parameters<typeof registerFundedUser>[0]) {
  const token = uniqueToken('Ref');
  const reasons = {
    welcome: `Welcome bonus ${token}`,
    correction: `February quiz correction ${token}`,
    scratch: `Scratch card goodwill ${token}`,
    recovered: `Duplicate payout recovered ${token}`,
  };
  const { account, user } = await registerFundedUser(request, {
    credits: [
      { walletType: WALLET.cash, amount: 1000, reason: reasons.welcome },
      { walletType: WALLET.cash, amount: 250.75, reason: reasons.correction },
      { walletType: WALLET.scratch, amount: 300, reason: reasons.scratch },
    ],
    bank: false,
  });
  // A negative adjustment takes money out of the wallet.
  await (await superAdminApi(request)).adjust(user.id, WALLET.cash, -200, reasons.recovered);
  // The India days the lines were written on, as the server dated them (a run may cross midnight).
  const days = (await user.earnings()).map((line) => indiaDate(new Date(line.created_at))).sort();
  await loginViaApi(page, account.username, account.password, PATHS.userDashboard);
  await sidebar(page).getByRole('link', { name: 'Earnings History', exact: true }).click();
  await expect(page).toHaveURL(EARNINGS_PATH);
  return { reasons, firstDay: days[0]!, lastDay: days.at(-1)!, user };
}

test.describe('earnings history', () => {
  test('lists each adjustment with its reason, kind, wallet and signed amount, and totals per wallet', async ({
    page,
    request,
  }) => {
    const { reasons, user } = await userWithAdjustments(page, request);
    await expect(bodyRows(page)).toHaveCount(4);
    const lines = await user.earnings();
    const dateOf = (reason: string) =>
      formatDate(lines.find((line) => line.description === reason)!.created_at);
    const expected = [
      { reason: reasons.welcome, wallet: 'Cash Wallet', amount: '+₹1,000.00' },
      { reason: reasons.correction, wallet: 'Cash Wallet', amount: '+₹250.75' },
      { reason: reasons.scratch, wallet: 'Scratch Wallet', amount: '+₹300.00' },
      { reason: reasons.recovered, wallet: 'Cash Wallet', amount: '-₹200.00' },
    ];
    for (const { reason, wallet, amount } of expected) {
      const row = bodyRows(page).filter({ hasText: reason });
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('cell', { name: 'Adjustment', exact: true })).toBeVisible();
      await expect(row.getByRole('cell', { name: wallet, exact: true })).toBeVisible();
      await expect(row.getByRole('cell', { name: amount, exact: true })).toBeVisible();
      await expect(row.getByRole('cell', { name: dateOf(reason), exact: true })).toBeVisible();
    }

    await expectTotals(page, 'Cash Wallet', '+₹1,250.75', '-₹200.00', '+₹1,050.75');
    await expectTotals(page, 'Scratch Wallet', '+₹300.00', '₹0.00', '+₹300.00');
    await expectTotals(page, 'Grow Wallet', '₹0.00', '₹0.00', '₹0.00');
  });

  test('the wallet, kind and date filters narrow the rows and the totals follow them', async ({
    page,
    request,
  }) => {
    const { reasons, firstDay, lastDay } = await userWithAdjustments(page, request);
    const filters = page.getByRole('search');
    await expect(bodyRows(page)).toHaveCount(4);

    await filters.getByLabel('Wallet').selectOption({ label: 'Scratch Wallet' });
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page)).toContainText(reasons.scratch);
    await expectTotals(page, 'Scratch Wallet', '+₹300.00', '₹0.00', '+₹300.00');
    // The totals are those of the selection: the other wallets are not shown.
    await expect(page.getByRole('group', { name: 'Cash Wallet', exact: true })).toHaveCount(0);

    await filters.getByLabel('Wallet').selectOption({ label: 'Cash Wallet' });
    await expect(bodyRows(page)).toHaveCount(3);
    await expectTotals(page, 'Cash Wallet', '+₹1,250.75', '-₹200.00', '+₹1,050.75');

    await filters.getByLabel('Kind').selectOption({ label: 'Withdrawal' });
    await expect(historyTable(page).getByText('No Data', { exact: true })).toBeVisible();
    await expectTotals(page, 'Cash Wallet', '₹0.00', '₹0.00', '₹0.00');

    await filters.getByRole('button', { name: 'Reset' }).click();
    await expect(bodyRows(page)).toHaveCount(4);

    // Dates are whole India days, both ends included, typed DD-MM-YYYY: up to the day before the
    // first line holds nothing; from the first line's day to the last line's day holds them all.
    // Their labels are 'From' and 'To': these are entries, not requests.
    const from = filters.getByLabel('From', { exact: true });
    const to = filters.getByLabel('To', { exact: true });
    await expect(filters.getByText(/request (from|to)/i)).toHaveCount(0);
    await to.fill(formatDate(addDays(firstDay, -1)));
    await expect(historyTable(page).getByText('No Data', { exact: true })).toBeVisible();
    await to.fill(formatDate(lastDay));
    await from.fill(formatDate(firstDay));
    await expect(bodyRows(page)).toHaveCount(4);
    await expectTotals(page, 'Cash Wallet', '+₹1,250.75', '-₹200.00', '+₹1,050.75');
  });
});
