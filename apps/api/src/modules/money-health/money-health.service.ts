import type { LedgerHealth } from '@portal/shared';
import type { Queryable } from '../../db/client.js';
import * as ledgerService from '../ledger/ledger.service.js';
import * as withdrawalsService from '../withdrawals/withdrawals.service.js';

/**
 * Is every rupee where it should be (docs/product/money.md, Verification)? The ledger's
 * invariants (its audit rows among them) and the withdrawals' holds, in one report: `npm run ledger:verify` prints it and the
 * super admin's dashboard shows it as a tile.
 */
export async function checkMoneyHealth(q: Queryable, now = new Date()): Promise<LedgerHealth> {
  const [ledger, withdrawals] = await Promise.all([
    ledgerService.verifyLedger(q),
    withdrawalsService.verifyWithdrawalHolds(q),
  ]);
  const problems = [...ledger.problems, ...withdrawals];
  return {
    ok: problems.length === 0,
    checked_at: now.toISOString(),
    entries: ledger.entries,
    accounts: ledger.accounts,
    problems,
  };
}

/** The report as text, for the terminal. */
export function formatMoneyHealth(health: LedgerHealth): string {
  const lines = [
    `Ledger check at ${health.checked_at}: ${health.entries} entries, ${health.accounts} accounts`,
  ];
  if (health.ok)
    lines.push(
      'OK: every entry balances, every wallet matches its lines and holds, every movement is audited.',
    );
  else {
    lines.push(`FAILED: ${health.problems.length} problem(s)`);
    for (const problem of health.problems) lines.push(`  - ${problem.check}: ${problem.detail}`);
  }
  return lines.join('\n');
}
