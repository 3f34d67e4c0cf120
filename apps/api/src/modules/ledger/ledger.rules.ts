/**
 * The ledger's pure rules (docs/product/money.md, Ledger). Amounts are integer paise.
 */

/** The programme's own accounts: where money into wallets comes from and out of them goes. */
export const SYSTEM_ACCOUNTS = [
  'programme_expense',
  'scratch_rewards',
  'adjustments',
  'bank_payouts',
  /** Tax deducted at source from withdrawals, owed to the government until deposited. */
  'tds_payable',
  /** Tax deposited with the government (a challan), out of `tds_payable`. */
  'tds_deposited',
] as const;
export type SystemAccountCode = (typeof SYSTEM_ACCOUNTS)[number];

/**
 * Entries between system accounts only, which no wallet's history shows: a deposit of tax
 * deducted at source (docs/decisions/179-tax-register-and-deposits.md).
 */
export const SYSTEM_ENTRY_KINDS = ['tds_deposit'] as const;
export type SystemEntryKind = (typeof SYSTEM_ENTRY_KINDS)[number];

export interface LineAmount {
  amount: number;
}

/** An entry is two or more non-zero integer lines that sum to zero. */
export function entryProblem(lines: readonly LineAmount[]): string | null {
  if (lines.length < 2) return 'an entry needs at least two lines';
  if (lines.some((line) => !Number.isSafeInteger(line.amount) || line.amount === 0))
    return 'every line must be a non-zero whole number of paise';
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  return total === 0 ? null : `the lines sum to ${total} paise, not 0`;
}

/** 5 % of a quiz payout goes to the Grow wallet (docs/product/money.md, Earning per promotion video). */
/**
 * The entries whose credits to a promoter's wallets are earnings: what the dashboard's "total
 * earned" adds up and the public "What promoters earn" counts (docs/decisions/174-what-promoters-earn.md).
 */
export const EARNED_KINDS = ['quiz', 'scratch', 'adjustment'] as const;

export const GROW_SHARE_PERCENT = 5;

/**
 * Splits a payout into the Grow share (5 %, rounded down to the paisa) and the Cash rest, so the
 * two parts always add up to the whole.
 */
export function splitEarning(
  totalPaise: number,
  growPercent = GROW_SHARE_PERCENT,
): { cash: number; grow: number } {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0) throw new RangeError(`Bad payout: ${totalPaise}`);
  const grow = Math.floor((totalPaise * growPercent) / 100);
  return { cash: totalPaise - grow, grow };
}

/**
 * Lines touching wallets are applied in ascending account id order, so two transactions that
 * touch the same wallets lock them in the same order and never wait on each other.
 */
export function inLockOrder<T extends { accountId: number }>(lines: readonly T[]): T[] {
  return [...lines].sort((a, b) => a.accountId - b.accountId);
}
