import { PATHS } from '../../support/constants';
import {
  apiLogin,
  expect,
  loginAsRoot,
  loginViaForm,
  ROOT,
  SAME_ORIGIN,
  test,
  toast,
  uniqueAccount,
} from '../../support/fixtures';
import { MSG } from '../../support/constants';

// Admin accounts have names, mobile, username and password only, so their profile asks for
// nothing else (docs/product/accounts.md).

const ADMIN_ONLY_ASKS = ['First Name', 'Last Name', 'Mobile'];
const NOT_ASKED_OF_ADMINS = [
  'Date of Birth',
  'State',
  'District',
  'City',
  'Pin Code',
  'Mother Tongue',
  'Nationality',
];

test('a newly created admin logs in and saves first name, last name and mobile', async ({
  page,
  request,
}) => {
  const { username, mobile } = uniqueAccount('adm');
  const password = 'Kestrel-Orbit-74';
  expect((await apiLogin(request, ROOT.username, ROOT.password)).status()).toBe(200);
  const created = await request.post('/api/v1/admins', {
    headers: SAME_ORIGIN,
    data: {
      first_name: 'Asha',
      last_name: 'Verma',
      mobile,
      username,
      password,
      password_confirmation: password,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await loginViaForm(page, username, password);
  await expect(page).toHaveURL(PATHS.adminDashboard);
  await page.goto(PATHS.adminProfile);
  for (const label of ADMIN_ONLY_ASKS) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  for (const label of NOT_ASKED_OF_ADMINS)
    await expect(page.getByLabel(label, { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('First Name')).toHaveValue('Asha');

  const newMobile = `9${mobile.slice(1, 9)}${(Number(mobile.at(-1)) + 1) % 10}`;
  await page.getByLabel('First Name').fill('Ashwini');
  await page.getByLabel('Last Name').fill('Varma');
  await page.getByLabel('Mobile', { exact: true }).fill(newMobile);
  await page.getByRole('button', { name: 'Save details', exact: true }).click();
  await expect(toast(page, MSG.updated)).toBeVisible();

  const profile = await (await page.request.get('/api/v1/auth-user')).json();
  expect(profile).toMatchObject({ first_name: 'Ashwini', last_name: 'Varma', mobile: newMobile, dob: null });
  await page.reload();
  await expect(page.getByLabel('First Name')).toHaveValue('Ashwini');
  await expect(page.getByLabel('Last Name')).toHaveValue('Varma');
  await expect(page.getByLabel('Mobile', { exact: true })).toHaveValue(newMobile);
});

test("the super admin's profile asks only for names and mobile too", async ({ page }) => {
  await loginAsRoot(page, PATHS.adminProfile);
  await expect(page.getByLabel('Username')).toHaveValue(ROOT.username);
  for (const label of ADMIN_ONLY_ASKS) await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  for (const label of NOT_ASKED_OF_ADMINS)
    await expect(page.getByLabel(label, { exact: true })).toHaveCount(0);
  // Nothing changed yet: nothing to save.
  await expect(page.getByRole('button', { name: 'Save details', exact: true })).toBeDisabled();
});
