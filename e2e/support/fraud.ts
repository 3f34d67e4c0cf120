import type { Page } from '@playwright/test';
import { expect, type Money, type Promoter, WALLET, type WithdrawRequestJson } from './money';

/**
 * Fraud signals for the browser tests (docs/decisions/186-fraud-signals.md), made through the API
 * like every other test datum (docs/decisions/041-browser-tests-make-their-own-data.md).
 */

export const FRAUD_TEXT = {
  sharedMobile: 'Shared mobile',
  sharedMobileReason: 'Mobile number shared with other accounts (1)',
  title: 'Fraud signals',
  noteLabel: 'Note: why you pay despite the signals',
  filterLabel: 'Fraud signals',
  withSignals: 'Has fraud signals',
  withoutSignals: 'No fraud signals',
};

/**
 * A family: a promoter with a pending Cash request, and a relative who saves the promoter's mobile
 * number as their UPI ID (`9876543210@ybl`). One number on two accounts flags both, each naming
 * the other.
 */
export async function familySharingAMobile(
  money: Money,
  amount = 150,
): Promise<{ promoter: Promoter; relative: Promoter; request: WithdrawRequestJson }> {
  const promoter = await money.promoter();
  const relative = await money.promoter({ upi: { upi_id: `${promoter.registration.mobile}@ybl` } });
  const request = await money.request(promoter, WALLET.cash, amount);
  return { promoter, relative, request };
}

/** A list screen's address searched for `search`, with the fraud-signals filter set. */
export function withSignalsFilter(path: string, search: string, hasSignals: 'true' | 'false'): string {
  const query = new URLSearchParams({ search, filter: JSON.stringify({ has_fraud_signals: hasSignals }) });
  return `${path}?${query}`;
}

/** The signal's badge within `scope`, its reason and the accounts it names in its tooltip. */
export async function expectBadge(
  page: Page,
  scope: ReturnType<Page['locator']>,
  label: string,
  named: string,
) {
  const badge = scope.getByRole('button', { name: label, exact: true });
  await expect(badge).toBeVisible();
  await badge.hover();
  const tip = page.getByRole('tooltip');
  await expect(tip).toContainText(FRAUD_TEXT.sharedMobileReason);
  await expect(tip).toContainText(named);
  await page.mouse.move(0, 0);
  return badge;
}
