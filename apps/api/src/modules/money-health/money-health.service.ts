import type { LedgerHealth } from '@portal/shared';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import * as ledgerService from '../ledger/ledger.service.js';
import * as withdrawalsService from '../withdrawals/withdrawals.service.js';

/**
 * Is every rupee where it should be (docs/product/money.md, Verification)? The ledger's
 * invariants (its audit rows among them) and the withdrawals' holds, in one report: `npm run ledger:verify` prints it and the
 * super admin's dashboard shows it as a tile.
 */
export async function checkMoneyHealth(
  q: Queryable,
  now = new Date(),
  since?: ledgerService.CheckedUpTo,
): Promise<LedgerHealth> {
  const [ledger, withdrawals] = await Promise.all([
    ledgerService.verifyLedger(q, since),
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

/**
 * `ledger:verify` (docs/decisions/168-incremental-ledger-check.md): the whole check, or with
 * `incremental` only what changed since the last clean checkpoint (the whole one when there is
 * none yet), read in one snapshot; a clean check records a new checkpoint where the next starts.
 */
export async function verifyMoney(
  db: Database,
  { incremental }: { incremental: boolean },
): Promise<{ health: LedgerHealth; since: ledgerService.CheckedUpTo | null; checkpoint: number | null }> {
  const fence = await ledgerService.fenceLedger(db);
  const since = incremental ? await ledgerService.latestLedgerCheckpoint(db) : null;
  const health = await withTransaction(db, async (tx) => {
    // One snapshot for every query: balances and the lines they must match, read together.
    await tx.execute(sql`set transaction isolation level repeatable read`);
    return checkMoneyHealth(tx, new Date(), since ?? undefined);
  });
  const checkpoint = health.ok ? await ledgerService.recordLedgerCheckpoint(db, fence, since) : null;
  return { health, since, checkpoint };
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
