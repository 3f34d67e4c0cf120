import { districtsOf, formatDate } from '@portal/shared';
import { type Page } from '@playwright/test';
import { LANGUAGES, MSG, PATHS } from '../../support/constants';
import {
  afterNextPaint,
  expect,
  holdRequests,
  newRegistration,
  optionTexts,
  type Registration,
  registerUserViaApi,
  rootPromoterCode,
  sidebar,
  test,
  toast,
} from '../../support/fixtures';

/**
 * The registration form's controls, found by their visible labels (docs/product/accounts.md,
 * Registration).
 */
function form(page: Page) {
  return {
    firstName: page.getByLabel('First Name'),
    lastName: page.getByLabel('Last Name'),
    dob: page.getByLabel('Date of Birth'),
    mobile: page.getByLabel('Mobile'),
    nationality: page.getByLabel('Nationality'),
    state: page.getByLabel('State', { exact: true }),
    district: page.getByLabel('District'),
    city: page.getByLabel('City'),
    pinCode: page.getByLabel('Pin Code'),
    language: page.getByLabel('Mother Tongue'),
    username: page.getByLabel('Username'),
    password: page.getByLabel('Password', { exact: true }),
    confirmation: page.getByLabel('Confirm Password'),
    promoterCode: page.getByLabel('Promoter Code'),
    submit: page.getByRole('button', { name: 'Register', exact: true }),
  };
}

async function fillRegistration(page: Page, data: Registration) {
  const f = form(page);
  await f.firstName.fill(data.first_name);
  await f.lastName.fill(data.last_name);
  // Typed DD-MM-YYYY; the API keeps YYYY-MM-DD (docs/product/screens.md).
  await f.dob.fill(formatDate(data.dob));
  await f.mobile.fill(data.mobile);
  await f.state.selectOption(data.state);
  await f.district.selectOption(data.district);
  await f.city.fill(data.city);
  await f.pinCode.fill(data.pin_code);
  await f.language.selectOption(data.language);
  await f.username.fill(data.username);
  await f.password.fill(data.password);
  await f.confirmation.fill(data.password_confirmation);
}

let code: string;

test.beforeAll(async ({ request }) => {
  code = await rootPromoterCode(request);
});

test.describe('registration page', () => {
  test('without a promoter_code the visitor is sent to /login', async ({ page }) => {
    await page.goto('/register');
    await expect(page).toHaveURL(PATHS.login);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();

    await page.goto('/register?promoter_code=');
    await expect(page).toHaveURL(PATHS.login);
  });

  test('shows every field, with nationality and promoter code read-only and pre-filled', async ({ page }) => {
    await page.goto(`/register?promoter_code=${code}`);
    const f = form(page);
    for (const control of [f.firstName, f.lastName, f.mobile, f.city, f.pinCode, f.username]) {
      await expect(control).toBeVisible();
      await expect(control).toBeEditable();
      await expect(control).toHaveValue('');
    }
    await expect(f.dob).toHaveAttribute('placeholder', 'DD-MM-YYYY');
    await expect(f.nationality).toHaveValue('India');
    await expect(f.nationality).not.toBeEditable();
    await expect(f.promoterCode).toHaveValue(code);
    await expect(f.promoterCode).not.toBeEditable();
    await expect(f.password).toHaveAttribute('type', 'password');
    await expect(f.confirmation).toHaveAttribute('type', 'password');
    await expect(f.submit).toBeEnabled();
    // "a link back to the home page"
    const home = page.getByRole('link', { name: /home/i });
    await expect(home).toHaveAttribute('href', PATHS.home);

    // Mother tongue: exactly the six languages, in their order (docs/product/accounts.md, Registration).
    expect(await optionTexts(f.language)).toEqual([...LANGUAGES]);
    // State: the built-in list of Indian states and union territories.
    const states = await optionTexts(f.state);
    expect(states).toEqual(expect.arrayContaining(['Karnataka', 'Kerala', 'Tamil Nadu', 'Delhi']));
    expect(states.length).toBeGreaterThanOrEqual(36);
  });

  test('district options follow the chosen state, and changing the state resets the district', async ({
    page,
  }) => {
    await page.goto(`/register?promoter_code=${code}`);
    const f = form(page);

    await f.state.selectOption('Karnataka');
    expect(await optionTexts(f.district)).toEqual([...districtsOf('Karnataka')]);
    await f.district.selectOption('Mysore');
    await expect(f.district).toHaveValue('Mysore');

    await f.state.selectOption('Kerala');
    await expect(f.district).toHaveValue('');
    const keralaDistricts = await optionTexts(f.district);
    expect(keralaDistricts).toEqual([...districtsOf('Kerala')]);
    expect(keralaDistricts).not.toContain('Mysore');
    expect(keralaDistricts).toContain('Ernakulam');
  });

  test("the password toggle reads 'Show password' / 'Hide password' and flips the input type", async ({
    page,
  }) => {
    await page.goto(`/register?promoter_code=${code}`);
    const f = form(page);
    await f.password.fill('Secret@123');
    const show = page.getByRole('button', { name: 'Show password', exact: true }).first();
    await show.click();
    await expect(f.password).toHaveAttribute('type', 'text');
    await expect(f.password).toHaveValue('Secret@123');
    const hide = page.getByRole('button', { name: 'Hide password', exact: true });
    await expect(hide).toHaveCount(1);
    await hide.click();
    await expect(f.password).toHaveAttribute('type', 'password');
    await expect(page.getByRole('button', { name: 'Hide password', exact: true })).toHaveCount(0);
  });
});

test.describe('registration validation', () => {
  test('submitting the empty form shows every required message word for word', async ({ page }) => {
    await page.goto(`/register?promoter_code=${code}`);
    await form(page).submit.click();
    const { nationality, ...shown } = MSG.required;
    for (const message of Object.values(shown)) {
      await expect(page.getByText(message, { exact: true }), message).toBeVisible();
    }
    // Nationality is pre-filled with India, so its message cannot show.
    await expect(page.getByText(nationality, { exact: true })).toHaveCount(0);
    await expect(page).toHaveURL(/\/register\?promoter_code=/);
  });

  test('a field is checked on blur, not while typing', async ({ page }) => {
    await page.goto(`/register?promoter_code=${code}`);
    const f = form(page);
    await f.mobile.click();
    await f.mobile.pressSequentially('12345', { delay: 30 });
    // Still in the field: a fresh field shows nothing yet, even once the typing has been rendered.
    await afterNextPaint(page);
    await expect(page.getByText(MSG.mobileInvalid)).toHaveCount(0);
    await expect(page.getByText(MSG.required.mobile)).toHaveCount(0);
    await expect(f.mobile).toBeFocused();

    await f.mobile.blur();
    await expect(f.mobile).toHaveAccessibleDescription(MSG.mobileInvalid);
    await expect(page.getByText(MSG.mobileInvalid, { exact: true })).toBeVisible();
    // Other fields untouched: no messages for them.
    await expect(page.getByText(MSG.required.first_name)).toHaveCount(0);

    // Leaving an empty field gives its required message.
    await f.city.focus();
    await f.city.blur();
    await expect(page.getByText(MSG.required.city, { exact: true })).toBeVisible();
  });

  test('mobile, pin code and password rules', async ({ page }) => {
    await page.goto(`/register?promoter_code=${code}`);
    const f = form(page);

    await f.mobile.fill('98765');
    await f.mobile.blur();
    await expect(page.getByText(MSG.mobileInvalid, { exact: true })).toBeVisible();

    await f.pinCode.fill('012345');
    await f.pinCode.blur();
    await expect(f.pinCode).toHaveAccessibleDescription(MSG.pinCodeInvalid);
    await expect(page.getByText(MSG.pinCodeInvalid, { exact: true })).toBeVisible();

    await f.password.fill('short1');
    await f.password.blur();
    await expect(f.password).toHaveAccessibleDescription(MSG.passwordTooShort);
    await expect(page.getByText(MSG.passwordTooShort, { exact: true })).toBeVisible();

    // Fixing the values clears the messages on the next blur.
    await f.mobile.fill('9876543210');
    await f.mobile.blur();
    await f.pinCode.fill('560001');
    await f.pinCode.blur();
    await f.password.fill('Secret@123');
    await f.password.blur();
    await expect(page.getByText(MSG.mobileInvalid)).toHaveCount(0);
    await expect(page.getByText(MSG.pinCodeInvalid)).toHaveCount(0);
    await expect(page.getByText(MSG.passwordTooShort)).toHaveCount(0);
  });

  test("a confirmation that differs shows 'Passwords must match' (complete form, on submit)", async ({
    page,
  }) => {
    await page.goto(`/register?promoter_code=${code}`);
    await fillRegistration(page, { ...newRegistration(code), password_confirmation: 'Secret124' });
    await form(page).submit.click();
    await expect(form(page).confirmation).toHaveAccessibleDescription(MSG.passwordsMustMatch);
    await expect(page.getByText(MSG.passwordsMustMatch, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/register\?promoter_code=/);

    await form(page).confirmation.fill('Secret@123');
    await form(page).confirmation.blur();
    await expect(page.getByText(MSG.passwordsMustMatch)).toHaveCount(0);
  });

  test("a confirmation that differs shows 'Passwords must match' on blur, before the rest is filled", async ({
    page,
  }) => {
    // Checked on blur, like every other rule (docs/product/screens.md, Forms); the user need not
    // fill the whole form first.
    await page.goto(`/register?promoter_code=${code}`);
    const f = form(page);
    await f.password.fill('Secret@123');
    await f.password.blur();
    await f.confirmation.fill('Secret124');
    await f.confirmation.blur();
    await expect(f.confirmation).toHaveAccessibleDescription(MSG.passwordsMustMatch);
    await expect(page.getByText(MSG.passwordsMustMatch, { exact: true })).toBeVisible();
  });

  test("the server's 422 shows under the field: a username that already exists", async ({
    page,
    request,
  }) => {
    const taken = await registerUserViaApi(request, code);
    await page.goto(`/register?promoter_code=${code}`);
    await fillRegistration(page, { ...newRegistration(code), username: taken.username });
    await form(page).submit.click();
    await expect(form(page).username).toHaveAccessibleDescription(MSG.usernameTaken);
    await expect(page.getByText(MSG.usernameTaken, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/register\?promoter_code=/);
  });

  test("the server's 422 shows under the field: a promoter code that is not valid", async ({ page }) => {
    await page.goto('/register?promoter_code=NOTVALID9');
    await expect(form(page).promoterCode).toHaveValue('NOTVALID9');
    await fillRegistration(page, newRegistration('NOTVALID9'));
    await form(page).submit.click();
    await expect(form(page).promoterCode).toHaveAccessibleDescription(MSG.referralCodeInvalid);
    await expect(page.getByText(MSG.referralCodeInvalid, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/register\?promoter_code=NOTVALID9/);
  });
});

test('full journey: register, see processing..., toast, /login, log in to the user dashboard', async ({
  page,
}) => {
  const data = newRegistration(code);
  await page.goto(`/register?promoter_code=${code}`);
  await fillRegistration(page, data);

  // Hold the request until the loading label has been seen.
  const release = await holdRequests(page, '**/api/v1/auth/register');
  const f = form(page);
  await f.submit.click();
  const busy = page.getByRole('button', { name: MSG.processing, exact: true });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();

  await expect(toast(page, MSG.registered)).toBeVisible();
  await expect(page).toHaveURL(PATHS.login);
  // The address changes at once, but the registration form stays on screen (its own Username and
  // Password fields) while the login page's code loads: fill only once the login page is there.
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();

  await page.getByLabel('Username').fill(data.username);
  await page.getByLabel('Password', { exact: true }).fill(data.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(PATHS.userDashboard);
  await expect(sidebar(page).getByText(data.username, { exact: true })).toBeVisible();
  await expect(page.getByTestId('role-badge')).toHaveText('UP');
});
