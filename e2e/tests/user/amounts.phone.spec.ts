import { loginViaApi } from '../../support/fixtures';
import { expect, openWithdrawals, test, WALLET } from '../../support/money';

// Runs in the 'phone' project only: the lists are cards there, and a lakh is grouped on them too
// (docs/decisions/102-one-formatter-one-mask-one-clock.md).

test('a lakh withdrawal is grouped on the phone’s request cards, the user’s and the admins’', async ({
  page,
  money,
}) => {
  const promoter = await money.promoter();
  await money.request(promoter, WALLET.cash, 100000);

  await loginViaApi(
    page,
    promoter.username,
    promoter.registration.password,
    '/portal/user/withdraw-requests',
  );
  const mine = page.getByRole('list', { name: 'Your withdrawal requests' }).getByRole('listitem');
  await expect(mine.filter({ hasText: '-₹1,00,000.00' })).toHaveCount(1);

  await page.context().clearCookies();
  await openWithdrawals(page, promoter.username);
  const cards = page.getByTestId('row-card').filter({ hasText: promoter.username });
  await expect(cards.filter({ hasText: '-₹1,00,000.00' })).toHaveCount(1);
});
