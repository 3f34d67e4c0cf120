import type { Page } from '@playwright/test';
import { PATHS } from '../../support/constants';
import { expect, loginViaForm, registerUserViaApi, sidebar, test } from '../../support/fixtures';

/**
 * The pages must work under the portal's Content-Security-Policy (docs/decisions/035-content-security-policy.md):
 * scripts only from the portal's own files, nothing inline, no eval. Chromium reports a refused
 * script or style as a console error and, even when the page caught the error (a library probing
 * for eval), as a `securitypolicyviolation` event; both count here, and so does any uncaught error.
 */
function watchForViolations(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // Recorded by the page itself from its first script on, read back before each check.
  void page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}`);
    });
  });
  return async function expectNoViolation() {
    const reported = await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    );
    expect([...problems, ...reported]).toEqual([]);
  };
}

/**
 * Scripts from the portal itself and, for YouTube-link videos, YouTube's IFrame player only
 * (decision 035's addendum): never inline, never eval.
 */
const YOUTUBE_PLAYER_HOSTS = ['https://www.youtube.com', 'https://s.ytimg.com'];

function expectStrictPolicy(header: string | undefined) {
  const scriptSrc = header?.split(';').find((part) => part.trim().startsWith('script-src '));
  const [directive, ...sources] = scriptSrc?.trim().split(/\s+/) ?? [];
  expect(directive).toBe('script-src');
  expect(sources).toContain("'self'");
  expect(sources.filter((source) => source !== "'self'").sort()).toEqual([...YOUTUBE_PLAYER_HOSTS].sort());
  expect(header).toContain("frame-ancestors 'none'");
}

test.describe('content security policy', () => {
  test('/login renders under the policy without a single violation', async ({ page }) => {
    const expectNoViolation = watchForViolations(page);
    const response = await page.goto(PATHS.login);
    expectStrictPolicy(response?.headers()['content-security-policy']);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(page.getByLabel('Username')).toBeEditable();
    // Show password flips the field: the page's scripts run.
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await expectNoViolation();
  });

  test('the API documentation at /api/docs renders under the policy', async ({ page }) => {
    const expectNoViolation = watchForViolations(page);
    const response = await page.goto('/api/docs');
    expectStrictPolicy(response?.headers()['content-security-policy']);
    await expect(page.getByRole('heading', { name: /Promoter Portal API/ })).toBeVisible();
    // The operations come from /api/docs/json, fetched and rendered by Swagger UI's scripts.
    const login = page.locator('.opblock').filter({ hasText: '/api/v1/auth/login' });
    await expect(login).toBeVisible();
    await login.locator('.opblock-summary').click();
    await expect(login.getByRole('button', { name: 'Try it out' })).toBeVisible();
    await expectNoViolation();
  });

  test('a user signs in, sees the dashboard and the menus, and signs out, all under the policy', async ({
    page,
    request,
  }) => {
    const { username, password } = await registerUserViaApi(request);
    const expectNoViolation = watchForViolations(page);
    await loginViaForm(page, username, password);
    await expect(page).toHaveURL(PATHS.userDashboard);
    await expect(sidebar(page).getByText(username, { exact: true })).toBeVisible();
    // The profile menu (a popover that positions itself with inline styles).
    await page.getByRole('button', { name: /profile/i }).click();
    await expect(page.getByRole('menuitem', { name: /profile/i })).toBeVisible();
    await page.keyboard.press('Escape');
    await expectNoViolation();
    // Logout is a cookie-authenticated POST: the same-origin check still sees the page's Origin
    // under the Referrer-Policy the server sends.
    await sidebar(page).getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(page).toHaveURL(PATHS.login);
    expect((await page.request.get('/api/v1/auth-user')).status()).toBe(401);
    await expectNoViolation();
  });
});
