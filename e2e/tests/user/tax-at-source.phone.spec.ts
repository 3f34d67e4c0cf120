import type { Page } from '@playwright/test';
import { loginViaApi, uniquePan } from '../../support/fixtures';
import { expect, openWithdrawals, STATUS, test, WALLET } from '../../support/money';

// Runs in the 'phone' project only (Pixel 5, 393 px wide): the lists are cards there, and a paid
// request's card carries the gross, the tax at source and the net, the promoter's and the admins'
// (docs/decisions/178-tax-at-source.md). Default settings: 2 % with a PAN past ₹20,000 a year.

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(
    innerWidth,
  );
}

test('a paid request’s card shows the gross, the tax at source and the net, the promoter’s and the admins’', async ({
  page,
  money,
}) => {
  const promoter = await money.promoter({ bank: { pan: uniquePan(), pan_name: 'KAVYA RAMAN' } });
  const request = await money.request(promoter, WALLET.cash, 25_000);
  await money.setStatus(request.id, STATUS.completed);

  await loginViaApi(
    page,
    promoter.username,
    promoter.registration.password,
    '/portal/user/withdraw-requests',
  );
  const mine = page
    .getByRole('list', { name: 'Your withdrawal requests' })
    .getByRole('listitem')
    .filter({ hasText: '-₹25,000.00' });
  await expect(mine).toHaveCount(1);
  await expect(mine.getByTestId('withdrawal-tax')).toHaveText('Tax at source (2 %) ₹500.00');
  await expect(mine.getByTestId('withdrawal-net')).toHaveText('Net paid ₹24,500.00');
  await expect(mine).toContainText('completed');
  await expectNoHorizontalScroll(page);

  await page.context().clearCookies();
  await openWithdrawals(page, promoter.username);
  const card = page.getByTestId('row-card').filter({ hasText: promoter.username });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('-₹25,000.00');
  await expect(card.getByTestId('withdraw-tax')).toHaveText('Tax at source under 194H (2 %) ₹500.00');
  await expect(card.getByTestId('withdraw-net')).toHaveText('Net paid ₹24,500.00');
  await expectNoHorizontalScroll(page);
});
