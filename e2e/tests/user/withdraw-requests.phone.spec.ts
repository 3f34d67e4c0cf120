import type { Page } from '@playwright/test';
import { expect, loginViaApi, test } from '../../support/fixtures';
import { registerFundedUser, superAdminApi, WALLET, WITHDRAW_STATUS } from '../../support/wallets';

// Runs in the 'phone' project only (Pixel 5, 393 px wide).

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(
    innerWidth,
  );
}

test('the withdraw screen and its request dialog fit the phone; requests are cards', async ({
  page,
  request,
}) => {
  const { account, user } = await registerFundedUser(request, {
    credits: [
      { walletType: WALLET.cash, amount: 125000.5, reason: 'Welcome bonus' },
      { walletType: WALLET.scratch, amount: 400, reason: 'Scratch card goodwill' },
    ],
  });
  const rejected = await user.requestWithdrawal(WALLET.scratch, 150);
  await (
    await superAdminApi(request)
  ).setWithdrawStatus(
    rejected.id,
    WITHDRAW_STATUS.rejected,
    'The account holder name does not match the bank records of the branch',
  );
  await user.requestWithdrawal(WALLET.cash, 100000);
  await loginViaApi(page, account.username, account.password, '/portal/user/withdraw-requests');

  const cards = page.getByRole('list', { name: 'Your withdrawal requests' }).getByRole('listitem');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: '-₹1,00,000.00' })).toContainText('pending');
  await expect(cards.filter({ hasText: '-₹150.00' })).toContainText('Reason: The account holder name');
  await expect(page.getByRole('group', { name: 'Cash Wallet', exact: true })).toContainText('₹25,000.50');
  await expectNoHorizontalScroll(page);

  await page.getByRole('button', { name: 'Withdraw from the Scratch Wallet' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Request a withdrawal' });
  await expect(dialog.getByLabel('Amount (₹)')).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoHorizontalScroll(page);
});
