import { MSG, PATHS } from '../../support/constants';
import { expect, loginViaForm, registerUserViaApi, ROOT, sidebar, test } from '../../support/fixtures';

test.describe('login', () => {
  test("a wrong password shows the server's message and stays on /login", async ({ page, request }) => {
    const { username } = await registerUserViaApi(request);
    await loginViaForm(page, username, 'Wrong@1234');
    await expect(page.getByRole('alert').filter({ hasText: MSG.invalidCredentials })).toHaveText(
      MSG.invalidCredentials,
    );
    await expect(page).toHaveURL(PATHS.login);
    // No session was created.
    expect((await page.request.get('/api/v1/auth-user')).status()).toBe(401);
  });

  test('an unknown username gets the same message (no hint which part was wrong)', async ({ page }) => {
    await loginViaForm(page, 'nobody_here_42', 'Wrong@1234');
    await expect(page.getByText(MSG.invalidCredentials, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(PATHS.login);
  });

  test('the super admin lands on /portal/admin/dashboard', async ({ page }) => {
    await loginViaForm(page, ROOT.username, ROOT.password);
    await expect(page).toHaveURL(PATHS.adminDashboard);
    await expect(page.getByTestId('header-title')).toHaveText('Dashboard');
    await expect(page.getByTestId('role-badge')).toHaveText('AP');
    await expect(sidebar(page).getByText(ROOT.username, { exact: true })).toBeVisible();
  });

  test('a user lands on /portal/user/dashboard', async ({ page, request }) => {
    const { username, password } = await registerUserViaApi(request);
    await loginViaForm(page, username, password);
    await expect(page).toHaveURL(PATHS.userDashboard);
    await expect(page.getByTestId('header-title')).toHaveText('Dashboard');
    await expect(page.getByTestId('role-badge')).toHaveText('UP');
    await expect(sidebar(page).getByText(username, { exact: true })).toBeVisible();
    // The session survives a reload (restored from the cookie).
    await page.reload();
    await expect(page).toHaveURL(PATHS.userDashboard);
    await expect(sidebar(page).getByText(username, { exact: true })).toBeVisible();
  });

  test("the password toggle on the login form reads 'Show password' and 'Hide password'", async ({
    page,
  }) => {
    await page.goto(PATHS.login);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Secret123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password', exact: true }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password', exact: true }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test.describe('welcome page', () => {
  test("renders at '/' and links to the login page", async ({ page }) => {
    await page.goto(PATHS.home);
    await expect(page).toHaveURL(PATHS.home);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('');
    const login = page.getByRole('main').getByRole('link', { name: 'Login', exact: true });
    await expect(login).toHaveAttribute('href', PATHS.login);
    await login.click();
    await expect(page).toHaveURL(PATHS.login);
    await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  });
});
