import {
  expect,
  openWithdrawals,
  requestRow,
  STATUS,
  test,
  WITHDRAW_PATH,
  WITHDRAW_TEXT,
} from '../support/money';
import { loginAsRoot } from '../support/fixtures';
import { expectBadge, familySharingAMobile, FRAUD_TEXT, withSignalsFilter } from '../support/fraud';

// Fraud signals (issue 20, point 5; docs/decisions/186-fraud-signals.md): an admin sees a flagged
// account's badges with their reason on the three lists, filters by them, and pays a flagged
// withdrawal only with a note. Each test makes its own family of two accounts sharing a mobile.

test('a flagged withdrawal shows its badge, and completing it asks for the note', async ({ page, money }) => {
  const { promoter, relative, request } = await familySharingAMobile(money);
  await openWithdrawals(page, promoter.username);

  const row = requestRow(page, promoter.username);
  await expectBadge(page, row, FRAUD_TEXT.sharedMobile, relative.username);

  await row.getByRole('button', { name: `Complete ${promoter.username}`, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  const note = dialog.getByLabel(FRAUD_TEXT.noteLabel);
  const confirm = dialog.getByRole('button', { name: WITHDRAW_TEXT.confirmYes, exact: true });
  await expect(dialog.getByRole('button', { name: FRAUD_TEXT.sharedMobile, exact: true })).toBeVisible();
  await expect(confirm).toBeDisabled();
  await note.fill('too short');
  await expect(confirm).toBeDisabled();
  await note.fill('Mother and son: she gave his number for her UPI ID');
  await expect(confirm).toBeEnabled();
  await confirm.click();

  await expect(row).toContainText('completed');
  expect((await money.row(promoter, request.id)).status).toBe(STATUS.completed);
});

test('the filter keeps the flagged requests, or only the others', async ({ page, money }) => {
  const { promoter } = await familySharingAMobile(money);
  await loginAsRoot(page, withSignalsFilter(WITHDRAW_PATH, promoter.username, 'false'));
  const table = page.getByRole('table', { name: WITHDRAW_TEXT.title });
  await expect(table.getByText('No Data', { exact: true })).toBeVisible({ timeout: 30_000 });

  await page
    .getByLabel(FRAUD_TEXT.filterLabel, { exact: true })
    .selectOption({ label: FRAUD_TEXT.withSignals });
  await expect(requestRow(page, promoter.username)).toBeVisible();
  await expect(page).toHaveURL(/has_fraud_signals/);
});

test('User Management and Pin Requests show the badge; the user dialog names the signal', async ({
  page,
  money,
}) => {
  const { promoter, relative } = await familySharingAMobile(money);
  await expect(await promoter.api.post('/api/v1/user-promoters', { data: { level: 0 } })).toBeOK();

  await loginAsRoot(page, withSignalsFilter('/portal/admin/users', promoter.username, 'true'));
  const users = page.getByRole('table', { name: 'Users' });
  const userRow = users.getByRole('row').filter({ hasText: promoter.username });
  await expect(userRow).toBeVisible({ timeout: 30_000 });
  await expectBadge(page, userRow, FRAUD_TEXT.sharedMobile, relative.username);
  await userRow.getByRole('button', { name: `View ${promoter.username}` }).click();
  const signals = page.getByRole('dialog').getByRole('region', { name: FRAUD_TEXT.title });
  await expect(signals).toContainText(FRAUD_TEXT.sharedMobileReason);
  await expect(signals).toContainText(relative.username);
  await page.keyboard.press('Escape');

  await page.goto(withSignalsFilter('/portal/admin/pin-requests', promoter.username, 'true'));
  const pinRow = page.getByRole('row').filter({ hasText: promoter.username });
  await expectBadge(page, pinRow, FRAUD_TEXT.sharedMobile, relative.username);
});
