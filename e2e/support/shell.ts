import type { APIRequestContext, Page } from '@playwright/test';
import { expectedHeaderTitle, PATHS } from './constants';
import { expect, headerTitle, loginViaApi, sidebar, sidebarLinks, test } from './fixtures';

export interface ShellCase {
  role: 'admin' | 'user';
  /** The account a test signs in with: the super admin, or a user the test registers itself. */
  account(request: APIRequestContext): Promise<{ username: string; password: string }>;
  nav: readonly { label: string; path: string }[];
  dashboard: string;
  profile: string;
  badge: 'AP' | 'UP';
  /** A path of the other role's area: it is unknown here and leads to this role's dashboard. */
  otherAreaPath: string;
}

/** The portal shell (docs/product/screens.md, Portal shell), the same checks for each role. */
export function describeShell(shell: ShellCase) {
  const login = async (page: Page, path: string = shell.dashboard) => {
    const account = await shell.account(page.request);
    await loginViaApi(page, account.username, account.password, path);
    return account;
  };

  test.describe(`${shell.role} portal shell`, () => {
    test('the sidebar has every label, word for word and in order, with its path', async ({ page }) => {
      await login(page);
      await expect(sidebar(page).getByRole('link')).toHaveCount(shell.nav.length);
      const links = await sidebarLinks(page);
      expect(links).toEqual(shell.nav.map(({ label, path }) => ({ label, href: path })));
      for (const { label, path } of shell.nav) {
        await expect(sidebar(page).getByRole('link', { name: label, exact: true })).toHaveAttribute(
          'href',
          path,
        );
      }
    });

    test('each sidebar entry opens its path, with the header title of the rule', async ({ page }) => {
      await login(page);
      // Start away from the dashboard so that the Dashboard entry is a real navigation too.
      const order = [...shell.nav.slice(1), shell.nav[0]!];
      for (const { label, path } of order) {
        await sidebar(page).getByRole('link', { name: label, exact: true }).click();
        await expect(page, `${label} → ${path}`).toHaveURL(path);
        await expect(headerTitle(page), `header title on ${path}`).toHaveText(
          expectedHeaderTitle(path, shell.role),
        );
        await expect(page.getByTestId('role-badge')).toHaveText(shell.badge);
      }
    });

    test("a direct visit shows the header title of the rule ('/daily' reads 'Purchase Orders')", async ({
      page,
    }) => {
      await login(page, shell.nav[1]!.path);
      expect(shell.nav[1]!.path).toContain('/daily');
      await expect(headerTitle(page)).toHaveText('Purchase Orders');
      await page.goto(shell.dashboard);
      await expect(headerTitle(page)).toHaveText('Dashboard');
      await page.goto(shell.profile);
      await expect(headerTitle(page)).toHaveText(shell.role === 'admin' ? 'Admin Panel' : 'User Panel');
    });

    test(`the badge reads ${shell.badge}; the sidebar shows the initial, the username and Logout`, async ({
      page,
    }) => {
      const { username } = await login(page);
      await expect(page.getByTestId('role-badge')).toHaveText(shell.badge);
      const aside = sidebar(page);
      await expect(aside.getByText(username, { exact: true })).toBeVisible();
      await expect(aside.getByText(username[0]!.toUpperCase(), { exact: true })).toBeVisible();
      const logout = aside.getByRole('button', { name: 'Logout', exact: true });
      await expect(logout).toBeVisible();
      await expect(logout).toHaveText('Logout');
    });

    test('the sidebar toggle makes it narrow, and wide again', async ({ page }) => {
      await login(page);
      const aside = sidebar(page);
      const width = async () => (await aside.boundingBox())?.width ?? 0;
      const wide = await width();
      expect(wide).toBeGreaterThanOrEqual(200);

      await aside.getByRole('button', { expanded: true }).click();
      await expect.poll(width).toBeLessThanOrEqual(100);
      // Still usable while narrow: every entry is there and works.
      await expect(aside.getByRole('link')).toHaveCount(shell.nav.length);
      const last = shell.nav.at(-1)!;
      await aside.getByRole('link', { name: last.label, exact: true }).click();
      await expect(page).toHaveURL(last.path);
      expect(await width()).toBeLessThanOrEqual(100);

      await aside.getByRole('button', { expanded: false }).click();
      await expect.poll(width).toBe(wide);
      await expect(aside.getByText(shell.nav[0]!.label, { exact: true })).toBeVisible();
    });

    test("the profile menu item opens the role's profile settings", async ({ page }) => {
      const { username } = await login(page);
      await page.getByRole('button', { name: /profile/i }).click();
      await page.getByRole('menuitem', { name: /profile/i }).click();
      await expect(page).toHaveURL(shell.profile);
      await expect(page.getByLabel('Username')).toHaveValue(username);
    });

    test("the profile menu's code comes after the page has loaded; pressed before it is here, the menu opens when it arrives", async ({
      page,
    }) => {
      // docs/decisions/188-header-controls-after-the-first-paint.md. The menu's code is held back
      // until the button has been pressed, as on a slow link.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/profile-dropdown-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await login(page);
      await page.getByRole('button', { name: /profile/i }).click();
      await expect(page.getByRole('menu')).toHaveCount(0);
      release();
      await expect(page.getByRole('menuitem', { name: /profile/i })).toBeVisible();

      const timing = await page.evaluate(() => ({
        loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
        asked: performance
          .getEntriesByType('resource')
          .find((entry) => /\/profile-dropdown-[^/]+\.js$/.test(entry.name))?.startTime,
      }));
      expect(timing.loaded).toBeGreaterThan(0);
      expect(timing.asked).toBeGreaterThanOrEqual(timing.loaded);
    });

    test('unknown paths and the other area redirect to the dashboard', async ({ page }) => {
      await login(page, '/no-such-page');
      await expect(page).toHaveURL(shell.dashboard);
      await page.goto('/portal/nothing/here');
      await expect(page).toHaveURL(shell.dashboard);
      await page.goto(shell.otherAreaPath);
      await expect(page).toHaveURL(shell.dashboard);
      await expect(headerTitle(page)).toHaveText('Dashboard');
    });

    test('Logout returns to /login', async ({ page }) => {
      await login(page, shell.nav[2]!.path);
      await sidebar(page).getByRole('button', { name: 'Logout', exact: true }).click();
      await expect(page).toHaveURL(PATHS.login);
      await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
    });

    test('after Logout the session is gone: portal paths redirect away, also after a reload', async ({
      page,
    }) => {
      await login(page, shell.nav[2]!.path);
      await sidebar(page).getByRole('button', { name: 'Logout', exact: true }).click();
      await expect(sidebar(page)).toHaveCount(0);
      // The session is gone on the server too, and the cookie with it.
      expect((await page.request.get('/api/v1/auth-user')).status()).toBe(401);
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('session-token');

      await page.goto(shell.dashboard);
      await expect(page).toHaveURL(PATHS.home);
      await page.reload();
      await expect(page).toHaveURL(PATHS.home);
      await expect(sidebar(page)).toHaveCount(0);
      await page.goto(shell.nav[2]!.path);
      await expect(page).toHaveURL(PATHS.home);
    });
  });
}
