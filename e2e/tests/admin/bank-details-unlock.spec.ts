import { BANK_UNLOCK_MESSAGES } from '@portal/shared';
import type { Page } from '@playwright/test';
import { MSG, PATHS } from '../../support/constants';
import { expect, loginAsRoot, loginViaApi, registerUserViaApi, test, toast } from '../../support/fixtures';
import { BANK, userMoneyApi } from '../../support/wallets';

// An admin unlocks a user's saved bank details from the User Management dialog; the user's next
// save then needs no password, once (docs/product/money.md, Bank details).

const PASSWORD_NEEDED = 'Enter your current password to change saved bank details';

/** The User Management dialog of `username`, opened by the super admin from a search. */
async function openUserDialog(page: Page, username: string) {
  await loginAsRoot(page, PATHS.adminUsers);
  const search = page.getByRole('searchbox');
  await search.fill(username);
  await search.press('Enter');
  await expect(page.getByText('Showing 1 to 1 of 1 results', { exact: true })).toBeVisible();
  const lockRead = page.waitForResponse(/\/api\/v1\/user-bank-detail\/lock\?/);
  await page.getByRole('button', { name: new RegExp(`\\b${username}$`) }).click();
  const dialog = page.getByRole('dialog', { name: 'User Details' });
  await expect(dialog.getByText(`@${username}`)).toBeVisible();
  expect((await lockRead).status()).toBe(200);
  return dialog;
}

/** The admin's view of the lock, through the page's (super admin) session. */
async function lockOf(page: Page, userId: number) {
  const response = await page.request.get(`/api/v1/user-bank-detail/lock?user_id=${userId}`);
  expect(response.status(), await response.text()).toBe(200);
  return response.json() as Promise<{ saved: boolean; locked: boolean }>;
}

test('an admin unlocks saved bank details after confirming; the user then changes them once without a password', async ({
  page,
  browser,
  request,
}) => {
  const account = await registerUserViaApi(request);
  const user = await userMoneyApi(request, account);
  await user.saveBankDetails();

  const dialog = await openUserDialog(page, account.username);
  const unlock = dialog.getByRole('button', { name: 'Unlock bank details', exact: true });

  // Cancelling changes nothing.
  await unlock.click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('heading')).toHaveText(MSG.confirmTitle);
  await expect(
    confirm.getByText(
      `${account.username} will be able to change their saved bank details once without their password.`,
      { exact: true },
    ),
  ).toBeVisible();
  await confirm.getByRole('button', { name: MSG.confirmCancel, exact: true }).click();
  await expect(confirm).toBeHidden();
  expect(await lockOf(page, user.id)).toMatchObject({ saved: true, locked: true });

  await unlock.click();
  await page.getByRole('alertdialog').getByRole('button', { name: MSG.confirmYes, exact: true }).click();
  await expect(toast(page, BANK_UNLOCK_MESSAGES.unlocked)).toBeVisible();
  await expect(dialog.getByRole('status').filter({ hasText: BANK_UNLOCK_MESSAGES.unlocked })).toBeVisible();
  await expect(unlock).toHaveCount(0);
  expect(await lockOf(page, user.id)).toMatchObject({ saved: true, locked: false });

  // The user, in a browser of their own: no password asked for this one save.
  const context = await browser.newContext();
  try {
    const userPage = await context.newPage();
    await loginViaApi(userPage, account.username, account.password, PATHS.userProfile);
    const form = userPage.getByRole('form', { name: 'Bank Details' });
    await expect(form.getByLabel('Branch Name')).toHaveValue(BANK.branch_name);
    await expect(form.getByText(/An admin unlocked your bank details/)).toBeVisible();
    await expect(form.getByLabel('Current Password')).toHaveCount(0);
    await form.getByLabel('Branch Name').fill('Madurai Anna Nagar');
    await form.getByRole('button', { name: 'Change bank details' }).click();
    await expect(toast(userPage, MSG.updated)).toBeVisible();
    expect(await user.bankDetails()).toMatchObject({ branch_name: 'Madurai Anna Nagar', locked: true });

    // Saved: locked again, so the next change asks for the password once more.
    await expect(form.getByLabel('Current Password')).toBeVisible();
    await expect(form.getByText(/An admin unlocked your bank details/)).toHaveCount(0);
    await form.getByLabel('Branch Name').fill('Madurai Town Hall Road');
    await form.getByRole('button', { name: 'Change bank details' }).click();
    await expect(form.getByText(PASSWORD_NEEDED, { exact: true })).toBeVisible();
    expect((await user.bankDetails())?.branch_name).toBe('Madurai Anna Nagar');
  } finally {
    await context.close();
  }
  expect(await lockOf(page, user.id)).toMatchObject({ saved: true, locked: true });
});

test('a user without saved bank details has nothing to unlock', async ({ page, request }) => {
  const account = await registerUserViaApi(request);
  const dialog = await openUserDialog(page, account.username);
  await expect(dialog.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Unlock bank details' })).toHaveCount(0);
  await expect(dialog.getByText(BANK_UNLOCK_MESSAGES.unlocked)).toHaveCount(0);
});
