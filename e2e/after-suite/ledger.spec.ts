import type { LedgerHealth } from '@portal/shared';
import { expect, test } from '../support/programme';

// Runs once every browser test has passed (the `after-suite` project depends on the others):
// after a whole suite of promoters earning, scratching, requesting and being paid, every rupee is
// still where the ledger says (docs/product/money.md, Verification). The same check as
// `npm run ledger:verify` and the super admin's dashboard tile, on the suite's database.
test('the ledger and the withdrawals agree after the whole browser suite', async ({ programme }) => {
  const response = await programme.root.get('/api/v1/admin-dashboard');
  expect(response.status(), await response.text()).toBe(200);
  const { ledger_health: health } = (await response.json()) as { ledger_health: LedgerHealth };
  expect(health.problems, JSON.stringify(health.problems, null, 2)).toEqual([]);
  expect(health.ok).toBe(true);
  // Money really moved: quiz earnings, scratch cards, adjustments and withdrawals posted entries
  // (44 in a run of 2026-11-25).
  expect(health.entries).toBeGreaterThan(0);
});
