import {
  expect,
  expectToastShown,
  openWithdrawals,
  test,
  watchToasts,
  WITHDRAW_TEXT,
} from '../../support/money';

// On a phone the requests are cards: the requester heads each one, every other column is a
// label/value pair, and the selection and actions sit at its foot (docs/decisions/030-tables-that-fit.md).

test('on a phone each request is a card with the masked account and its actions', async ({ page, money }) => {
  const { promoter } = await money.pendingRequest(150);
  const toasts = await watchToasts(page);
  await openWithdrawals(page, promoter.username);

  const card = page.getByTestId('row-card').filter({ hasText: promoter.username });
  await expect(card).toHaveCount(1);
  await expect(page.getByRole('table')).toHaveCount(0);
  const accNo = promoter.bank!.acc_no;
  await expect(card).toContainText(`XXXX${accNo.slice(-4)}`);
  await expect(card).not.toContainText(accNo);
  await expect(card).toContainText('-₹150.00');
  await expect(card.getByText('pending', { exact: true })).toBeVisible();
  // No sideways scrolling.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );

  await card.getByRole('button', { name: `Process ${promoter.username}`, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: WITHDRAW_TEXT.confirmYes }).click();
  await expectToastShown(toasts, WITHDRAW_TEXT.updatedTitle, WITHDRAW_TEXT.updatedText);
  await expect(card.getByText('processing', { exact: true })).toBeVisible();
  await expect(
    card.getByRole('button', { name: `Complete ${promoter.username}`, exact: true }),
  ).toBeVisible();
});
