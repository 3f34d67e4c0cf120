import type { Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, MSG, PATHS, PROMOTER_LEVEL_LABELS } from '../../support/constants';
import { expect, loginViaApi, registerUserViaApi, sidebar, test } from '../../support/fixtures';

interface UserDashboardJson {
  current_promoter_level: number | null;
  direct_referrals: number;
  promoter_code: string;
}

async function apiDashboard(page: Page): Promise<UserDashboardJson> {
  const response = await page.request.get('/api/v1/user-dashboard');
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

function tileValue(page: Page, label: string) {
  return page.getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
}

test.describe('user dashboard', () => {
  // demo_lakshmi4 is seeded at Promoter Level 1 with three direct referrals.
  test('shows the promoter code, the level label and the direct referrals count', async ({ page }) => {
    await loginViaApi(page, DEMO.lakshmi4, DEMO_PASSWORD, PATHS.userDashboard);
    const api = await apiDashboard(page);
    expect(api.current_promoter_level).toBe(1);
    expect(api.direct_referrals).toBeGreaterThanOrEqual(3);

    await expect(sidebar(page).getByText(DEMO.lakshmi4, { exact: true })).toBeVisible();
    await expect(page.getByText(api.promoter_code, { exact: true })).toBeVisible();
    await expect(tileValue(page, 'Level')).toHaveText(PROMOTER_LEVEL_LABELS[1]!);
    await expect(tileValue(page, 'Direct Referrals')).toHaveText(String(api.direct_referrals));
    const origin = new URL(page.url()).origin;
    await expect(
      page.getByText(`${origin}/register?promoter_code=${api.promoter_code}`, { exact: true }),
    ).toBeVisible();
  });

  test('a new registration with the code raises the direct referrals count', async ({ page, request }) => {
    await loginViaApi(page, DEMO.lakshmi4, DEMO_PASSWORD, PATHS.userDashboard);
    const before = await apiDashboard(page);
    await expect(tileValue(page, 'Direct Referrals')).toHaveText(String(before.direct_referrals));

    await registerUserViaApi(request, before.promoter_code);
    await page.reload();
    await expect(tileValue(page, 'Direct Referrals')).toHaveText(String(before.direct_referrals + 1));
  });

  test("copying the promoter code shows 'Copied!' and puts the code on the clipboard", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginViaApi(page, DEMO.lakshmi4, DEMO_PASSWORD, PATHS.userDashboard);
    const { promoter_code: code } = await apiDashboard(page);

    await page.getByRole('button', { name: /copy promoter code/i }).click();
    const copied = page.getByRole('button', { name: MSG.copied });
    await expect(copied).toHaveText(MSG.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expect(copied).toHaveCount(0);
  });

  test("the user's registration link opened by a visitor fills the promoter code field", async ({
    page,
    browser,
  }) => {
    await loginViaApi(page, DEMO.lakshmi4, DEMO_PASSWORD, PATHS.userDashboard);
    const { promoter_code: code } = await apiDashboard(page);
    const link = (await page.getByText(/\/register\?promoter_code=/).innerText()).trim();

    const visitor = await browser.newContext();
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(link);
      await expect(visitorPage.getByLabel('Promoter Code')).toHaveValue(code);
    } finally {
      await visitor.close();
    }
  });
});
