import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { PATHS } from '../../support/constants';
import { expect, loginAsRoot, loginViaApi, registerUserViaApi, test } from '../../support/fixtures';

/**
 * The first screens a promoter and an admin see pass axe's WCAG 2.1 A and AA rules (the ones
 * Lighthouse's accessibility score is made of): landmarks, names, contrast, lists. A violation
 * lists the rule and the elements, so the report says what to fix.
 */
async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}

test.describe('accessibility (axe)', () => {
  test('/login and /register', async ({ page }) => {
    await page.goto(PATHS.login);
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expectNoViolations(page);
    await page.goto(PATHS.register);
    await expect(page.getByLabel('Username')).toBeVisible();
    await expectNoViolations(page);
  });

  test('the user dashboard', async ({ page }) => {
    const user = await registerUserViaApi(page.request);
    await loginViaApi(page, user.username, user.password, PATHS.userDashboard);
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Available' }).first()).toBeVisible();
    await expectNoViolations(page);
  });

  test('the admin dashboard', async ({ page }) => {
    await loginAsRoot(page, PATHS.adminDashboard);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The charts load after the figures: check the page with them drawn.
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await expectNoViolations(page);
  });
});
