import type { Page } from '@playwright/test';
import { PROMOTER_LEVEL_LABELS } from '../../support/constants';
import { firstSheetOf, loginAsRoot, loginViaApi } from '../../support/fixtures';
import { expect, figure, PIN_STATUS, PINS_PATH, test } from '../../support/programme';

const ADMIN_PINS_PATH = '/portal/admin/pin-requests';

/** The list narrowed to one user's requests, through the address the filter bar writes. */
async function openFor(page: Page, username: string) {
  await page.goto(`${ADMIN_PINS_PATH}?search=${encodeURIComponent(username)}`);
  await expect(page.getByRole('heading', { name: 'Pin Requests', level: 1 })).toBeVisible();
}

function rowOf(page: Page, username: string) {
  return page.getByRole('row').filter({ hasText: username });
}

async function confirm(page: Page, title: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByRole('button', { name: /^Yes/ }).click();
  await expect(dialog).toBeHidden();
}

test.describe('admin Pin Requests', () => {
  test('the admin side of the PIN journey: raise the terms, generate and copy the PIN, the user activates', async ({
    page,
    programme,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await programme.ensurePaymentDetails();
    const member = await programme.member();
    const request = await programme.requestLevel(member, 2);
    await loginAsRoot(page);
    await openFor(page, member.username);

    const row = rowOf(page, member.username);
    await expect(row.getByText('Pending')).toBeVisible();
    await row.getByRole('button', { name: `Raise term for ${member.username}` }).click();
    await confirm(page, 'Raise the terms?');
    await expect(row.getByText(/Terms raised by/)).toBeVisible();
    await expect(row.getByText('Waiting for the user to accept')).toBeVisible();
    expect((await programme.pinRequests(member))[0]!.terms_raised_at).not.toBeNull();

    await programme.acceptTerms(member, request.id);
    await page.reload();
    await row.getByRole('button', { name: `Generate PIN for ${member.username}` }).click();
    await confirm(page, 'Generate the PIN?');
    await expect(row.getByText('Approved')).toBeVisible();
    const pin = (await row.locator('code').textContent())!.trim();
    expect(pin).toMatch(/^[A-Z0-9]{8}$/);
    await row.getByRole('button', { name: `Copy the PIN of ${member.username}` }).click();
    await expect(row.getByText('Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pin);

    // The PIN the admin saw activates the level the user asked for.
    await programme.activate(member, request.id, pin);
    await page.reload();
    await expect(row.getByText('Activated')).toHaveCount(2); // the badge and the action cell
    expect(await programme.level(member)).toBe(2);
  });

  test('the whole journey across a user and an admin session, every step on a screen', async ({
    page,
    browser,
    programme,
  }) => {
    test.slow();
    await programme.ensurePaymentDetails();
    const member = await programme.member();
    const userContext = await browser.newContext();
    const user = await userContext.newPage();
    try {
      await loginViaApi(user, member.username, member.registration.password, PINS_PATH);
      await user.getByRole('button', { name: 'Request a level' }).click();
      const requestDialog = user.getByRole('dialog', { name: 'Request a PIN' });
      await requestDialog.getByLabel('Level').selectOption({ label: PROMOTER_LEVEL_LABELS[3]! });
      await requestDialog.getByRole('button', { name: 'Send request' }).click();
      await expect(requestDialog).toBeHidden();

      await loginAsRoot(page);
      await openFor(page, member.username);
      const row = rowOf(page, member.username);
      await row.getByRole('button', { name: `Raise term for ${member.username}` }).click();
      await confirm(page, 'Raise the terms?');
      await expect(row.getByText('Waiting for the user to accept')).toBeVisible();

      const panel = user.getByRole('region', { name: 'Your PIN request' });
      await user.reload();
      await panel.getByRole('button', { name: 'Accept terms' }).click();
      await expect(panel).toContainText('You accepted the terms');

      await page.reload();
      await row.getByRole('button', { name: `Generate PIN for ${member.username}` }).click();
      await confirm(page, 'Generate the PIN?');
      const pin = (await row.locator('code').textContent())!.trim();

      await user.reload();
      await panel.getByRole('button', { name: 'Activate PIN' }).click();
      const activate = user.getByRole('dialog', { name: 'Activate PIN' });
      await activate.getByLabel('PIN', { exact: true }).fill(pin);
      await activate.getByLabel('Courier').check();
      await activate.getByLabel('Address', { exact: true }).fill('4 Anna Salai, Chennai 600002');
      await activate.getByRole('button', { name: 'Activate', exact: true }).click();
      await expect(activate).toBeHidden();
      await expect(figure(user, 'Your level')).toHaveText(PROMOTER_LEVEL_LABELS[3]!);

      await page.reload();
      await expect(row.getByText('Activated')).toHaveCount(2);
      expect(await programme.level(member)).toBe(3);
    } finally {
      await userContext.close();
    }
  });

  test('reject after a confirmation, with the reason shown to the admin and the user', async ({
    page,
    programme,
  }) => {
    const member = await programme.member();
    const request = await programme.requestLevel(member, 1);
    await loginAsRoot(page);
    await openFor(page, member.username);
    const row = rowOf(page, member.username);
    await row.getByRole('button', { name: `Reject ${member.username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject PIN request' });
    await dialog.getByLabel('Reason (optional)').fill('  Payment not received  ');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Rejected')).toBeVisible();
    await expect(row.getByText('Reason: Payment not received')).toBeVisible();
    const [mine] = await programme.pinRequests(member);
    expect(mine).toMatchObject({
      id: request.id,
      status: PIN_STATUS.rejected,
      reason: 'Payment not received',
    });
  });

  test('counts per status filter the list; level and status filters; the export downloads pin_requests.xlsx', async ({
    page,
    programme,
  }) => {
    const member = await programme.member();
    await programme.requestLevel(member, 3);
    await loginAsRoot(page);
    await page.goto(ADMIN_PINS_PATH);
    const counts = page.getByRole('group', { name: 'Requests per status' });
    const pending = counts.getByRole('button', { name: /Pending/ });
    // The count shown is the server's count of pending requests.
    const api = await programme.root.get('/api/v1/user-promoters?page_size=1');
    const { status_counts } = (await api.json()) as { status_counts: Record<string, number> };
    await expect(pending).toContainText(new Intl.NumberFormat('en-IN').format(status_counts['0']!));
    await pending.click();
    await expect(pending).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/status/);
    await expect(page.getByRole('row').filter({ hasText: 'Rejected' })).toHaveCount(0);

    await page.goto(
      `${ADMIN_PINS_PATH}?search=${member.username}&search_param=${encodeURIComponent(JSON.stringify({ level: '3' }))}`,
    );
    await expect(rowOf(page, member.username)).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('pin_requests.xlsx');
    const sheet = await firstSheetOf(file);
    const cells = sheet.getSheetValues().flat().map(String);
    expect(cells).toContain(member.username);
    expect(sheet.rowCount).toBe(2); // the header and this one request
  });
});
