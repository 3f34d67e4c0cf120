import type { Page } from '@playwright/test';
import { DEMO, MSG, PATHS } from '../../support/constants';
import {
  apiLogin,
  expect,
  loginAsRoot,
  registerUserViaApi,
  test,
  toast,
  uniqueAccount,
} from '../../support/fixtures';

interface UserRowJson {
  id: number;
  username: string;
  city: string | null;
  is_active: boolean;
  current_promoter_level: number | null;
}
interface UserList {
  data: UserRowJson[];
  pageInfo: { total_records: number };
}

/** GET all-referrals with the page's own (super admin) session. */
async function apiUsers(page: Page, params: Record<string, string> = {}): Promise<UserList> {
  const query = new URLSearchParams({ page_size: '10', page_number: '1', ...params });
  const response = await page.request.get(`/api/v1/all-referrals?${query}`);
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

function users(page: Page) {
  const table = page.getByRole('table');
  const rows = table.locator('tbody tr');
  return {
    table,
    rows,
    numbers: () => rows.locator('td:nth-child(1)').allInnerTexts(),
    usernames: () => rows.locator('td:nth-child(2)').allInnerTexts(),
    summary: page.getByText(/^Showing \d+ to \d+ of \d+ results$/),
    pager: page.getByRole('navigation', { name: /pagination/i }),
    pageButton: (n: number) =>
      page
        .getByRole('navigation', { name: /pagination/i })
        .getByRole('button', { name: String(n), exact: true }),
    pageSize: page.getByLabel('Rows per page'),
    search: page.getByRole('searchbox'),
    level: page.getByLabel('Promoter Level'),
    reset: page.getByRole('button', { name: 'Reset', exact: true }),
    joinedHeader: page.getByRole('columnheader', { name: /joined/i }),
  };
}

/** The summary reads `text`, and the rows for it have arrived (the table is no longer busy). */
async function expectSummary(u: ReturnType<typeof users>, text: string | RegExp) {
  await expect(u.summary).toHaveText(text);
  await expect(u.table).toHaveAttribute('aria-busy', 'false');
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** DD-MM-YYYY → comparable YYYYMMDD. */
const dayKey = (text: string) => text.trim().split('-').reverse().join('');

async function openUsers(page: Page, path: string = PATHS.adminUsers) {
  await loginAsRoot(page, path);
  await expect(users(page).summary).toBeVisible();
}

/** Types into the search box; the list follows after the typing pause (or Enter). */
async function search(page: Page, text: string) {
  await users(page).search.fill(text);
  await users(page).search.press('Enter');
}

test.describe('User Management list', () => {
  test("shows the seeded users: 'Showing 1 to 10 of N results', '#' 1..10 then 11..20 on page 2", async ({
    page,
  }) => {
    await openUsers(page);
    const u = users(page);
    // N is the API's total; another worker may register someone meanwhile, so read both again if needed.
    let total = 0;
    await expect(async () => {
      const api = await apiUsers(page);
      total = api.pageInfo.total_records;
      await page.reload();
      await expect(u.summary).toHaveText(`Showing 1 to 10 of ${total} results`, { timeout: 3000 });
      await expect(u.table).toHaveAttribute('aria-busy', 'false');
      expect(await u.usernames()).toEqual(api.data.map((row) => row.username));
    }).toPass({ timeout: 20_000 });
    expect(total).toBeGreaterThanOrEqual(60);

    await expect(u.pager).toBeVisible();
    await expect(u.rows).toHaveCount(10);
    expect(await u.numbers()).toEqual(range(1, 10));
    await expect(u.pageButton(1)).toHaveAttribute('aria-current', 'page');

    await u.pageButton(2).click();
    await expectSummary(u, new RegExp(`^Showing 11 to 20 of \\d+ results$`));
    await expect(u.pageButton(2)).toHaveAttribute('aria-current', 'page');
    await expect.poll(u.numbers).toEqual(range(11, 20));
    await expect(page).toHaveURL(/[?&]pageNo=2\b/);
  });

  test('the page size selector changes the number of rows', async ({ page }) => {
    await openUsers(page);
    const u = users(page);
    await expect(u.pageSize).toHaveValue('10');
    await u.pageSize.selectOption('25');
    await expect(u.rows).toHaveCount(25);
    await expectSummary(u, /^Showing 1 to 25 of \d+ results$/);
    expect(await u.numbers()).toEqual(range(1, 25));

    await u.pageButton(2).click();
    await expectSummary(u, /^Showing 26 to 50 of \d+ results$/);
    await expect.poll(u.numbers).toEqual(range(26, 50));
  });

  test('sorting by join date: ascending first, then descending', async ({ page }) => {
    await openUsers(page);
    const u = users(page);
    const oldestFirst = (await apiUsers(page, { sortBy: 'created_at', sortDir: 'asc' })).data.map(
      (row) => row.username,
    );

    await u.joinedHeader.getByRole('button').click();
    await expect(u.joinedHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(u.usernames).toEqual(oldestFirst);
    await expect(page).toHaveURL(/sortBy=created_at/);
    await expect(page).toHaveURL(/sortDir=asc/);

    await u.joinedHeader.getByRole('button').click();
    await expect(u.joinedHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sortDir=desc/);
    await expect.poll(async () => (await u.usernames())[0]).not.toBe(oldestFirst[0]);
    const joined = (
      await u.rows
        .locator('td')
        .filter({ hasText: /^\d{2}-\d{2}-\d{4}$/ })
        .allInnerTexts()
    ).map(dayKey);
    expect(joined).toHaveLength(10);
    expect(joined).toEqual([...joined].sort().reverse());
    expect(await u.usernames()).not.toContain(oldestFirst[0]);
  });

  test('search finds exactly the seeded username', async ({ page }) => {
    await openUsers(page);
    const u = users(page);
    await search(page, DEMO.vijay47);
    await expectSummary(u, 'Showing 1 to 1 of 1 results');
    await expect(u.rows).toHaveCount(1);
    expect(await u.usernames()).toEqual([DEMO.vijay47]);
    expect(await u.numbers()).toEqual(['1']);
    // Fewer records than a page: no pager.
    await expect(u.pager).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`[?&]search=${DEMO.vijay47}\\b`));
  });

  test("a search without matches shows 'No Data' and no pager", async ({ page }) => {
    await openUsers(page);
    const u = users(page);
    await search(page, 'zz_nobody_by_this_name');
    await expect(u.table.getByText('No Data', { exact: true })).toBeVisible();
    await expect(u.rows).toHaveCount(1);
    await expect(u.summary).toBeHidden();
    await expect(u.pager).toBeHidden();
  });

  test('the pager shows a window of 3 pages with First and Last', async ({ page }) => {
    await openUsers(page);
    const u = users(page);
    await search(page, 'demo');
    await expectSummary(u, 'Showing 1 to 10 of 60 results');
    const pageNumbers = () => u.pager.getByRole('button', { name: /^\d+$/ }).allInnerTexts();
    expect(await pageNumbers()).toEqual(['1', '2', '3']);
    await expect(u.pager.getByRole('button', { name: 'First', exact: true })).toBeDisabled();

    await u.pageButton(3).click();
    await expectSummary(u, 'Showing 21 to 30 of 60 results');
    await expect.poll(pageNumbers).toEqual(['2', '3', '4']);

    await u.pager.getByRole('button', { name: 'Last', exact: true }).click();
    await expectSummary(u, 'Showing 51 to 60 of 60 results');
    await expect.poll(pageNumbers).toEqual(['4', '5', '6']);
    await expect(u.pager.getByRole('button', { name: 'Last', exact: true })).toBeDisabled();
    expect(await u.numbers()).toEqual(range(51, 60));

    await u.pager.getByRole('button', { name: 'First', exact: true }).click();
    await expectSummary(u, 'Showing 1 to 10 of 60 results');
  });

  test('the promoter level filter shows only that level', async ({ page }) => {
    await openUsers(page);
    const u = users(page);
    const expected = await apiUsers(page, {
      page_size: '100',
      search_param: JSON.stringify({ current_promoter_level: 2 }),
    });
    expect(expected.pageInfo.total_records).toBeGreaterThan(0);

    await u.level.selectOption({ label: 'Promoter Level 2' });
    await expectSummary(
      u,
      `Showing 1 to ${Math.min(10, expected.pageInfo.total_records)} of ${expected.pageInfo.total_records} results`,
    );
    expect((await u.usernames()).sort()).toEqual(
      expected.data
        .slice(0, 10)
        .map((row) => row.username)
        .sort(),
    );
    const levels = await u.rows
      .locator('td')
      .filter({ hasText: /^Promoter/ })
      .allInnerTexts();
    expect(levels.length).toBe(await u.rows.count());
    expect(new Set(levels)).toEqual(new Set(['Promoter Level 2']));
  });

  test('any filter change returns to page 1', async ({ page }) => {
    await openUsers(page);
    const u = users(page);

    await u.pageButton(3).click();
    await expectSummary(u, /^Showing 21 to 30 of/);
    const level0 = (await apiUsers(page, { search_param: JSON.stringify({ current_promoter_level: 0 }) }))
      .pageInfo.total_records;
    expect(level0).toBeGreaterThan(0);
    await u.level.selectOption({ label: 'Promoter' });
    await expectSummary(u, `Showing 1 to ${Math.min(10, level0)} of ${level0} results`);
    expect(await u.numbers()).toEqual(range(1, Math.min(10, level0)));

    await u.level.selectOption({ label: 'All' });
    await u.pageButton(2).click();
    await expectSummary(u, /^Showing 11 to 20 of/);
    await search(page, 'demo');
    await expectSummary(u, 'Showing 1 to 10 of 60 results');
    await expect(u.pageButton(1)).toHaveAttribute('aria-current', 'page');

    await u.pageButton(2).click();
    await expectSummary(u, 'Showing 11 to 20 of 60 results');
    await page.getByLabel('Joined from').fill('2000-01-01');
    await expectSummary(u, 'Showing 1 to 10 of 60 results');
  });

  test('Reset restores the default search and filter, on page 1', async ({ page }) => {
    await openUsers(page);
    const u = users(page);
    const defaultSummary = (await u.summary.innerText()).trim();

    await search(page, 'demo');
    await u.level.selectOption({ label: 'Promoter Level 1' });
    await expectSummary(u, /^Showing 1 to \d+ of \d+ results$/);
    await expect(u.summary).not.toHaveText(defaultSummary);

    await u.reset.click();
    await expect(u.search).toHaveValue('');
    await expect(u.level).toHaveValue('');
    await expectSummary(u, defaultSummary);
    await expect(page).not.toHaveURL(/[?&](search|filter|pageNo)=/);
  });

  test('page, search and results survive a reload (state in the address)', async ({ page }) => {
    await openUsers(page);
    const u = users(page);
    await search(page, 'demo');
    await expectSummary(u, 'Showing 1 to 10 of 60 results');
    await u.pageButton(2).click();
    await expectSummary(u, 'Showing 11 to 20 of 60 results');
    await expect(page).toHaveURL(/[?&]search=demo\b/);
    await expect(page).toHaveURL(/[?&]pageNo=2\b/);
    const before = await u.usernames();
    expect(before).toHaveLength(10);

    await page.reload();
    await expectSummary(u, 'Showing 11 to 20 of 60 results');
    await expect(u.search).toHaveValue('demo');
    await expect(u.pageButton(2)).toHaveAttribute('aria-current', 'page');
    expect(await u.numbers()).toEqual(range(11, 20));
    expect(await u.usernames()).toEqual(before);
  });
});

test.describe('user dialog', () => {
  async function openUser(page: Page, username: string) {
    await openUsers(page);
    await search(page, username);
    await expectSummary(users(page), 'Showing 1 to 1 of 1 results');
    await page.getByRole('button', { name: new RegExp(`\\b${username}$`) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(`@${username}`)).toBeVisible();
    return dialog;
  }

  test("editing a user's city saves with 'Updated Successfull' and shows the new value", async ({
    page,
    request,
  }) => {
    const { username } = await registerUserViaApi(request);
    const dialog = await openUser(page, username);
    const city = `Hubballi ${Date.now() % 100_000}`;
    await dialog.getByRole('button', { name: 'Edit', exact: true }).click();
    await dialog.getByLabel('City').fill(city);
    await dialog.getByRole('button', { name: /save/i }).click();
    await expect(toast(page, MSG.updated)).toBeVisible();
    await expect(dialog.getByText(city, { exact: true })).toBeVisible();

    const saved = (await apiUsers(page, { search: username })).data[0]!;
    expect(saved.city).toBe(city);

    // Still there after closing and reopening from a fresh list.
    await page.reload();
    await page.getByRole('button', { name: new RegExp(`\\b${username}$`) }).click();
    await expect(page.getByRole('dialog').getByText(city, { exact: true })).toBeVisible();
  });

  test('deactivating asks for confirmation and blocks the login; activating restores it', async ({
    page,
    request,
  }) => {
    // An account of its own, so no other test (or repeat) depends on it being active.
    const { username, password } = await registerUserViaApi(request);
    const dialog = await openUser(page, username);
    await expect(dialog.getByText('Active', { exact: true })).toBeVisible();

    // Cancelling changes nothing.
    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
    let confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading')).toHaveText(MSG.confirmTitle);
    await expect(confirm.getByRole('button', { name: MSG.confirmCancel, exact: true })).toBeVisible();
    await confirm.getByRole('button', { name: MSG.confirmCancel, exact: true }).click();
    await expect(confirm).toBeHidden();
    expect((await apiLogin(request, username, password)).status()).toBe(200);

    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
    confirm = page.getByRole('alertdialog');
    await expect(confirm.getByRole('heading')).toHaveText(MSG.confirmTitle);
    await confirm.getByRole('button', { name: MSG.confirmYes, exact: true }).click();
    await expect(toast(page, MSG.patched)).toBeVisible();
    await expect(dialog.getByText('Inactive', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Activate', exact: true })).toBeVisible();

    const refused = await apiLogin(request, username, password);
    expect(refused.status()).toBe(401);
    expect((await apiUsers(page, { search: username })).data[0]!.is_active).toBe(false);

    await dialog.getByRole('button', { name: 'Activate', exact: true }).click();
    await expect(dialog.getByText('Active', { exact: true })).toBeVisible();
    expect((await apiLogin(request, username, password)).status()).toBe(200);
  });
});

test("the super admin creates an admin: 'Created Successfull', and the admin can log in", async ({
  page,
  browser,
}) => {
  await openUsers(page);
  const { username, mobile } = uniqueAccount('admin');
  const password = 'Admin@1234';

  await page.getByRole('button', { name: 'Create Admin', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Create Admin' })).toBeVisible();
  await dialog.getByLabel('First Name').fill('Asha');
  await dialog.getByLabel('Last Name').fill('Verma');
  await dialog.getByLabel('Mobile').fill(mobile);
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByLabel('Confirm Password').fill(password);
  await dialog.getByRole('button', { name: 'Create Admin', exact: true }).click();
  await expect(toast(page, MSG.created)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The new admin signs in through the form in a separate browser context.
  const context = await browser.newContext();
  try {
    const adminPage = await context.newPage();
    await adminPage.goto('/login');
    await adminPage.getByLabel('Username').fill(username);
    await adminPage.getByLabel('Password', { exact: true }).fill(password);
    await adminPage.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(adminPage).toHaveURL(PATHS.adminDashboard);
    await expect(adminPage.getByTestId('role-badge')).toHaveText('AP');
    await expect(adminPage.getByRole('complementary').getByText(username, { exact: true })).toBeVisible();
    // Only a super admin creates admins (DESIGN §4).
    await adminPage.goto(PATHS.adminUsers);
    await expect(adminPage.getByText(/^Showing 1 to 10 of \d+ results$/)).toBeVisible();
    await expect(adminPage.getByRole('button', { name: 'Create Admin' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
