import { addDays, AMOUNT_MESSAGES, formatDate, indiaDate } from '@portal/shared';
import type { Page } from '@playwright/test';
import { MSG, PATHS } from '../../support/constants';
import { expect, loginViaApi, sidebar, toast } from '../../support/fixtures';
// The money fixture's test: the plain one, with promoters made through the API on request.
import { test } from '../../support/money';
import {
  bankOfTheirOwn,
  registerFundedUser,
  superAdminApi,
  WALLET,
  WITHDRAW_STATUS,
} from '../../support/wallets';

const WITHDRAW_PATH = '/portal/user/withdraw-requests';

// The server's own wording (docs/product/money.md, Withdrawals; no text is fixed for these).
const NO_BANK_DETAILS = 'Save your bank details in Profile Settings before requesting a withdrawal';
const cashMinimum = 'The minimum withdrawal from the Cash Wallet is ₹100.00';
const moreThanAvailable = (available: string) =>
  `Amount is more than the ${available} available in the Cash Wallet`;
const cashCoolDown = (date: string) =>
  `The Cash Wallet allows one request every 30 days: the next is allowed from ${date}`;

/** The wallet's card: a group named by the wallet, holding a group per amount ("Available", "Held"). */
function walletCard(page: Page, name: string) {
  return page.getByRole('group', { name, exact: true });
}

async function expectWallet(page: Page, name: string, available: string, held: string) {
  const card = walletCard(page, name);
  await expect(
    card.getByRole('group', { name: 'Available', exact: true }).getByRole('definition'),
  ).toHaveText(available);
  await expect(card.getByRole('group', { name: 'Held', exact: true }).getByRole('definition')).toHaveText(
    held,
  );
}

function requestDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Request a withdrawal' });
}

function requestsTable(page: Page) {
  return page.getByRole('table', { name: 'Your withdrawal requests' });
}

/** The India date a request allows the next one from: D + the wallet's cool-down days. */
function nextAllowed(requestAt: string, days: number): string {
  return formatDate(addDays(indiaDate(new Date(requestAt)), days));
}

test.describe('withdraw requests', () => {
  test('a user saves bank details, requests a withdrawal, sees it held, and the admin completes it', async ({
    page,
    request,
  }) => {
    // The whole journey in one test, across three screens: more than a screen's worth of time.
    test.slow();
    const { account, user } = await registerFundedUser(request, {
      credits: [{ walletType: WALLET.cash, amount: 1000, reason: 'Welcome bonus' }],
      bank: false,
    });
    await loginViaApi(page, account.username, account.password, PATHS.userProfile);

    const BANK = bankOfTheirOwn();
    const bank = page.getByRole('form', { name: 'Bank Details' });
    await bank.getByLabel('Account Holder Name').fill(BANK.account_holder);
    await bank.getByLabel('Account Number').fill(BANK.acc_no);
    await bank.getByLabel('IFSC Code').fill(BANK.ifsc_code);
    await bank.getByLabel('Bank Name').fill(BANK.bank_name);
    await bank.getByLabel('Branch Name').fill(BANK.branch_name);
    await bank.getByRole('button', { name: 'Add bank details' }).click();
    await expect(toast(page, MSG.created)).toBeVisible();
    // Gone before the withdrawal's toast of the same words, which the screens below can reach first.
    await expect(toast(page, MSG.created)).toBeHidden();

    await sidebar(page).getByRole('link', { name: 'Withdraw Requests', exact: true }).click();
    await expect(page).toHaveURL(WITHDRAW_PATH);
    await expectWallet(page, 'Cash Wallet', '₹1,000.00', '₹0.00');
    await expect(requestsTable(page).getByText('No Data', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Withdraw from the Cash Wallet' }).click();
    const dialog = requestDialog(page);
    await expect(dialog.getByLabel('Wallet')).toHaveValue(String(WALLET.cash));
    await expect(dialog.getByText(`Paid to ${BANK.account_holder}, ${BANK.bank_name}`)).toBeVisible();
    await dialog.getByLabel('Amount (₹)').fill('250.50');
    await dialog.getByRole('button', { name: 'Submit request' }).click();
    await expect(toast(page, MSG.created)).toBeVisible();
    await expect(dialog).toBeHidden();

    // Held at once: the amount leaves "Available" but stays in the balance until it is paid.
    await expectWallet(page, 'Cash Wallet', '₹749.50', '₹250.50');
    expect(await user.wallet(WALLET.cash)).toMatchObject({ balance: 1000, held: 250.5, available: 749.5 });
    const [requested] = await user.withdrawals();
    expect(requested).toMatchObject({ amount: 250.5, status: WITHDRAW_STATUS.pending });
    const row = requestsTable(page).getByRole('row').filter({ hasText: '-₹250.50' });
    await expect(row).toContainText('pending');
    await expect(row).toContainText('Cash Wallet');
    await expect(row).toContainText(formatDate(requested!.request_at));
    await expect(row).toContainText(`${BANK.bank_name} XXXX${BANK.acc_no.slice(-4)}`);

    const admin = await superAdminApi(request);
    await admin.setWithdrawStatus(requested!.id, WITHDRAW_STATUS.completed);
    await page.reload();
    const [completed] = await user.withdrawals();
    await expect(row).toContainText('completed');
    await expect(row).toContainText(`Completed ${formatDate(completed!.updated_at)}`);
    // Paid out: the held amount left the balance, the rest stays available.
    await expectWallet(page, 'Cash Wallet', '₹749.50', '₹0.00');
    expect(await user.wallet(WALLET.cash)).toMatchObject({ balance: 749.5, held: 0, available: 749.5 });
  });

  test('a rejected request shows the reason and its amount is available again', async ({ page, request }) => {
    const { account, user } = await registerFundedUser(request, {
      credits: [{ walletType: WALLET.scratch, amount: 400, reason: 'Scratch card goodwill' }],
    });
    const requested = await user.requestWithdrawal(WALLET.scratch, 150);
    await loginViaApi(page, account.username, account.password, WITHDRAW_PATH);
    await expectWallet(page, 'Scratch Wallet', '₹250.00', '₹150.00');
    const scratch = walletCard(page, 'Scratch Wallet');
    await expect(scratch).toContainText(`Next request allowed from ${nextAllowed(requested.request_at, 7)}`);
    await expect(scratch.getByRole('button', { name: 'Withdraw from the Scratch Wallet' })).toBeDisabled();

    const reason = 'The account holder name does not match the bank records';
    const admin = await superAdminApi(request);
    await admin.setWithdrawStatus(requested.id, WITHDRAW_STATUS.rejected, `  ${reason}  `);
    await page.reload();

    const row = requestsTable(page).getByRole('row').filter({ hasText: '-₹150.00' });
    await expect(row).toContainText('rejected');
    await expect(row).toContainText(`Reason: ${reason}`);
    // Released: nothing held, and a rejected request does not start a cool-down.
    await expectWallet(page, 'Scratch Wallet', '₹400.00', '₹0.00');
    await expect(scratch).toContainText('You can request a withdrawal now');
    await expect(scratch.getByRole('button', { name: 'Withdraw from the Scratch Wallet' })).toBeEnabled();
    expect(await user.wallet(WALLET.scratch)).toMatchObject({ balance: 400, held: 0, available: 400 });
  });

  test('the dialog refuses decimals, less than the minimum and more than available, under the amount', async ({
    page,
    request,
  }) => {
    const { account, user } = await registerFundedUser(request, {
      credits: [{ walletType: WALLET.cash, amount: 1500, reason: 'Welcome bonus' }],
    });
    await loginViaApi(page, account.username, account.password, WITHDRAW_PATH);
    await page.getByRole('button', { name: 'Withdraw from the Cash Wallet' }).click();
    const dialog = requestDialog(page);
    const amount = dialog.getByLabel('Amount (₹)');
    const submit = dialog.getByRole('button', { name: 'Submit request' });
    await expect(dialog.getByText('Available ₹1,500.00 · minimum ₹100.00', { exact: true })).toBeVisible();

    await amount.fill('100.555');
    await submit.click();
    await expect(dialog.getByText(AMOUNT_MESSAGES.decimals, { exact: true })).toBeVisible();

    await amount.fill('50');
    await submit.click();
    await expect(dialog.getByText(cashMinimum, { exact: true })).toBeVisible();

    await amount.fill('1600');
    await submit.click();
    await expect(dialog.getByText(moreThanAvailable('₹1,500.00'), { exact: true })).toBeVisible();
    await expect(amount).toBeFocused();

    // Nothing was requested or held.
    expect(await user.withdrawals()).toEqual([]);
    expect(await user.wallet(WALLET.cash)).toMatchObject({ balance: 1500, held: 0 });

    // Amounts may be typed with digit grouping.
    await amount.fill('1,250.50');
    await submit.click();
    await expect(toast(page, MSG.created)).toBeVisible();
    await expectWallet(page, 'Cash Wallet', '₹249.50', '₹1,250.50');
  });

  test('after a request the cool-down date is shown, and another request for that wallet is refused with it', async ({
    page,
    request,
  }) => {
    const { account, user } = await registerFundedUser(request, {
      credits: [
        { walletType: WALLET.cash, amount: 1000, reason: 'Welcome bonus' },
        { walletType: WALLET.scratch, amount: 300, reason: 'Scratch card goodwill' },
      ],
    });
    await loginViaApi(page, account.username, account.password, WITHDRAW_PATH);
    const cash = walletCard(page, 'Cash Wallet');
    await expect(cash).toContainText('You can request a withdrawal now');

    await cash.getByRole('button', { name: 'Withdraw from the Cash Wallet' }).click();
    await requestDialog(page).getByLabel('Amount (₹)').fill('200');
    await requestDialog(page).getByRole('button', { name: 'Submit request' }).click();
    await expect(requestDialog(page)).toBeHidden();

    const [requested] = await user.withdrawals();
    const next = nextAllowed(requested!.request_at, 30);
    await expect(cash).toContainText(`Next request allowed from ${next}`);
    await expect(cash.getByRole('button', { name: 'Withdraw from the Cash Wallet' })).toBeDisabled();

    // Choosing the Cash Wallet from another wallet's dialog: the date is named before and after sending.
    await page.getByRole('button', { name: 'Withdraw from the Scratch Wallet' }).click();
    const dialog = requestDialog(page);
    await dialog.getByLabel('Wallet').selectOption(String(WALLET.cash));
    await expect(dialog.getByText(`the next is allowed from ${next}`)).toBeVisible();
    await dialog.getByLabel('Amount (₹)').fill('100');
    await dialog.getByRole('button', { name: 'Submit request' }).click();
    await expect(dialog.getByText(cashCoolDown(next), { exact: true })).toBeVisible();
    expect(await user.withdrawals()).toHaveLength(1);
  });

  test('without bank details the dialog shows why and leads to Profile Settings', async ({
    page,
    request,
  }) => {
    const { account, user } = await registerFundedUser(request, {
      credits: [{ walletType: WALLET.cash, amount: 500, reason: 'Welcome bonus' }],
      bank: false,
    });
    await loginViaApi(page, account.username, account.password, WITHDRAW_PATH);
    await expect(page.getByText(/Add your bank details in Profile Settings/).first()).toBeVisible();

    await page.getByRole('button', { name: 'Withdraw from the Cash Wallet' }).click();
    const dialog = requestDialog(page);
    await dialog.getByLabel('Amount (₹)').fill('200');
    await dialog.getByRole('button', { name: 'Submit request' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText(NO_BANK_DETAILS);
    expect(await user.withdrawals()).toEqual([]);

    await alert.getByRole('link', { name: 'Go to Profile Settings' }).click();
    await expect(page).toHaveURL(PATHS.userProfile);
    await expect(page.getByRole('form', { name: 'Bank Details' })).toBeVisible();
  });

  test('a promoter paid by UPI requests a withdrawal: the dialog and the history row name the UPI ID', async ({
    page,
    money,
  }) => {
    const promoter = await money.promoter({ upi: { account_holder: 'Ravi Kumar' } });
    const upiId = promoter.upi!.upi_id;
    await money.fund(promoter, WALLET.cash, 500);
    await loginViaApi(page, promoter.username, promoter.registration.password, WITHDRAW_PATH);

    await page.getByRole('button', { name: 'Withdraw from the Cash Wallet' }).click();
    const dialog = requestDialog(page);
    await expect(dialog).toHaveAccessibleDescription(
      'The amount is held in your wallet until an admin pays it to your UPI ID.',
    );
    await expect(dialog.getByText(`Paid to Ravi Kumar, UPI ID ${upiId}`, { exact: true })).toBeVisible();
    await dialog.getByLabel('Amount (₹)').fill('200');
    await dialog.getByRole('button', { name: 'Submit request' }).click();
    await expect(toast(page, MSG.created)).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = requestsTable(page).getByRole('row').filter({ hasText: '-₹200.00' });
    await expect(row).toContainText('pending');
    await expect(row).toContainText(`UPI ${upiId}`);
    await expect(row).not.toContainText('XXXX');

    // The request copied the method: the history says where it is paid, no bank in it.
    const response = await promoter.api.get('/api/v1/withdraw-histories?page_size=100');
    expect(response.status(), await response.text()).toBe(200);
    const [requested] = (await response.json()).data;
    expect(requested).toMatchObject({
      amount: 200,
      payout_method: 'upi',
      upi_id: upiId,
      bank_name: null,
      acc_no_last4: null,
    });
  });
});
