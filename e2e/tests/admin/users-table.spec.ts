import { randomInt } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { PATHS } from '../../support/constants';
import {
  createAdminViaApi,
  expect,
  firstSheetOf,
  loginAsRoot,
  newRegistration,
  rootPromoterCode,
  sidebar,
  test,
} from '../../support/fixtures';

// The shared data table on the User Management screen: it fits a desktop without sideways
// scrolling, stacks rows into cards on a phone, corrects an address past the last page, explains
// a refused filter or sort with a reset, and exports the current view (docs/product/lists.md).

/** Letters only, unique per call: a token that the users search matches in one test's rows alone. */
function uniqueToken(prefix: string): string {
  const letters = Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('');
  return `${prefix}${letters}`;
}

/** Registers a user whose names and place are long, so wrapping is put to the test. */
async function registerLongNamedUser(page: Page) {
  const payload = {
    ...newRegistration(await rootPromoterCode(page.request)),
    first_name: `Venkatalakshminarasimha ${uniqueToken('Fit')}`,
    last_name: 'Subramaniasivaramakrishnan',
    city: 'Thiruvananthapuram Cantonment Extension',
  };
  const response = await page.request.post('/api/v1/auth/register', { data: payload });
  expect(response.status(), await response.text()).toBe(201);
  return payload;
}

/**
 * Creates `count` admin accounts whose first name is `token` (super admin only; the page is signed
 * in as one) and returns their usernames.
 */
async function createAdmins(page: Page, token: string, count: number): Promise<string[]> {
  const usernames: string[] = [];
  for (let index = 0; index < count; index++) {
    const { username } = await createAdminViaApi(page.request, 'tbl', {
      first_name: token,
      last_name: 'Admin',
    });
    usernames.push(username);
  }
  return usernames;
}

function usersUrl(state: Record<string, string>): string {
  return `${PATHS.adminUsers}?${new URLSearchParams(state)}`;
}

const summary = (page: Page) => page.getByText(/^Showing [\d,]+ to [\d,]+ of [\d,]+\+? results$/);

/** The table has its rows for the current address (the loading overlay is gone). */
async function expectSettled(table: Locator) {
  await expect(table).toHaveAttribute('aria-busy', 'false');
}

/** True when `locator`'s centre is painted by the element itself (nothing lies on top of it). */
async function isUncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/**
 * The table's box does not scroll sideways, and neither does the page. Polled, because the sidebar
 * slides open or shut over a fifth of a second and the table follows its box as it moves.
 */
async function expectNoSidewaysScroll(page: Page) {
  const box = page.getByTestId('data-table-box');
  const overflow = () =>
    box.evaluate((element) => ({
      box: element.scrollWidth - element.clientWidth,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
  await expect.poll(overflow).toEqual({ box: 0, page: 0 });
}

test.describe('tables that fit', () => {
  test('at 1280 px with the sidebar open the table fits its box and Status is visible, uncovered', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginAsRoot(page);
    const user = await registerLongNamedUser(page);
    await page.goto(PATHS.adminUsers);
    await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'false');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(summary(page)).toBeVisible();
    await expectSettled(table);
    await expectNoSidewaysScroll(page);

    const status = table.getByRole('columnheader', { name: 'Status', exact: true });
    await expect(status).toBeInViewport();
    expect(await isUncovered(status)).toBe(true);

    // The long-named user's row: every cell inside the box, Status readable and on top.
    await page.getByRole('searchbox').fill(user.username);
    await page.getByRole('searchbox').press('Enter');
    await expect(summary(page)).toHaveText('Showing 1 to 1 of 1 results');
    await expectSettled(table);
    const row = table.getByRole('row').filter({ hasText: user.username });
    const active = row.getByRole('cell').filter({ hasText: /^Active$/ });
    await expect(active).toBeInViewport();
    expect(await isUncovered(active.getByText('Active', { exact: true }))).toBe(true);
    await expect(row.getByRole('cell').filter({ hasText: user.last_name })).toBeVisible();
    await expectNoSidewaysScroll(page);

    // Collapsing the sidebar gives the table more room; it still fits.
    await sidebar(page).getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar(page)).toHaveAttribute('data-collapsed', 'true');
    await expect(active).toBeInViewport();
    await expectNoSidewaysScroll(page);
  });

  test('at 390 px each row is a card whose fields all read as label and value', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAsRoot(page);
    const user = await registerLongNamedUser(page);
    await page.goto(usersUrl({ search: user.username }));

    const cards = page.getByRole('list', { name: 'Users' });
    await expect(cards).toHaveAttribute('aria-busy', 'false');
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = cards.getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: user.username, exact: true })).toBeVisible();

    const pairs = await card
      .locator('dl > div')
      .evaluateAll((items) =>
        items.map((item) => [item.querySelector('dt')?.textContent, item.querySelector('dd')?.textContent]),
      );
    expect(Object.fromEntries(pairs)).toEqual({
      Name: `${user.first_name} ${user.last_name}`,
      Mobile: user.mobile,
      Location: `${user.district}, ${user.state}`,
      Level: expect.any(String),
      Sponsor: expect.any(String),
      Joined: expect.stringMatching(/^\d{2}-\d{2}-\d{4}$/),
      Status: 'Active',
    });

    // Every value lies inside the screen's width: nothing is cut off or needs sideways scrolling.
    const values = card.getByRole('definition');
    for (const value of await values.all()) {
      const box = (await value.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await expectNoSidewaysScroll(page);

    // The action sits at the foot of the card, below the fields.
    const view = card.getByRole('button', { name: `View ${user.username}` });
    await expect(view).toBeInViewport();
    const lastValue = (await values.last().boundingBox())!;
    expect((await view.boundingBox())!.y).toBeGreaterThan(lastValue.y + lastValue.height - 1);
    await view.click();
    await expect(page.getByRole('dialog').getByText(`@${user.username}`)).toBeVisible();
  });
});

test.describe('list state from the address', () => {
  test('a page number past the end shows the last page instead', async ({ page }) => {
    // Eleven accounts means eleven argon2 hashes, slow by design.
    test.slow();
    await loginAsRoot(page);
    const token = uniqueToken('Clamp');
    await createAdmins(page, token, 11);

    await page.goto(
      usersUrl({ search: token, filter: JSON.stringify({ account_type: 'admins' }), pageNo: '98' }),
    );
    await expect(page).toHaveURL(/[?&]pageNo=2(&|$)/);
    const table = page.getByRole('table', { name: 'Users' });
    await expect(summary(page)).toHaveText('Showing 11 to 11 of 11 results');
    await expectSettled(table);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('button', { name: '2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(table.getByRole('row').filter({ hasText: token })).toHaveCount(1);

    // A page number so deep that the server will not open it by number (past its counted pages):
    // the list still lands on its real last page, with no error on the way.
    await page.goto(
      usersUrl({ search: token, filter: JSON.stringify({ account_type: 'admins' }), pageNo: '5000' }),
    );
    await expect(page).toHaveURL(/[?&]pageNo=2(&|$)/);
    await expect(summary(page)).toHaveText('Showing 11 to 11 of 11 results');
    await expectSettled(table);
    await expect(page.getByRole('alert').filter({ hasText: 'cannot be shown' })).toHaveCount(0);
  });

  test("a capped total reads '10+' with Next instead of Last, and Next and Previous go by the rows", async ({
    page,
  }) => {
    test.slow();
    await loginAsRoot(page);
    const token = uniqueToken('Capped');
    const usernames = await createAdmins(page, token, 12);
    // The server counts up to 10,000; this list answers page 1 as if its cap were 10, so the test
    // needs 12 rows rather than 10,001. Every other answer is the server's own.
    await page.route(/\/api\/v1\/all-referrals\?/, async (route) => {
      const query = new URL(route.request().url()).searchParams;
      const response = await route.fetch();
      if (query.get('page_number') !== '1') return route.fulfill({ response });
      const body = await response.json();
      body.pageInfo = { ...body.pageInfo, total_records: 10, total_pages: 1, total_capped: true };
      return route.fulfill({ response, json: body });
    });

    await page.goto(usersUrl({ search: token, filter: JSON.stringify({ account_type: 'admins' }) }));
    const table = page.getByRole('table', { name: 'Users' });
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(summary(page)).toHaveText('Showing 1 to 10 of 10+ results');
    await expectSettled(table);
    await expect(pager.getByRole('button', { name: 'Last' })).toHaveCount(0);
    const firstPage = await table.getByRole('row').filter({ hasText: token }).allInnerTexts();
    expect(firstPage).toHaveLength(10);

    const nextRequest = page.waitForRequest(/all-referrals\?.*page_number=2/);
    await pager.getByRole('button', { name: 'Next', exact: true }).click();
    const next = new URL((await nextRequest).url()).searchParams;
    expect(Number(next.get('after'))).toBeGreaterThan(0);
    await expect(page).toHaveURL(new RegExp(`[?&]after=${next.get('after')}(&|$)`));
    await expect(summary(page)).toHaveText('Showing 11 to 12 of 12 results');
    await expectSettled(table);
    await expect(pager.getByRole('button', { name: 'Next', exact: true })).toBeDisabled();
    const secondPage = await table.getByRole('row').filter({ hasText: token }).allInnerTexts();
    // The two pages together are exactly this test's twelve admins, none twice.
    const shown = [...firstPage, ...secondPage].map((text) => usernames.find((name) => text.includes(name)));
    expect(new Set(shown)).toEqual(new Set(usernames));

    await pager.getByRole('button', { name: 'Previous', exact: true }).click();
    await expect(page).not.toHaveURL(/[?&](after|before|pageNo)=/);
    await expect(summary(page)).toHaveText('Showing 1 to 10 of 10+ results');
  });

  test('a sort the list does not accept shows the reason and a reset, not a retry', async ({ page }) => {
    await loginAsRoot(page, usersUrl({ sortBy: 'password_hash', sortDir: 'asc', search: 'nobody' }));
    const alert = page.getByRole('alert').filter({ hasText: 'cannot be shown' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/Sort: .*created_at/);
    await expect(alert.getByRole('button', { name: /retry/i })).toHaveCount(0);
    await expect(page.getByRole('table')).toHaveCount(0);

    await alert.getByRole('button', { name: 'Reset to the default list' }).click();
    await expect(alert).toBeHidden();
    await expect(page).not.toHaveURL(/[?&](sortBy|sortDir|search|filter|pageNo)=/);
    await expect(summary(page)).toHaveText(/^Showing 1 to [\d,]+ of [\d,]+\+? results$/);
    await expectSettled(page.getByRole('table', { name: 'Users' }));
  });

  test('a filter the list does not accept names it, and the reset restores the default list', async ({
    page,
  }) => {
    await loginAsRoot(page, usersUrl({ filter: JSON.stringify({ colour: 'red' }) }));
    const alert = page.getByRole('alert').filter({ hasText: 'cannot be shown' });
    await expect(alert).toContainText('Filter (colour)');
    await alert.getByRole('button', { name: 'Reset to the default list' }).click();
    await expect(page).not.toHaveURL(/[?&]filter=/);
    await expect(summary(page)).toBeVisible();
  });
});

test('a sortable header sorts ascending unless the list is ascending, whichever column it was', async ({
  page,
}) => {
  await loginAsRoot(page);
  const user = await registerLongNamedUser(page);
  await page.goto(usersUrl({ search: user.username, sortBy: 'username', sortDir: 'asc' }));
  const table = page.getByRole('table', { name: 'Users' });
  await expect(summary(page)).toHaveText('Showing 1 to 1 of 1 results');
  const username = table.getByRole('columnheader', { name: /^Username/ });
  const joined = table.getByRole('columnheader', { name: /^Joined/ });
  await expect(username).toHaveAttribute('aria-sort', 'ascending');

  // The list is ascending, so Joined sorts descending (docs/product/lists.md, On screen).
  await joined.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sortBy=created_at(&|$)/);
  await expect(page).toHaveURL(/[?&]sortDir=desc(&|$)/);
  await expect(joined).toHaveAttribute('aria-sort', 'descending');
  await expect(username).not.toHaveAttribute('aria-sort');

  // Not ascending now: the next click, on any sortable header, sorts ascending.
  await username.getByRole('button').click();
  await expect(page).toHaveURL(/[?&]sortDir=asc(&|$)/);
  await expect(username).toHaveAttribute('aria-sort', 'ascending');
});

test('an export asked for before a reload still downloads after it (a worker makes the file)', async ({
  page,
}) => {
  await loginAsRoot(page);
  const token = uniqueToken('Reload');
  const usernames = await createAdmins(page, token, 1);
  await page.goto(usersUrl({ search: token, filter: JSON.stringify({ account_type: 'admins' }) }));
  await expect(summary(page)).toHaveText('Showing 1 to 1 of 1 results');

  const queued = page.waitForResponse((response) =>
    /\/api\/v1\/all-referrals\?.*exports=/.test(response.url()),
  );
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const job = (await (await queued).json()) as { id: string; status: string };
  expect((await queued).status()).toBe(202);
  expect(job.status).toBe('queued');

  // The page that asked is gone; the one after the reload finds the export on the server.
  const downloaded = page.waitForEvent('download');
  await page.reload();
  const download = await downloaded;
  expect(download.suggestedFilename()).toBe('users.xlsx');
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeEnabled();
  const sheet = await firstSheetOf(download);
  expect(sheet.actualRowCount).toBe(2);
  expect(sheet.getSheetValues().flat().map(String)).toContain(usernames[0]);
  // Downloaded once: the server marks it, so a later visit does not fetch it again.
  const after = await page.request.get(`/api/v1/exports/${job.id}`);
  expect(((await after.json()) as { downloaded_at: string | null }).downloaded_at).not.toBeNull();
});

test('Export downloads users.xlsx of the current search, and says Exporting... meanwhile', async ({
  page,
}) => {
  await loginAsRoot(page);
  const token = uniqueToken('Export');
  const usernames = await createAdmins(page, token, 2);
  await page.goto(usersUrl({ search: token, filter: JSON.stringify({ account_type: 'admins' }) }));
  await expect(summary(page)).toHaveText('Showing 1 to 2 of 2 results');

  // Hold the server's answer until the button has been seen busy.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const exportUrls: string[] = [];
  await page.route(/\/api\/v1\/all-referrals\?.*exports=/, async (route) => {
    exportUrls.push(route.request().url());
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });

  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const busy = page.getByRole('button', { name: 'Exporting...' });
  await expect(busy).toBeDisabled();
  release();
  const download = await downloaded;
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeEnabled();

  expect(download.suggestedFilename()).toBe('users.xlsx');
  const query = new URL(exportUrls[0]!).searchParams;
  expect(query.get('exports')).toBe('1');
  expect(query.get('search')).toBe(token);
  expect(JSON.parse(query.get('search_param')!)).toEqual({ account_type: 'admins' });

  // A real workbook of exactly the rows on screen: the two admins of this search.
  const sheet = await firstSheetOf(download);
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const usernameColumn = header.indexOf('Username');
  const firstNameColumn = header.indexOf('First Name');
  expect(usernameColumn).toBeGreaterThan(0);
  expect(sheet.actualRowCount).toBe(3);
  const exported = [2, 3].map((row) => sheet.getRow(row));
  expect(exported.map((row) => String(row.getCell(usernameColumn).value)).sort()).toEqual(
    [...usernames].sort(),
  );
  expect(exported.map((row) => String(row.getCell(firstNameColumn).value))).toEqual([token, token]);
});
