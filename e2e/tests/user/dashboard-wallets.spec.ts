import type { Page } from '@playwright/test';
import { PATHS } from '../../support/constants';
import { expect, loginViaApi, test } from '../../support/fixtures';
import { registerFundedUser, superAdminApi, WALLET, WITHDRAW_STATUS } from '../../support/wallets';

async function expectWallet(page: Page, name: string, available: string, held: string) {
  const card = page.getByRole('group', { name, exact: true });
  await expect(
    card.getByRole('group', { name: 'Available', exact: true }).getByRole('definition'),
  ).toHaveText(available);
  await expect(card.getByRole('group', { name: 'Held', exact: true }).getByRole('definition')).toHaveText(
    held,
  );
}

function totalEarned(page: Page) {
  return page.getByRole('group', { name: 'Total Earned', exact: true }).getByRole('definition');
}

test.describe('user dashboard: wallets', () => {
  test('shows each wallet available and held, and the total earned; a paid withdrawal is not a loss of earnings', async ({
    page,
    request,
  }) => {
    const { account, user } = await registerFundedUser(request, {
      credits: [
        { walletType: WALLET.cash, amount: 1500, reason: 'Welcome bonus' },
        { walletType: WALLET.scratch, amount: 250.25, reason: 'Scratch card goodwill' },
      ],
    });
    const requested = await user.requestWithdrawal(WALLET.cash, 300);
    await loginViaApi(page, account.username, account.password, PATHS.userDashboard);

    await expectWallet(page, 'Cash Wallet', '₹1,200.00', '₹300.00');
    await expectWallet(page, 'Scratch Wallet', '₹250.25', '₹0.00');
    await expectWallet(page, 'Grow Wallet', '₹0.00', '₹0.00');
    await expect(totalEarned(page)).toHaveText('₹1,750.25');

    await (await superAdminApi(request)).setWithdrawStatus(requested.id, WITHDRAW_STATUS.completed);
    await page.reload();
    await expectWallet(page, 'Cash Wallet', '₹1,200.00', '₹0.00');
    // Total earned counts credits from earnings and adjustments; money paid out does not lower it.
    await expect(totalEarned(page)).toHaveText('₹1,750.25');
    expect(await user.wallet(WALLET.cash)).toMatchObject({ balance: 1200, held: 0, available: 1200 });

    await page.getByRole('link', { name: 'Withdraw', exact: true }).click();
    await expect(page).toHaveURL('/portal/user/withdraw-requests');
    await expectWallet(page, 'Cash Wallet', '₹1,200.00', '₹0.00');
  });
});
