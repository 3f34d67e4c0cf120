import type { Page } from '@playwright/test';
import { loginViaApi } from '../../support/fixtures';
import { FIRST_SCREEN, test } from '../../support/money';
import { currentTaxPeriod, expect, paidPromoterWithPan } from '../../support/tax';
import {
  EARNINGS_PATH,
  MY_WITHDRAW_PATH,
  STATEMENT_TEXT,
  statementFileName,
  statementSection,
} from '../../support/tax-statement';

// Runs in the 'phone' project only (Pixel 5, 393 px wide): the Tax statement section stacks its
// fields and button, and the earnings history's card of a taxed withdrawal carries the tax and the
// net under its amount (docs/decisions/180-tax-statements-as-pdf.md).

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${innerWidth}px window`).toBeLessThanOrEqual(
    innerWidth,
  );
}

test('on a phone the statement downloads from a section that fits, and the history card shows the tax and the net', async ({
  page,
  money,
}) => {
  const { promoter } = await paidPromoterWithPan(money, 25_000);
  await loginViaApi(page, promoter.username, promoter.registration.password, MY_WITHDRAW_PATH);
  const section = statementSection(page);
  await expect(section).toBeVisible(FIRST_SCREEN);
  const button = section.getByRole('button', { name: STATEMENT_TEXT.download });
  await button.scrollIntoViewIfNeeded();
  const width = page.viewportSize()!.width;
  for (const control of [
    section.getByLabel(STATEMENT_TEXT.year, { exact: true }),
    section.getByLabel(STATEMENT_TEXT.period, { exact: true }),
    button,
  ]) {
    const box = (await control.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // A touch target: 44 px high.
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  await expectNoHorizontalScroll(page);
  const downloaded = page.waitForEvent('download');
  await button.tap();
  const { financialYear, quarter } = currentTaxPeriod();
  expect((await downloaded).suggestedFilename()).toBe(statementFileName(financialYear, quarter));

  await page.goto(EARNINGS_PATH);
  const card = page
    .getByRole('list', { name: 'Earnings history' })
    .getByRole('listitem')
    .filter({ hasText: '-₹25,000.00' });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('earning-tax')).toHaveText('Tax at source ₹500.00');
  await expect(card.getByTestId('earning-net')).toHaveText('Net paid ₹24,500.00');
  await expectNoHorizontalScroll(page);
});
