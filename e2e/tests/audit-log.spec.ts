import type { APIRequestContext, Page } from '@playwright/test';
import { formatDate, indiaDate } from '@portal/shared';
import {
  apiLogin,
  createAdminViaApi,
  expect,
  loginAsRoot,
  loginViaApi,
  ok,
  registerUserViaApi,
  ROOT,
  SAME_ORIGIN,
  sidebar,
  test,
  uniqueToken,
} from '../support/fixtures';

// The audit log on screen, the super admin's alone (docs/decisions/184-audit-log-on-screen.md).

const AUDIT_LOG = '/portal/admin/audit-log';

/** A promoter of the test's own, with their account id. */
async function newPromoter(request: APIRequestContext) {
  const { username, password } = await registerUserViaApi(request);
  const body = await ok<{ user: { id: number } }>(await apiLogin(request, username, password));
  return { username, id: body.user.id };
}

/** The rows of the audit log's table (the header row left out). */
const auditRows = (page: Page) =>
  page
    .getByRole('table', { name: 'Audit log entries' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test('the super admin deactivates a promoter, then finds it in the audit log with before and after', async ({
  page,
  request,
}) => {
  const promoter = await newPromoter(request);
  await loginAsRoot(page, '/portal/admin/dashboard');
  await ok(
    await page.request.patch(`/api/v1/all-referrals/${promoter.id}/status`, {
      headers: SAME_ORIGIN,
      data: { is_active: false },
    }),
  );

  await sidebar(page).getByRole('link', { name: 'Audit Log', exact: true }).click();
  await expect(page).toHaveURL(AUDIT_LOG);
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();

  const target = page.getByLabel('Target user', { exact: true });
  await target.fill(promoter.username);
  await target.press('Enter');
  await page.getByLabel('Action', { exact: true }).selectOption('user.deactivate');
  await expect(auditRows(page)).toHaveCount(1);
  const row = auditRows(page).first();
  await expect(row).toContainText('user.deactivate');
  await expect(row).toContainText(ROOT.username);
  await expect(row).toContainText(promoter.username);
  await expect(row).toContainText(`users #${promoter.id}`);
  // Before and after: the old value struck out, the new one beside it.
  await expect(row.getByRole('deletion')).toHaveText('true');
  await expect(row.getByRole('insertion')).toHaveText('false');
  // The address follows the filters once the list has applied them.
  await expect
    .poll(() => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}'))
    .toEqual({ target_user: promoter.username, action: 'user.deactivate' });

  // From tomorrow on, nothing.
  const [day, month, year] = formatDate(indiaDate()).split('-');
  const tomorrow = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day) + 1));
  await page.getByLabel('Date from', { exact: true }).fill(formatDate(tomorrow.toISOString().slice(0, 10)));
  await expect(page.getByText('No Data', { exact: true })).toBeVisible();
});

test('a username applied and an action chosen before the list has drawn the first: both hold', async ({
  page,
  request,
}) => {
  const promoter = await newPromoter(request);
  await loginAsRoot(page, AUDIT_LOG);
  await ok(
    await page.request.patch(`/api/v1/all-referrals/${promoter.id}/status`, {
      headers: SAME_ORIGIN,
      data: { is_active: false },
    }),
  );
  await page.reload();
  const target = page.getByLabel('Target user', { exact: true });
  const action = page.getByLabel('Action', { exact: true });
  await expect(action.locator('option[value="user.deactivate"]')).toBeAttached();
  await target.fill(promoter.username);

  // Enter in the box and the choice of action in one task: the router draws the address's first
  // change only later, and the second must build on it, not on the filter still on screen.
  await page.evaluate(
    ([box, select]) => {
      box!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
      (select as HTMLSelectElement).value = 'user.deactivate';
      select!.dispatchEvent(new Event('change', { bubbles: true }));
    },
    [await target.elementHandle(), await action.elementHandle()],
  );
  await expect
    .poll(() => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}'))
    .toEqual({ target_user: promoter.username, action: 'user.deactivate' });
  await expect(auditRows(page)).toHaveCount(1);
  await expect(auditRows(page)).toContainText(promoter.username);
});

test("a promoter's dialog in User Management opens the audit log of their records", async ({
  page,
  request,
}) => {
  const promoter = await newPromoter(request);
  const reason = uniqueToken('Audit e2e');
  await loginAsRoot(page, `/portal/admin/users?search=${encodeURIComponent(promoter.username)}`);
  await ok(
    await page.request.post('/api/v1/wallet-adjustments', {
      headers: SAME_ORIGIN,
      data: { user_id: promoter.id, wallet_type: 1, amount: 25, reason },
    }),
    201,
  );

  await page.getByRole('button', { name: new RegExp(`\\b${promoter.username}$`) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('link', { name: 'Audit log', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`^[^?]*${AUDIT_LOG}\\?`));
  await expect
    .poll(() => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}'))
    .toEqual({ target_user_id: String(promoter.id) });
  await expect(page.getByText(`Account #${promoter.id}`)).toBeVisible();
  // The wallet adjustment (a money movement, the ledger's row) is about the promoter; every row is.
  const adjusted = auditRows(page).filter({ hasText: 'wallet.adjust' });
  await expect(adjusted).toHaveCount(1);
  await expect(adjusted).toContainText(reason);
  await expect(adjusted).toContainText(ROOT.username);
  for (const row of await auditRows(page).all()) await expect(row).toContainText(promoter.username);

  // Clearing the account shows every row again.
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByText(`Account #${promoter.id}`)).toBeHidden();
  await expect(page).toHaveURL(AUDIT_LOG);
});

test('an admin has no Audit Log entry, and its address leads to the dashboard', async ({ page }) => {
  await loginAsRoot(page);
  const admin = await createAdminViaApi(page.request, 'audit_admin');
  await page.context().clearCookies();
  await loginViaApi(page, admin.username, admin.password, '/portal/admin/dashboard');
  await expect(sidebar(page).getByRole('link', { name: 'Promotion Settings', exact: true })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Audit Log', exact: true })).toHaveCount(0);
  await page.goto(AUDIT_LOG);
  await expect(page).toHaveURL('/portal/admin/dashboard');
  expect((await page.request.get('/api/v1/audit-log')).status()).toBe(403);
});
