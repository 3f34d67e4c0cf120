import type { Page } from '@playwright/test';
import { MSG, PATHS } from '../../support/constants';
import { expect, loginAsRoot, registerUserViaApi, SAME_ORIGIN, test } from '../../support/fixtures';

interface AdminDashboardJson {
  users: { total: number; active: number; new_today: number; new_this_month: number };
  root_promoter_code: string;
}

async function apiDashboard(page: Page): Promise<AdminDashboardJson> {
  const response = await page.request.get('/api/v1/admin-dashboard');
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** The number shown under a tile's label. */
function tileValue(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true }).getByRole('definition');
}

test.describe('admin dashboard', () => {
  test('shows the user totals of the API', async ({ page, request }) => {
    // A user of this test's own, deactivated: at least one user today, and one inactive.
    const { username } = await registerUserViaApi(request);
    await loginAsRoot(page);
    const [row] = (await (await page.request.get(`/api/v1/all-referrals?search=${username}`)).json())
      .data as { id: number }[];
    const deactivated = await page.request.patch(`/api/v1/all-referrals/${row!.id}/status`, {
      headers: SAME_ORIGIN,
      data: { is_active: false },
    });
    expect(deactivated.status(), await deactivated.text()).toBe(200);

    // Other workers register users meanwhile: the tiles must show the very answer this page got.
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/v1/admin-dashboard'));
    await page.goto(PATHS.adminDashboard);
    const { users } = (await (await answer).json()) as AdminDashboardJson;
    expect(users.new_today).toBeGreaterThanOrEqual(1);
    expect(users.new_this_month).toBeGreaterThanOrEqual(users.new_today);
    expect(users.active).toBeLessThan(users.total);
    await expect(tileValue(page, 'Total Users')).toHaveText(String(users.total));
    await expect(tileValue(page, 'Active Users')).toHaveText(String(users.active));
    await expect(tileValue(page, 'New Today')).toHaveText(String(users.new_today));
    await expect(tileValue(page, 'New This Month')).toHaveText(String(users.new_this_month));
  });

  test("shows the root promoter code and its registration link; copying shows 'Copied!'", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await loginAsRoot(page, PATHS.adminDashboard);
    const { root_promoter_code: code } = await apiDashboard(page);
    expect(code).toMatch(/^[A-Z0-9]{8}$/);
    const origin = new URL(page.url()).origin;
    const link = `${origin}/register?promoter_code=${code}`;

    await expect(page.getByText(code, { exact: true })).toBeVisible();
    await expect(page.getByText(link, { exact: true })).toBeVisible();

    await page.getByRole('button', { name: /copy registration link/i }).click();
    const copied = page.getByRole('button', { name: MSG.copied });
    await expect(copied).toHaveCount(1);
    await expect(copied).toHaveText(MSG.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    // 'Copied!' shows for a second, then the button is back.
    await expect(copied).toHaveCount(0);

    await page.getByRole('button', { name: /copy promoter code/i }).click();
    await expect(page.getByRole('button', { name: MSG.copied })).toHaveText(MSG.copied);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  });

  test('the registration link opened by a visitor fills the promoter code field', async ({
    page,
    browser,
  }) => {
    await loginAsRoot(page, PATHS.adminDashboard);
    const { root_promoter_code: code } = await apiDashboard(page);
    const link = await page.getByText(/\/register\?promoter_code=/).innerText();

    const visitor = await browser.newContext();
    try {
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(link.trim());
      await expect(visitorPage).toHaveURL(`/register?promoter_code=${code}`);
      await expect(visitorPage.getByLabel('Promoter Code')).toHaveValue(code);
      await expect(visitorPage.getByLabel('Promoter Code')).not.toBeEditable();
    } finally {
      await visitor.close();
    }
  });
});
