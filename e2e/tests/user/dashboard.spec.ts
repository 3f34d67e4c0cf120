import type { APIRequestContext, Page } from '@playwright/test';
import { MSG, PATHS, TRAINEE_LABEL } from '../../support/constants';
import {
  expect,
  loginViaApi,
  type Registration,
  registerUserViaApi,
  sidebar,
  test,
} from '../../support/fixtures';

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
  return page.getByRole('group', { name: label, exact: true }).getByRole('definition');
}

/** A user of the test's own with three direct referrals, registered with its code. */
async function sponsorWithThreeReferrals(request: APIRequestContext): Promise<Registration> {
  const sponsor = await registerUserViaApi(request);
  const login = await request.post('/api/v1/auth/login', {
    data: { username: sponsor.username, password: sponsor.password },
  });
  const code = (await login.json()).user.promoter_code as string;
  for (let i = 0; i < 3; i++) await registerUserViaApi(request, code);
  return sponsor;
}

test.describe('user dashboard', () => {
  test('shows the promoter code, the level label and the direct referrals count', async ({
    page,
    request,
  }) => {
    const sponsor = await sponsorWithThreeReferrals(request);
    await loginViaApi(page, sponsor.username, sponsor.password, PATHS.userDashboard);
    const api = await apiDashboard(page);
    expect(api.current_promoter_level).toBeNull();
    expect(api.direct_referrals).toBe(3);

    await expect(sidebar(page).getByText(sponsor.username, { exact: true })).toBeVisible();
    await expect(page.getByText(api.promoter_code, { exact: true })).toBeVisible();
    // A new account has no promoter level yet (docs/decisions/005-trainee-and-level-filter.md).
    await expect(tileValue(page, 'Level')).toHaveText(TRAINEE_LABEL);
    await expect(tileValue(page, 'Direct Referrals')).toHaveText('3');
    const origin = new URL(page.url()).origin;
    await expect(
      page.getByText(`${origin}/register?promoter_code=${api.promoter_code}`, { exact: true }),
    ).toBeVisible();
  });

  test('a new registration with the code raises the direct referrals count', async ({ page, request }) => {
    const sponsor = await sponsorWithThreeReferrals(request);
    await loginViaApi(page, sponsor.username, sponsor.password, PATHS.userDashboard);
    const before = await apiDashboard(page);
    await expect(tileValue(page, 'Direct Referrals')).toHaveText('3');

    await registerUserViaApi(request, before.promoter_code);
    await page.reload();
    await expect(tileValue(page, 'Direct Referrals')).toHaveText('4');
  });

  test("copying the promoter code shows 'Copied!' and puts the code on the clipboard", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const user = await registerUserViaApi(request);
    await loginViaApi(page, user.username, user.password, PATHS.userDashboard);
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
    request,
  }) => {
    const user = await registerUserViaApi(request);
    await loginViaApi(page, user.username, user.password, PATHS.userDashboard);
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
