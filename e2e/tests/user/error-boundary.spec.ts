import { PATHS } from '../../support/constants';
import { expect, loginViaApi, registerUserViaApi, sidebar, test } from '../../support/fixtures';

// A screen that fails while drawing shows the server-error page with Retry and a way back,
// inside the portal shell, instead of a blank page (docs/product/screens.md).

test('a screen that breaks while drawing shows the server-error page, and Retry recovers it', async ({
  page,
  request,
}) => {
  const account = await registerUserViaApi(request);
  // An answer the dashboard cannot draw: `null` where an object is expected.
  await page.route('**/api/v1/user-dashboard', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: 'null' }),
  );
  await loginViaApi(page, account.username, account.password, PATHS.userDashboard);

  const panel = page.getByRole('alert').filter({ hasText: 'This screen could not be loaded' });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Something went wrong while showing this screen');
  await expect(panel.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute(
    'href',
    PATHS.userDashboard,
  );
  // The shell survives: the menu is still there to leave the screen.
  await expect(sidebar(page).getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();

  await page.unroute('**/api/v1/user-dashboard');
  await panel.getByRole('button', { name: 'Retry' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByText('My Promoter Code')).toBeVisible();
});

test('moving to another screen leaves the broken one behind', async ({ page, request }) => {
  const account = await registerUserViaApi(request);
  await page.route('**/api/v1/user-dashboard', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: 'null' }),
  );
  await loginViaApi(page, account.username, account.password, PATHS.userDashboard);
  await expect(page.getByText('This screen could not be loaded')).toBeVisible();

  await page.getByRole('button', { name: /profile/i }).click();
  await page.getByRole('menuitem', { name: /profile/i }).click();
  await expect(page).toHaveURL(PATHS.userProfile);
  await expect(page.getByText('This screen could not be loaded')).toHaveCount(0);
  await expect(page.getByLabel('Username')).toHaveValue(account.username);
});
