import { formatDate, indiaDate } from '@portal/shared';
import type { Page } from '@playwright/test';
import { MSG, PATHS } from '../../support/constants';
import {
  expect,
  loginAsRoot,
  loginViaForm,
  newRegistration,
  registerUserViaApi,
  rootPromoterCode,
  test,
  toast,
} from '../../support/fixtures';

// Dates are typed and shown DD-MM-YYYY on every machine; the API keeps YYYY-MM-DD
// (docs/product/screens.md). The browser's own date input would follow the machine's locale.

/** Fills the registration form but the date of birth. */
async function fillAllButDate(page: Page, data: ReturnType<typeof newRegistration>) {
  await page.getByLabel('First Name').fill(data.first_name);
  await page.getByLabel('Last Name').fill(data.last_name);
  await page.getByLabel('Mobile').fill(data.mobile);
  await page.getByLabel('State', { exact: true }).selectOption(data.state);
  await page.getByLabel('District').selectOption(data.district);
  await page.getByLabel('City').fill(data.city);
  await page.getByLabel('Pin Code').fill(data.pin_code);
  await page.getByLabel('Mother Tongue').selectOption(data.language);
  await page.getByLabel('Username').fill(data.username);
  await page.getByLabel('Password', { exact: true }).fill(data.password);
  await page.getByLabel('Confirm Password').fill(data.password_confirmation);
}

async function profileDob(page: Page): Promise<string | null> {
  const response = await page.request.get('/api/v1/auth-user');
  expect(response.status()).toBe(200);
  return (await response.json()).dob;
}

test('a birth date typed day first at registration is the one the profile shows, and can be changed', async ({
  page,
  request,
}) => {
  const data = newRegistration(await rootPromoterCode(request));
  await page.goto(`/register?promoter_code=${data.referral_code}`);
  await fillAllButDate(page, data);

  // Digits only: the separators appear by themselves, day first.
  const dob = page.getByLabel('Date of Birth');
  await expect(dob).toHaveAttribute('placeholder', 'DD-MM-YYYY');
  await expect(dob).toHaveAccessibleDescription('DD-MM-YYYY');
  await dob.pressSequentially('02031990');
  await expect(dob).toHaveValue('02-03-1990');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(toast(page, MSG.registered)).toBeVisible();
  await expect(page).toHaveURL(PATHS.login);

  await loginViaForm(page, data.username, data.password);
  await expect(page).toHaveURL(PATHS.userDashboard);
  // The 2nd of March, not February the 3rd.
  expect(await profileDob(page)).toMatch(/^1990-03-02/);

  await page.goto(PATHS.userProfile);
  const profileDobInput = page.getByLabel('Date of Birth');
  await expect(profileDobInput).toHaveValue('02-03-1990');

  await profileDobInput.fill('25-12-1988');
  await page.getByRole('button', { name: /save/i }).click();
  await expect(toast(page, MSG.updated)).toBeVisible();
  expect(await profileDob(page)).toMatch(/^1988-12-25/);
  await page.reload();
  await expect(page.getByLabel('Date of Birth')).toHaveValue('25-12-1988');
});

test('a date that does not exist is refused under the field, not sent', async ({ page, request }) => {
  const data = newRegistration(await rootPromoterCode(request));
  await page.goto(`/register?promoter_code=${data.referral_code}`);
  await fillAllButDate(page, data);
  const dob = page.getByLabel('Date of Birth');
  await dob.fill('31-02-1990');
  await dob.blur();
  await expect(dob).toHaveAccessibleDescription('Enter a valid date of birth');

  let registerCalls = 0;
  await page.route('**/api/v1/auth/register', async (route) => {
    registerCalls += 1;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dob).toBeFocused();
  await expect(page).toHaveURL(/\/register\?/);
  expect(registerCalls).toBe(0);
});

test("the admin's user dialog and the join-date filter use DD-MM-YYYY too", async ({ page, request }) => {
  const user = await registerUserViaApi(request);
  await loginAsRoot(page, PATHS.adminUsers);
  await page.getByLabel('Search').fill(user.username);
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();

  // Joined today (India time): from today keeps the user, to yesterday leaves no row.
  const today = indiaDate();
  const yesterday = indiaDate(new Date(Date.now() - 24 * 60 * 60 * 1000));
  await page.getByLabel('Joined from').pressSequentially(formatDate(today).replaceAll('-', ''));
  await expect(page.getByLabel('Joined from')).toHaveValue(formatDate(today));
  await expect(page).toHaveURL(new RegExp(`fromdate%22%3A%22${today}|fromdate":"${today}`));
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();
  await page.getByLabel('Joined from').fill('');
  await expect(page).not.toHaveURL(/fromdate/);
  await page.getByLabel('Joined to').fill(formatDate(yesterday));
  await expect(page).toHaveURL(new RegExp(`todate%22%3A%22${yesterday}|todate":"${yesterday}`));
  await expect(page.getByText('No Data')).toBeVisible();
  await page.getByLabel('Joined to').fill('');
  await expect(page.getByText('Showing 1 to 1 of 1 results')).toBeVisible();

  await page.getByRole('button', { name: new RegExp(`\\b${user.username}$`) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(formatDate(user.dob), { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
  await expect(dialog.getByLabel('Date of Birth')).toHaveValue(formatDate(user.dob));
});

test('the join-date filter applies whole, real dates only; what it did not take does not linger', async ({
  page,
}) => {
  await loginAsRoot(page, PATHS.adminUsers);
  const from = page.getByLabel('Joined from');
  await expect(from).toHaveAttribute('placeholder', 'DD-MM-YYYY');

  // Half a date applies nothing, and leaving the box shows the date in force again (none).
  await from.pressSequentially('0102');
  await expect(from).toHaveValue('01-02');
  await page.getByLabel('Search').focus();
  await expect(from).toHaveValue('');
  await expect(page).not.toHaveURL(/fromdate/);

  // A whole date that does not exist is marked and not applied; Reset clears it.
  await from.fill('31-02-2024');
  await expect(from).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Search').focus();
  await expect(from).toHaveValue('31-02-2024');
  await expect(page).not.toHaveURL(/fromdate/);
  await page.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(from).toHaveValue('');
  await expect(from).not.toHaveAttribute('aria-invalid', 'true');

  await from.fill('29-02-2024');
  await expect(from).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/fromdate%22%3A%222024-02-29|fromdate":"2024-02-29/);
});
