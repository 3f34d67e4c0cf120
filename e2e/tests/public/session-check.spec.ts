import type { ConsoleMessage, Page } from '@playwright/test';
import { PATHS } from '../../support/constants';
import { expect, loginViaApi, registerUserViaApi, test } from '../../support/fixtures';

// The session check answers a visitor 200 (docs/decisions/103-the-session-check-answers-200.md):
// a browser logs every 4xx answer to the console, and a visitor on the sign-in page is no error.

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  return errors;
}

test('a visitor’s session check on /login answers 200 and the console logs no error', async ({ page }) => {
  const errors = consoleErrors(page);
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/session'));
  await page.goto(PATHS.login);
  const response = await answered;
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ signed_in: false, user: null });
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await page.goto(PATHS.home);
  await expect(page.getByRole('main').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a signed-in user’s session check restores the session, also without a console error', async ({
  page,
  request,
}) => {
  const { username, password, first_name } = await registerUserViaApi(request);
  const errors = consoleErrors(page);
  await loginViaApi(page, username, password, PATHS.login);
  // Signed in already: the sign-in page sends the user on to their dashboard.
  await expect(page).toHaveURL(PATHS.userDashboard);
  await expect(page.getByRole('heading', { name: `Welcome, ${first_name}` })).toBeVisible();
  expect(errors).toEqual([]);
});
