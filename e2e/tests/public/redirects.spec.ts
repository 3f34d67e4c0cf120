import { PATHS } from '../../support/constants';
import { expect, holdRequests, test } from '../../support/fixtures';

// A visitor gets the public routes only, and any unknown path redirects to the root
// (docs/product/screens.md, Routes). The portal's paths are not public routes, so they are unknown
// to a visitor.
test.describe('visitor redirects', () => {
  for (const path of ['/no-such-page', '/portal', '/portal/admin/users', '/portal/user/dashboard']) {
    test(`${path} sends a visitor to '/'`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(PATHS.home);
      await expect(page.getByRole('main').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    });
  }
});

test("while the session is being checked a full-screen 'Loading...' shows", async ({ page }) => {
  const release = await holdRequests(page, '**/api/v1/auth/session');
  await page.goto(PATHS.login);
  await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toHaveCount(0);
  release();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
});
