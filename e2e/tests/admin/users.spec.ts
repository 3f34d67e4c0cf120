import type { Page } from '@playwright/test';
import { E2E_BASE_URL, MSG, PATHS, TRAINEE_LABEL } from '../../support/constants';
import {
  apiLogin,
  expect,
  loginAsRoot,
  registerUserViaApi,
  rootPromoterCode,
  test as base,
  toast,
  uniqueAccount,
  uniqueToken,
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

/**
 * Forty-five users (five pages) registered through the API for this worker, all with the first
 * name `token`: the list tests search for the token, so their totals and pages are theirs alone,
 * whatever other workers register meanwhile. Registered once per worker (that many password
 * hashes per test would cost minutes); the tests only read them.
 */
interface Batch {
  token: string;
  usernames: string[];
}
const BATCH_SIZE = 45;

const test = base.extend<object, { batch: Batch }>({
  batch: [
    async ({ playwright }, use) => {
      const request = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
      try {
        const token = uniqueToken('Lst');
        const code = await rootPromoterCode(request);
        const usernames: string[] = [];
        // A few at a time: the server hashes passwords on several threads.
        for (let start = 0; start < BATCH_SIZE; start += 4) {
          const registered = await Promise.all(
            Array.from({ length: Math.min(4, BATCH_SIZE - start) }, () =>
              registerUserViaApi(request, code, { first_name: token }),
            ),
          );
          usernames.push(...registered.map((user) => user.username));
        }
        await use({ token, usernames });
      } finally {
        await request.dispose();
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

function users(page: Page) {
  const table = page.getByRole('table', { name: 'Users' });
  // Body rows have cells; the header row has column headers only.
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  return {
    table,
    rows,
    /** The '#' column: the first cell of each row. */
    numbers: async () =>
      Promise.all((await rows.all()).map((row) => row.getByRole('cell').first().innerText())),
    /** Each row's username, as its View button names it. */
    usernames: async () =>
      (await table.getByRole('button', { name: /^View\b/ }).allTextContents()).map((text) =>
        text.replace(/^View\s*/, '').trim(),
      ),
    summary: page.getByText(/^Showing [\d,]+ to [\d,]+ of [\d,]+\+? results$/),
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
  await expect(users(page).search).toBeVisible();
}

/** Types into the search box; the list follows after the typing pause (or Enter). */
async function search(page: Page, text: string) {
  await users(page).search.fill(text);
  await users(page).search.press('Enter');
}

/** The list of this worker's batch, searched through the page's own search box. */
async function openBatch(page: Page, batch: Batch) {
  await openUsers(page);
  await search(page, batch.token);
  await expectSummary(users(page), `Showing 1 to 10 of ${BATCH_SIZE} results`);
}

test.describe('User Management list', () => {
  test("'Showing 1 to 10 of N results', '#' 1..10 then 11..20 on page 2", async ({ page, batch }) => {
    await openBatch(page, batch);
    const u = users(page);
    const api = await apiUsers(page, { search: batch.token });
    expect(api.pageInfo.total_records).toBe(BATCH_SIZE);
    expect(await u.usernames()).toEqual(api.data.map((row) => row.username));

    await expect(u.pager).toBeVisible();
    await expect(u.rows).toHaveCount(10);
    expect(await u.numbers()).toEqual(range(1, 10));
    await expect(u.pageButton(1)).toHaveAttribute('aria-current', 'page');

    await u.pageButton(2).click();
    await expectSummary(u, `Showing 11 to 20 of ${BATCH_SIZE} results`);
    await expect(u.pageButton(2)).toHaveAttribute('aria-current', 'page');
    await expect.poll(u.numbers).toEqual(range(11, 20));
    const second = await apiUsers(page, { search: batch.token, page_number: '2' });
    expect(await u.usernames()).toEqual(second.data.map((row) => row.username));
    await expect(page).toHaveURL(/[?&]pageNo=2\b/);
  });

  test('the page size selector changes the number of rows', async ({ page, batch }) => {
    await openBatch(page, batch);
    const u = users(page);
    await expect(u.pageSize).toHaveValue('10');
    await u.pageSize.selectOption('25');
    await expect(u.rows).toHaveCount(25);
    await expectSummary(u, `Showing 1 to 25 of ${BATCH_SIZE} results`);
    expect(await u.numbers()).toEqual(range(1, 25));

    await u.pageButton(2).click();
    await expectSummary(u, `Showing 26 to ${BATCH_SIZE} of ${BATCH_SIZE} results`);
    await expect(u.rows).toHaveCount(BATCH_SIZE - 25);
    expect(await u.numbers()).toEqual(range(26, BATCH_SIZE));
  });

  test('sorting by join date: ascending first, then descending', async ({ page, batch }) => {
    await openBatch(page, batch);
    const u = users(page);
    const sorted = async (sortDir: 'asc' | 'desc') =>
      (await apiUsers(page, { search: batch.token, sortBy: 'created_at', sortDir })).data.map(
        (row) => row.username,
      );
    const oldestFirst = await sorted('asc');
    const newestFirst = await sorted('desc');
    expect(oldestFirst[0]).not.toBe(newestFirst[0]);

    await u.joinedHeader.getByRole('button').click();
    await expect(u.joinedHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(u.usernames).toEqual(oldestFirst);
    await expect(page).toHaveURL(/sortBy=created_at/);
    await expect(page).toHaveURL(/sortDir=asc/);

    await u.joinedHeader.getByRole('button').click();
    await expect(u.joinedHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sortDir=desc/);
    await expect.poll(u.usernames).toEqual(newestFirst);
    const joined = (await u.rows.allInnerTexts()).map((text) => dayKey(/\d{2}-\d{2}-\d{4}/.exec(text)![0]));
    expect(joined).toHaveLength(10);
    expect(joined).toEqual([...joined].sort().reverse());
  });

  test('search finds exactly one username', async ({ page, batch }) => {
    await openUsers(page);
    const u = users(page);
    const username = batch.usernames[7]!;
    await search(page, username);
    await expectSummary(u, 'Showing 1 to 1 of 1 results');
    await expect(u.rows).toHaveCount(1);
    expect(await u.usernames()).toEqual([username]);
    expect(await u.numbers()).toEqual(['1']);
    // Fewer records than a page: no pager.
    await expect(u.pager).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`[?&]search=${username}\\b`));
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

  test('the pager shows a window of 3 pages with First and Last', async ({ page, batch }) => {
    await openBatch(page, batch);
    const u = users(page);
    const pageNumbers = () => u.pager.getByRole('button', { name: /^\d+$/ }).allInnerTexts();
    expect(await pageNumbers()).toEqual(['1', '2', '3']);
    await expect(u.pager.getByRole('button', { name: 'First', exact: true })).toBeDisabled();

    await u.pageButton(3).click();
    await expectSummary(u, `Showing 21 to 30 of ${BATCH_SIZE} results`);
    await expect.poll(pageNumbers).toEqual(['2', '3', '4']);

    await u.pager.getByRole('button', { name: 'Last', exact: true }).click();
    await expectSummary(u, `Showing 41 to 45 of ${BATCH_SIZE} results`);
    await expect.poll(pageNumbers).toEqual(['3', '4', '5']);
    await expect(u.pager.getByRole('button', { name: 'Last', exact: true })).toBeDisabled();
    expect(await u.numbers()).toEqual(range(41, 45));

    await u.pager.getByRole('button', { name: 'First', exact: true }).click();
    await expectSummary(u, `Showing 1 to 10 of ${BATCH_SIZE} results`);
  });

  test('the promoter level filter shows only that level', async ({ page, batch }) => {
    // Accounts made through the API have no level yet (docs/decisions/005-trainee-and-level-filter.md):
    // a level narrows the batch to nothing, Trainee keeps all of it.
    await openBatch(page, batch);
    const u = users(page);

    await u.level.selectOption({ label: 'Promoter Level 2' });
    await expect(u.table.getByText('No Data', { exact: true })).toBeVisible();
    await expect(u.table).toHaveAttribute('aria-busy', 'false');
    await expect(u.summary).toBeHidden();
    await expect(page).toHaveURL(/current_promoter_level/);

    await u.level.selectOption({ label: TRAINEE_LABEL });
    await expectSummary(u, `Showing 1 to 10 of ${BATCH_SIZE} results`);
    const levels = (await u.rows.allInnerTexts()).map((text) => text.includes(TRAINEE_LABEL));
    expect(levels).toEqual(Array(10).fill(true));
  });

  test('any filter change returns to page 1', async ({ page, batch }) => {
    await openUsers(page);
    const u = users(page);

    // Every user is listed: this worker's batch alone fills more than two pages.
    await u.pageButton(2).click();
    await expectSummary(u, /^Showing 11 to 20 of/);
    await search(page, batch.token);
    await expectSummary(u, `Showing 1 to 10 of ${BATCH_SIZE} results`);
    await expect(u.pageButton(1)).toHaveAttribute('aria-current', 'page');

    await u.pageButton(3).click();
    await expectSummary(u, `Showing 21 to 30 of ${BATCH_SIZE} results`);
    await u.level.selectOption({ label: TRAINEE_LABEL });
    await expectSummary(u, `Showing 1 to 10 of ${BATCH_SIZE} results`);
    expect(await u.numbers()).toEqual(range(1, 10));

    await u.pageButton(2).click();
    await expectSummary(u, `Showing 11 to 20 of ${BATCH_SIZE} results`);
    await page.getByLabel('Joined from').fill('01-01-2000');
    await expectSummary(u, `Showing 1 to 10 of ${BATCH_SIZE} results`);
  });

  test('Reset restores the default search and filter, on page 1', async ({ page, batch }) => {
    await openBatch(page, batch);
    const u = users(page);
    await u.pageButton(2).click();
    await expectSummary(u, `Showing 11 to 20 of ${BATCH_SIZE} results`);
    await u.level.selectOption({ label: 'Promoter Level 1' });
    await expect(u.table.getByText('No Data', { exact: true })).toBeVisible();

    await u.reset.click();
    await expect(u.search).toHaveValue('');
    await expect(u.level).toHaveValue('');
    await expect(page).not.toHaveURL(/[?&](search|filter|pageNo)=/);
    // Every user again, from the first page: at least this worker's batch.
    await expectSummary(u, /^Showing 1 to 10 of [\d,]+\+? results$/);
    const total = Number(/of ([\d,]+)/.exec(await u.summary.innerText())![1]!.replaceAll(',', ''));
    expect(total).toBeGreaterThanOrEqual(BATCH_SIZE);
  });

  test('page, search and results survive a reload (state in the address)', async ({ page, batch }) => {
    await openBatch(page, batch);
    const u = users(page);
    await u.pageButton(2).click();
    await expectSummary(u, `Showing 11 to 20 of ${BATCH_SIZE} results`);
    await expect(page).toHaveURL(new RegExp(`[?&]search=${batch.token}\\b`));
    await expect(page).toHaveURL(/[?&]pageNo=2\b/);
    const before = await u.usernames();
    expect(before).toHaveLength(10);

    await page.reload();
    await expectSummary(u, `Showing 11 to 20 of ${BATCH_SIZE} results`);
    await expect(u.search).toHaveValue(batch.token);
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
    // Only a super admin creates admins (docs/product/roles.md).
    await adminPage.goto(PATHS.adminUsers);
    await expect(adminPage.getByRole('searchbox')).toBeVisible();
    await expect(adminPage.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-busy', 'false');
    await expect(adminPage.getByRole('button', { name: 'Create Admin' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});
