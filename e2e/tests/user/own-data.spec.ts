import { formatDate, indiaTime24 } from '@portal/shared';
import { PATHS } from '../../support/constants';
import {
  apiLogin,
  expect,
  loginViaApi,
  ok,
  registerUserViaApi,
  SAME_ORIGIN,
  test,
  toast,
} from '../../support/fixtures';
import { describeLatinText, findLatinText } from '../../support/latin-text';
import {
  closeAccountSection,
  closureOf,
  jsonOf,
  madeOwnDataFile,
  ownDataSection,
  unzip,
} from '../../support/own-data';
import { registerFundedUser, WALLET } from '../../support/wallets';

// A promoter's own data and closing their account (docs/decisions/182-own-data-export.md). Each
// test registers its own promoter.

/** 'Your account closes on 29-11-2026 at 14:05.': the closing moment, India time. */
function closesOnText(closesAt: string): string {
  return `Your account closes on ${formatDate(closesAt)} at ${indiaTime24(closesAt)}.`;
}

test('a promoter downloads their data: a zip named after them, holding their profile and withdrawals', async ({
  page,
  request,
}) => {
  const account = await registerUserViaApi(request);
  await loginViaApi(page, account.username, account.password, PATHS.userProfile);
  const section = ownDataSection(page);
  await expect(section.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await expect(section).toContainText('kept for 24 hours');

  // The screen's following of the export is held, so 'Preparing...' stays while the test looks.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/api/v1/exports' && url.searchParams.get('list') === 'my_data',
    async (route) => {
      await released;
      await route.continue();
    },
  );
  const downloaded = page.waitForEvent('download', { timeout: 45_000 });
  await section.getByRole('button', { name: 'Download my data' }).click();
  await expect(section.getByRole('button', { name: 'Preparing...' })).toBeDisabled();
  release();

  const download = await downloaded;
  const fileName = `my_data_${account.username}.zip`;
  expect(download.suggestedFilename()).toBe(fileName);
  const zip = await unzip(download);
  expect(await jsonOf(zip, 'profile.json')).toMatchObject({ username: account.username });
  expect(Array.isArray(await jsonOf(zip, 'withdrawals.json'))).toBe(true);

  // The file stays downloadable until it expires, a day later.
  await expect(section.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  await expect(section.getByText(fileName, { exact: true })).toBeVisible();
  const [job] = (
    await ok<{ data: { expires_at: string }[] }>(await page.request.get('/api/v1/exports?list=my_data'))
  ).data;
  await expect(
    section.getByText(`Kept until ${formatDate(job!.expires_at)} at ${indiaTime24(job!.expires_at)}`),
  ).toBeVisible();
  const again = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download', exact: true }).click();
  expect((await again).suggestedFilename()).toBe(fileName);
});

test('a promoter with money in a wallet is told to withdraw it before closing', async ({ page, request }) => {
  const { account } = await registerFundedUser(request, {
    credits: [{ walletType: WALLET.cash, amount: 12.5, reason: 'Closure check credit' }],
    bank: false,
  });
  await loginViaApi(page, account.username, account.password, PATHS.userProfile);
  const section = closeAccountSection(page);
  await section.getByRole('button', { name: 'Close my account' }).click();

  const dialog = page.getByRole('dialog', { name: 'Close my account' });
  await dialog.getByLabel('Current Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Close my account' }).click();
  const refusal = dialog.getByRole('alert');
  await expect(refusal).toContainText('Your account cannot be closed yet');
  await expect(refusal.getByRole('listitem')).toHaveText([
    /^Withdraw the ₹\s?12\.50 in your wallets before closing your account$/,
  ]);
  expect(await closureOf(page.request)).toBeNull();
});

test('a promoter with nothing left closes with their password, sees the closing date, and keeps the account', async ({
  page,
  request,
}) => {
  const account = await registerUserViaApi(request);
  await loginViaApi(page, account.username, account.password, PATHS.userProfile);
  const section = closeAccountSection(page);
  await expect(section).toContainText('kept, as the law requires');
  await section.getByRole('button', { name: 'Close my account' }).click();

  const dialog = page.getByRole('dialog', { name: 'Close my account' });
  // A wrong password is refused under its field.
  await dialog.getByLabel('Current Password', { exact: true }).fill('Wrong@9999');
  await dialog.getByRole('button', { name: 'Close my account' }).click();
  await expect(dialog.getByLabel('Current Password', { exact: true })).toHaveAccessibleDescription(/.+/);
  expect(await closureOf(page.request)).toBeNull();

  await dialog.getByLabel('Current Password', { exact: true }).fill(account.password);
  await dialog.getByRole('button', { name: 'Close my account' }).click();
  await expect(dialog).toBeHidden();
  const closure = await closureOf(page.request);
  expect(closure).not.toBeNull();
  await expect(section.getByText(closesOnText(closure!.closes_at), { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Close my account' })).toHaveCount(0);

  // Still closing after a reload.
  await page.reload();
  await expect(section.getByText(closesOnText(closure!.closes_at), { exact: true })).toBeVisible();

  await section.getByRole('button', { name: 'Keep my account' }).click();
  await expect(toast(page, 'Your account stays open.')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Close my account' })).toBeVisible();
  expect(await closureOf(page.request)).toBeNull();
});

test('a promoter reading Tamil sees Your data and Close my account in Tamil, no Latin text outside data', async ({
  page,
  request,
}) => {
  const account = await registerUserViaApi(request);
  await ok(await apiLogin(page.request, account.username, account.password));
  await ok(await page.request.put('/api/v1/ui-language', { data: { language: 'ta' }, headers: SAME_ORIGIN }));
  const job = await madeOwnDataFile(page.request);
  await page.goto(PATHS.userProfile);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');

  const data = ownDataSection(page);
  const closing = closeAccountSection(page);
  await expect(data.getByRole('heading', { name: 'உங்கள் தரவு' })).toBeVisible();
  await expect(data.getByText(job.file_name, { exact: true })).toBeVisible();
  await expect(closing.getByRole('button', { name: 'என் கணக்கை மூடு' })).toBeEnabled();
  for (const section of [data, closing]) {
    const found = await findLatinText(section);
    expect(found, describeLatinText(found)).toEqual([]);
  }

  await closing.getByRole('button', { name: 'என் கணக்கை மூடு' }).click();
  const dialog = page.getByRole('dialog', { name: 'என் கணக்கை மூடு' });
  await dialog.getByLabel('தற்போதைய கடவுச்சொல்', { exact: true }).fill(account.password);
  const found = await findLatinText(dialog);
  expect(found, describeLatinText(found)).toEqual([]);
  await dialog.getByRole('button', { name: 'என் கணக்கை மூடு' }).click();
  await expect(dialog).toBeHidden();
  await expect(closing.getByRole('button', { name: 'என் கணக்கை வைத்துக்கொள்' })).toBeVisible();
  const pending = await findLatinText(closing);
  expect(pending, describeLatinText(pending)).toEqual([]);
});
