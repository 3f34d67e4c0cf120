import type { Page } from '@playwright/test';
import { loginViaApi } from '../../support/fixtures';
import { expect, openWithdrawals, requestRow, test, WALLET } from '../../support/money';

// Every amount prints with Indian digit grouping, signed or not (docs/decisions/102-one-formatter-one-mask-one-clock.md):
// a lakh is '₹1,00,000.00' on the wallet card, '-₹1,00,000.00' on both withdrawal lists, and the
// reject dialog names what was asked for without the list's minus sign. The strings are written
// out here, not produced by the portal's formatter, so a formatter that stops grouping fails.

const LAKH = 100000;

function walletAmount(page: Page, wallet: string, label: 'Available' | 'Held') {
  return page
    .getByRole('group', { name: wallet, exact: true })
    .getByRole('group', { name: label, exact: true })
    .getByRole('definition');
}

test('a lakh withdrawal is grouped on the user’s list, the admins’ list and in the reject dialog', async ({
  page,
  money,
}) => {
  const promoter = await money.promoter();
  await money.request(promoter, WALLET.cash, LAKH);

  // The promoter's own list: the held lakh on the wallet card and the signed amount on the request.
  await loginViaApi(
    page,
    promoter.username,
    promoter.registration.password,
    '/portal/user/withdraw-requests',
  );
  const mine = page.getByRole('table', { name: 'Your withdrawal requests' });
  await expect(mine.getByRole('row').filter({ hasText: '-₹1,00,000.00' })).toHaveCount(1);
  await expect(mine).not.toContainText('100000');
  await expect(walletAmount(page, 'Cash Wallet', 'Held')).toHaveText('₹1,00,000.00');

  // The admins' Withdraw Request list.
  await page.context().clearCookies();
  await openWithdrawals(page, promoter.username);
  const row = requestRow(page, promoter.username);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('-₹1,00,000.00');
  await expect(row).not.toContainText('100000');

  // The reject dialog states the amount asked for, unsigned.
  await row.getByRole('button', { name: `Reject ${promoter.username}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject withdrawal request' });
  await expect(dialog).toContainText(`₹1,00,000.00 requested by ${promoter.username}.`);
  await expect(dialog).not.toContainText('-₹');
});

test('a masked account number reads the same on the user’s and the admins’ lists: XXXX and the last 4', async ({
  page,
  money,
}) => {
  const promoter = await money.promoter({ bank: { acc_no: '123456789012345' } });
  await money.request(promoter, WALLET.cash, 150);

  await loginViaApi(
    page,
    promoter.username,
    promoter.registration.password,
    '/portal/user/withdraw-requests',
  );
  const mine = page.getByRole('table', { name: 'Your withdrawal requests' });
  await expect(mine).toContainText('XXXX2345');
  await expect(mine).not.toContainText('XXXXXXXX');

  await page.context().clearCookies();
  await openWithdrawals(page, promoter.username);
  const bankBlock = requestRow(page, promoter.username).getByTestId('bank-block');
  await expect(bankBlock).toContainText('XXXX2345');
  await expect(bankBlock).not.toContainText('XXXXX');
  await expect(page.getByText('123456789012345')).toHaveCount(0);
});
