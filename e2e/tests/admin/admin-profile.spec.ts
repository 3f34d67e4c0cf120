import { PATHS } from '../../support/constants';
import {
  apiLogin,
  createAdminViaApi,
  expect,
  loginAsRoot,
  loginViaForm,
  ROOT,
  test,
  toast,
  uniqueAccount,
} from '../../support/fixtures';
import { MSG } from '../../support/constants';
import { expectToastShown, FIRST_SCREEN, watchToasts } from '../../support/money';

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
  expect((await apiLogin(request, ROOT.username, ROOT.password)).status()).toBe(200);
  const { username, password, mobile } = await createAdminViaApi(request, 'adm');

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

test.describe('Payment Details', () => {
  const FIELDS = {
    account_holder: 'Account Holder Name',
    acc_no: 'Account Number',
    ifsc_code: 'IFSC Code',
    bank_name: 'Bank Name',
    branch_name: 'Branch Name',
    whatsapp_number: 'WhatsApp Number',
  } as const;

  test('the account and WhatsApp number promoters pay to: messages under the fields, then saved', async ({
    page,
  }) => {
    const toasts = await watchToasts(page);
    await loginAsRoot(page, PATHS.adminProfile);
    const before = await (await page.request.get('/api/v1/admin-bank-details')).json();
    await expect(page.getByRole('heading', { name: 'Payment Details', exact: true })).toBeVisible(
      FIRST_SCREEN,
    );
    const field = (name: keyof typeof FIELDS) => page.getByLabel(FIELDS[name], { exact: true });
    const save = page.getByRole('button', { name: 'Save payment details', exact: true });

    for (const name of Object.keys(FIELDS) as (keyof typeof FIELDS)[]) await field(name).fill('');
    await field('acc_no').fill('12ab');
    await field('ifsc_code').fill('SBIN1234');
    await field('whatsapp_number').fill('98765');
    await save.click();
    // Each message is under its field, and is the field's description.
    const message = async (name: keyof typeof FIELDS, text: string) => {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
      await expect(field(name)).toHaveAccessibleDescription(text);
    };
    await message('account_holder', 'Account holder name is required');
    await message('acc_no', 'Account number must be 9 to 18 digits');
    await message(
      'ifsc_code',
      'Enter a valid IFSC code: 4 letters, 0, then 6 letters or digits (e.g. SBIN0001234)',
    );
    await message('bank_name', 'Bank name is required');
    await message('branch_name', 'Branch name is required');
    await message('whatsapp_number', 'Enter a valid 10-digit WhatsApp number');
    await expect(field('account_holder')).toBeFocused();

    const accNo = `6${String(Date.now()).slice(-10)}`;
    const { mobile } = uniqueAccount('pay');
    await field('account_holder').fill('Promoter Portal Trust');
    await field('acc_no').fill(accNo);
    await field('ifsc_code').fill('hdfc0004321');
    await field('bank_name').fill('HDFC Bank');
    await field('branch_name').fill('Bengaluru MG Road');
    await field('whatsapp_number').fill(mobile);
    await save.click();
    await expectToastShown(toasts, before ? MSG.updated : MSG.created);

    const saved = await (await page.request.get('/api/v1/admin-bank-details')).json();
    expect(saved).toMatchObject({
      account_holder: 'Promoter Portal Trust',
      acc_no: accNo,
      ifsc_code: 'HDFC0004321',
      bank_name: 'HDFC Bank',
      branch_name: 'Bengaluru MG Road',
      whatsapp_number: mobile,
    });
    await page.reload();
    await expect(field('acc_no')).toHaveValue(accNo);
    await expect(field('ifsc_code')).toHaveValue('HDFC0004321');
    await expect(field('whatsapp_number')).toHaveValue(mobile);
    // Nothing changed since: nothing to save.
    await expect(save).toBeDisabled();
  });
});
