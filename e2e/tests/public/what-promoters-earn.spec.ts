import type { Page } from '@playwright/test';
import { PATHS } from '../../support/constants';
import { expect, rootPromoterCode, test } from '../../support/fixtures';
import { settled, textsIn } from '../../support/language-walk';
import { describeLatinText, findLatinText } from '../../support/latin-text';

/**
 * What promoters earn (issue 19): a public page a visitor reaches from the welcome page and the
 * registration form, with a row for trainees and one per promoter level 0–4. Other tests earn
 * money at the same time, so the figures themselves are not asserted: each row shows its count
 * and either the three figures or the too-few text.
 */

/** Trainees (no level yet) first, then levels 0–4 (docs/decisions/174-what-promoters-earn.md). */
const LEVELS = [
  'Trainee',
  'Promoter',
  'Promoter Level 1',
  'Promoter Level 2',
  'Promoter Level 3',
  'Promoter Level 4',
];
const TITLE = 'What promoters earn';
const COUNT = /^\d[\d,]*$/;
const PERCENT = /^\d+(\.\d)?%$/;
const RUPEES = /^-?₹[\d,]+\.\d{2}$/;

/** The level rows of the figures table, once the figures have arrived. */
function levelRows(page: Page) {
  return page.getByRole('table').locator('tbody').getByRole('row');
}

/** Each row: its count, then the share and both amounts, or one cell saying the level is too small. */
async function expectEveryRowReadable(page: Page, tooFew: RegExp) {
  const rows = levelRows(page);
  await expect(rows).toHaveCount(LEVELS.length);
  for (const row of await rows.all()) {
    const cells = row.getByRole('cell');
    await expect(cells.first()).toHaveText(COUNT);
    if ((await cells.count()) === 2) {
      await expect(cells.nth(1)).toHaveText(tooFew);
    } else {
      await expect(cells).toHaveCount(4);
      await expect(cells.nth(1)).toHaveText(PERCENT);
      await expect(cells.nth(2)).toHaveText(RUPEES);
      await expect(cells.nth(3)).toHaveText(RUPEES);
    }
  }
}

async function expectTheFigures(page: Page) {
  await expect(page).toHaveURL(PATHS.whatPromotersEarn);
  await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Earnings per promoter level, / })).toBeVisible();
  await expect(levelRows(page).getByRole('rowheader')).toHaveText(LEVELS);
  await expect(page.getByRole('columnheader')).toHaveText([
    'Level',
    'Promoters',
    'Earned anything (%)',
    'Median per month (₹)',
    'Mean per month (₹)',
  ]);
  await expectEveryRowReadable(page, /^Too few promoters to show \(fewer than \d+\)$/);
  await expect(page.getByText(/^Past earnings do not promise future earnings\./)).toBeVisible();
}

test.describe('what promoters earn', () => {
  test('a visitor follows the link on the welcome page and sees one row per level', async ({ page }) => {
    await page.goto(PATHS.home);
    await page.getByRole('link', { name: TITLE, exact: true }).click();
    await expectTheFigures(page);
  });

  test('the registration form links to it too', async ({ page, request }) => {
    const code = await rootPromoterCode(request);
    await page.goto(`${PATHS.register}?promoter_code=${encodeURIComponent(code)}`);
    await expect(page.getByLabel('Username')).toBeVisible();
    await page.getByRole('link', { name: TITLE, exact: true }).click();
    await expectTheFigures(page);
  });

  test.describe('in Tamil, on a 390 px phone', () => {
    // A browser set to Tamil, with nothing chosen yet, gets the Tamil pages.
    test.use({ locale: 'ta-IN', viewport: { width: 390, height: 844 } });

    test('the page shows no Latin letters and does not scroll sideways', async ({ page }) => {
      const ta = textsIn('ta');
      await page.goto(PATHS.whatPromotersEarn);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
      await expect(page.getByRole('heading', { level: 1, name: ta(TITLE) })).toBeVisible();
      await expect(levelRows(page)).toHaveCount(LEVELS.length);
      await settled(page);
      const found = await findLatinText(page.locator('main'));
      expect(found, describeLatinText(found)).toEqual([]);
      // The table scrolls inside its own box, the page itself does not.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
    });
  });
});
