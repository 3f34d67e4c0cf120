import { MSG, PATHS } from '../../support/constants';
import {
  apiLogin,
  expect,
  loginViaApi,
  type Registration,
  registerUserViaApi,
  SAME_ORIGIN,
  test,
  toast,
} from '../../support/fixtures';
import { bellHasAsked } from '../../support/notifications';

// Each test signs in a user of its own: changing a password ends that user's other sessions.
let account: Registration;

test.beforeEach(async ({ page, request }) => {
  account = await registerUserViaApi(request);
  await loginViaApi(page, account.username, account.password, PATHS.userProfile);
  await expect(page.getByLabel('Username')).toHaveValue(account.username);
});

test('personal details: editing saves with a toast and persists after a reload', async ({ page }) => {
  await expect(page.getByLabel('City')).toHaveValue(account.city);
  await page.getByLabel('City').fill('Mangaluru');
  await page.getByLabel('State', { exact: true }).selectOption('Kerala');
  await expect(page.getByLabel('District')).toHaveValue('');
  await page.getByLabel('District').selectOption('Ernakulam');
  await page.getByLabel('Pin Code').fill('682001');
  await page.getByLabel('Mother Tongue').selectOption('Malayalam');
  await page.getByRole('button', { name: /save/i }).click();
  await expect(toast(page, MSG.updated)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('City')).toHaveValue('Mangaluru');
  await expect(page.getByLabel('State', { exact: true })).toHaveValue('Kerala');
  await expect(page.getByLabel('District')).toHaveValue('Ernakulam');
  await expect(page.getByLabel('Pin Code')).toHaveValue('682001');
  await expect(page.getByLabel('Mother Tongue')).toHaveValue('Malayalam');
  await expect(page.getByLabel('First Name')).toHaveValue(account.first_name);

  const profile = await (await page.request.get('/api/v1/auth-user')).json();
  expect(profile).toMatchObject({ city: 'Mangaluru', state: 'Kerala', district: 'Ernakulam' });
});

test('personal details: the registration rules apply (blur)', async ({ page }) => {
  await page.getByLabel('Pin Code').fill('012345');
  await page.getByLabel('Pin Code').blur();
  await expect(page.getByText(MSG.pinCodeInvalid, { exact: true })).toBeVisible();
  await page.getByLabel('Mobile').fill('12345');
  await page.getByLabel('Mobile').blur();
  await expect(page.getByText(MSG.mobileInvalid, { exact: true })).toBeVisible();
  await page.getByLabel('City').fill('');
  await page.getByLabel('City').blur();
  await expect(page.getByText(MSG.required.city, { exact: true })).toBeVisible();
});

test('change password: a wrong current password is refused under its field', async ({ page, request }) => {
  await page.getByLabel('Current Password', { exact: true }).fill('Wrong@9999');
  await page.getByLabel('New Password', { exact: true }).fill('NewSecret456');
  await page.getByLabel('Confirm New Password').fill('NewSecret456');
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  const current = page.getByLabel('Current Password', { exact: true });
  await expect(current).toHaveAccessibleDescription(/.+/);
  const message = await current.evaluate(
    (input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
  );
  expect(message).toMatch(/current password/i);
  await expect(page.getByText(message, { exact: true })).toBeVisible();

  // Nothing changed: the old password still works, the new one does not.
  expect((await apiLogin(request, account.username, account.password)).status()).toBe(200);
  expect((await apiLogin(request, account.username, 'NewSecret456')).status()).toBe(401);
});

test('change password: with the right current password it succeeds and the new one logs in', async ({
  page,
  request,
}) => {
  await page.getByLabel('Current Password', { exact: true }).fill(account.password);
  await page.getByLabel('New Password', { exact: true }).fill('NewSecret456');
  await page.getByLabel('Confirm New Password').fill('NewSecret456');
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  await expect(toast(page, MSG.patched)).toBeVisible();
  await expect(page.getByLabel('Current Password', { exact: true })).toHaveValue('');

  // This session stays signed in.
  await page.reload();
  await expect(page).toHaveURL(PATHS.userProfile);

  expect((await apiLogin(request, account.username, 'NewSecret456')).status()).toBe(200);
  expect((await apiLogin(request, account.username, account.password)).status()).toBe(401);
});

test('change password: the new password must be 8+ characters and match its confirmation', async ({
  page,
}) => {
  await page.getByLabel('New Password', { exact: true }).fill('short');
  await page.getByLabel('New Password', { exact: true }).blur();
  await expect(page.getByText(MSG.passwordTooShort, { exact: true })).toBeVisible();
  await page.getByLabel('Current Password', { exact: true }).fill(account.password);
  await page.getByLabel('New Password', { exact: true }).fill('NewSecret456');
  await page.getByLabel('Confirm New Password').fill('NewSecret457');
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  await expect(page.getByText(MSG.passwordsMustMatch, { exact: true })).toBeVisible();
});

test('a session ended elsewhere: the next save answers 401 and sends the user to /login', async ({
  page,
  playwright,
}) => {
  // The page's own first requests done, or one of them would find the session ended first.
  await bellHasAsked(page);
  // Changing the password from another client ends every other session, this page's included.
  const other = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
  try {
    expect((await apiLogin(other, account.username, account.password)).status()).toBe(200);
    const changed = await other.patch('/api/v1/changepassword', {
      headers: SAME_ORIGIN,
      data: {
        current_password: account.password,
        password: 'Elsewhere789',
        password_confirmation: 'Elsewhere789',
      },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  } finally {
    await other.dispose();
  }

  await page.getByLabel('City').fill('Udupi');
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page).toHaveURL(PATHS.login);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  // A 401 response removes the cookie (docs/product/screens.md, Feedback).
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('session-token');
});
