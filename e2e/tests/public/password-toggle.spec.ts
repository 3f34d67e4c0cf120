import type { Locator } from '@playwright/test';
import { PATHS } from '../../support/constants';
import { expect, rootPromoterCode, test } from '../../support/fixtures';

// The toggle's labels 'Show password' and 'Hide password' (docs/product/screens.md, Forms) are
// text a sighted user reads, not only names told to screen readers.

/** Visible text, not a 1-pixel screen-reader-only span. */
async function expectReadable(text: Locator) {
  await expect(text).toBeVisible();
  const box = await text.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThan(40);
  expect(box?.height ?? 0).toBeGreaterThan(10);
}

test("the login form's toggle reads 'Show password', then 'Hide password'", async ({ page }) => {
  await page.goto(PATHS.login);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('Secret123');
  await expectReadable(page.getByText('Show password', { exact: true }));
  await page.getByRole('button', { name: 'Show password', exact: true }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expectReadable(page.getByText('Hide password', { exact: true }));
  await expect(page.getByText('Show password', { exact: true })).toHaveCount(0);
});

test('each password box of the registration form has its own readable toggle', async ({ page, request }) => {
  await page.goto(`${PATHS.register}?promoter_code=${await rootPromoterCode(request)}`);
  const toggles = page.getByRole('button', { name: 'Show password', exact: true });
  await expect(toggles).toHaveCount(2);
  for (const toggle of await toggles.all()) await expectReadable(toggle.getByText('Show password'));

  await page.getByLabel('Confirm Password').fill('Secret123');
  await toggles.last().click();
  await expect(page.getByLabel('Confirm Password')).toHaveAttribute('type', 'text');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');
  await expectReadable(page.getByText('Hide password', { exact: true }));
});
