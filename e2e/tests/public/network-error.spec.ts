import { MESSAGES } from '@portal/shared';
import type { Page } from '@playwright/test';
import { PATHS } from '../../support/constants';
import { expect, loginViaApi, registerUserViaApi, test, toast } from '../../support/fixtures';

// 401, 400, 422 and 500 have their own feedback; every other failure reads 'Network Error'
// (docs/product/screens.md, Feedback).
// The API's own message is still shown for 403, 404 and 429 (docs/product/screens.md).

const NETWORK_ERROR = 'Network Error';
const PROXY_PAGE = { contentType: 'text/html', body: '<html><body><h1>Bad Gateway</h1></body></html>' };

test("a 502 from a proxy in front of the portal reads 'Network Error'", async ({ page }) => {
  await page.route('**/api/v1/auth/login', (route) => route.fulfill({ status: 502, ...PROXY_PAGE }));
  await page.goto(PATHS.login);
  await page.getByLabel('Username').fill('someone');
  await page.getByLabel('Password', { exact: true }).fill('Whatever123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: NETWORK_ERROR })).toHaveText(NETWORK_ERROR);
  await expect(page).toHaveURL(PATHS.login);
});

test("no answer at all (the request fails) reads 'Network Error'", async ({ page }) => {
  await page.route('**/api/v1/auth/login', (route) => route.abort('connectionrefused'));
  await page.goto(PATHS.login);
  await page.getByLabel('Username').fill('someone');
  await page.getByLabel('Password', { exact: true }).fill('Whatever123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: NETWORK_ERROR })).toHaveText(NETWORK_ERROR);
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page, request }) => {
    const account = await registerUserViaApi(request);
    await loginViaApi(page, account.username, account.password, PATHS.userProfile);
    await expect(page.getByLabel('Username')).toHaveValue(account.username);
  });

  async function saveCity(page: Page) {
    await page.getByLabel('City').fill(`Udupi ${Date.now() % 1000}`);
    await page.getByRole('button', { name: /save/i }).click();
  }

  for (const status of [502, 504]) {
    test(`a ${status} page from a proxy while saving toasts 'Network Error' and keeps the edit`, async ({
      page,
    }) => {
      await page.route('**/api/v1/update-personal-details', (route) =>
        route.fulfill({ status, ...PROXY_PAGE }),
      );
      await saveCity(page);
      await expect(toast(page, NETWORK_ERROR)).toBeVisible();
      await expect(page).toHaveURL(PATHS.userProfile);
      await expect(page.getByLabel('City')).toHaveValue(/^Udupi /);
    });
  }

  test("a 503, even with a message, toasts 'Network Error' (the catalogue has no other text for it)", async ({
    page,
  }) => {
    await page.route('**/api/v1/update-personal-details', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: MESSAGES.databaseUnavailable }),
      }),
    );
    await saveCity(page);
    await expect(toast(page, NETWORK_ERROR)).toBeVisible();
    await expect(toast(page, MESSAGES.databaseUnavailable)).toHaveCount(0);
  });

  for (const status of [403, 404]) {
    test(`a ${status} page from a proxy, not the API, toasts 'Network Error'`, async ({ page }) => {
      await page.route('**/api/v1/update-personal-details', (route) =>
        route.fulfill({ status, contentType: 'text/html', body: `<h1>${status}</h1>` }),
      );
      await saveCity(page);
      await expect(toast(page, NETWORK_ERROR)).toBeVisible();
    });
  }

  for (const [status, message] of [
    [403, 'Only the account owner can change this'],
    [404, 'This account no longer exists'],
    [429, 'Too many requests. Try again in 5 minutes.'],
  ] as const) {
    test(`a ${status} with the API's message shows that message`, async ({ page }) => {
      await page.route('**/api/v1/update-personal-details', (route) =>
        route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message }) }),
      );
      await saveCity(page);
      await expect(toast(page, message)).toBeVisible();
      await expect(toast(page, NETWORK_ERROR)).toHaveCount(0);
    });
  }
});
