import { formatDate } from '@portal/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN_NAV, MSG, PATHS, USER_NAV } from '../../support/constants';
import {
  expect,
  loginViaApi,
  newRegistration,
  registerUserViaApi,
  ROOT,
  rootPromoterCode,
  sidebar,
  test,
  toast,
} from '../../support/fixtures';

// Runs in the 'phone' project only (Pixel 5, 393 px wide).

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(
    innerWidth,
  );
}

const roles = [
  {
    role: 'user',
    // A user of the test's own.
    account: (request: APIRequestContext) => registerUserViaApi(request),
    nav: USER_NAV,
    home: PATHS.userDashboard,
  },
  { role: 'admin', account: async () => ROOT, nav: ADMIN_NAV, home: PATHS.adminDashboard },
] as const;

for (const { role, account, nav, home } of roles) {
  test(`${role}: the menu button opens the sidebar drawer with every label; navigating closes it`, async ({
    page,
    request,
  }) => {
    const { username, password } = await account(request);
    await loginViaApi(page, username, password, home);
    const drawer = sidebar(page);
    await expect(drawer).toBeHidden();

    await page.getByRole('banner').getByRole('button', { name: /menu/i }).click();
    await expect(drawer).toBeVisible();
    for (const { label, path } of nav) {
      const link = drawer.getByRole('link', { name: label, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', path);
    }
    await expect(drawer.getByText(username, { exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
    const box = (await drawer.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);

    const target = nav[5]!;
    await drawer.getByRole('link', { name: target.label, exact: true }).click();
    await expect(page).toHaveURL(target.path);
    await expect(drawer).toBeHidden();
    await expectNoHorizontalScroll(page);
  });
}

test('the registration form fits the phone and can be completed', async ({ page, request }) => {
  const code = await rootPromoterCode(request);
  await page.goto(`/register?promoter_code=${code}`);
  await expect(page.getByLabel('First Name')).toBeVisible();
  await expectNoHorizontalScroll(page);

  const width = page.viewportSize()!.width;
  for (const label of [
    'First Name',
    'Mobile',
    'State',
    'District',
    'Pin Code',
    'Username',
    'Promoter Code',
  ]) {
    const box = (await page.getByLabel(label, { exact: true }).boundingBox())!;
    expect(box.x, label).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, label).toBeLessThanOrEqual(width);
  }

  const data = newRegistration(code);
  await page.getByLabel('First Name').fill(data.first_name);
  await page.getByLabel('Last Name').fill(data.last_name);
  // Typed DD-MM-YYYY (docs/product/screens.md).
  await page.getByLabel('Date of Birth').fill(formatDate(data.dob));
  await page.getByLabel('Mobile').fill(data.mobile);
  await page.getByLabel('State', { exact: true }).selectOption(data.state);
  await page.getByLabel('District').selectOption(data.district);
  await page.getByLabel('City').fill(data.city);
  await page.getByLabel('Pin Code').fill(data.pin_code);
  await page.getByLabel('Mother Tongue').selectOption(data.language);
  await page.getByLabel('Username').fill(data.username);
  await page.getByLabel('Password', { exact: true }).fill(data.password);
  await page.getByLabel('Confirm Password').fill(data.password_confirmation);
  await page.getByRole('button', { name: 'Register', exact: true }).tap();
  await expect(toast(page, MSG.registered)).toBeVisible();
  await expect(page).toHaveURL(PATHS.login);
});

test('the user dashboard fits the phone', async ({ page, request }) => {
  const user = await registerUserViaApi(request);
  await loginViaApi(page, user.username, user.password, PATHS.userDashboard);
  await expect(page.getByRole('button', { name: /copy promoter code/i })).toBeVisible();
  await expectNoHorizontalScroll(page);
});
