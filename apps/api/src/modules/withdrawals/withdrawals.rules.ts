import {
  addDays,
  canChangeWithdrawStatus,
  formatDate,
  formatRupees,
  indiaDate,
  paiseToRupees,
  startOfIndiaDay,
  walletName,
  WithdrawStatus,
  withdrawStatusesAllowing,
  withdrawStatusLabel,
  type WithdrawTarget,
} from '@portal/shared';

/**
 * The withdrawal rules (docs/product/money.md, Withdrawals), pure so they are tested alone.
 * Amounts in paise; days are India-time calendar days.
 */

export type TargetStatus = WithdrawTarget;

/**
 * The statuses each action may start from, as the guard of its one-statement transition: read
 * from the shared status machine, which the admin screen's buttons also follow (process 0 → 1;
 * complete 0 or 1 → 2; reject 0 or 1 → 3; 2 and 3 are final; docs/product/money.md, Withdrawals).
 */
export const TRANSITIONS_FROM: Record<TargetStatus, readonly number[]> = {
  [WithdrawStatus.Processing]: withdrawStatusesAllowing(WithdrawStatus.Processing),
  [WithdrawStatus.Completed]: withdrawStatusesAllowing(WithdrawStatus.Completed),
  [WithdrawStatus.Rejected]: withdrawStatusesAllowing(WithdrawStatus.Rejected),
};

export const canTransition = canChangeWithdrawStatus;

const ACTION_NAMES: Record<TargetStatus, string> = { 1: 'processed', 2: 'completed', 3: 'rejected' };

/** Why a change was refused, for the admin who asked: the request's status now says it. */
export function refusedTransitionMessage(current: number, to: TargetStatus): string {
  return `This request is ${withdrawStatusLabel(current)} and cannot be ${ACTION_NAMES[to]}`;
}

/**
 * The first instant a non-rejected request of the same wallet blocks a new one: one request
 * per `cooldownDays` days, so a request made on India day D allows the next on day D + N.
 * Null when there is no cool-down.
 */
export function coolDownWindowStart(today: string, cooldownDays: number): Date | null {
  if (cooldownDays <= 0) return null;
  return startOfIndiaDay(addDays(today, -(cooldownDays - 1)));
}

/** The India date from which the next request is allowed, or null when it is allowed today. */
export function nextRequestDate(lastRequestAt: Date | null, cooldownDays: number, now: Date): string | null {
  if (!lastRequestAt || cooldownDays <= 0) return null;
  const next = addDays(indiaDate(lastRequestAt), cooldownDays);
  return next > indiaDate(now) ? next : null;
}

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

export interface RequestCheck {
  amount: number;
  walletType: number;
  minPaise: number;
  cooldownDays: number;
  available: number;
  /** The India date the next request is allowed from, when a recent request blocks this one. */
  blockedUntil: string | null;
}

/** Every reason a withdrawal request is refused, by field; empty when it may go ahead. */
export function requestProblems(check: RequestCheck): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const wallet = walletName(check.walletType);
  if (check.blockedUntil)
    problems.wallet_type = [
      `The ${wallet} allows one request every ${check.cooldownDays} days: the next is allowed from ${formatDate(check.blockedUntil)}`,
    ];
  if (check.amount < check.minPaise)
    problems.amount = [`The minimum withdrawal from the ${wallet} is ${rupees(check.minPaise)}`];
  else if (check.amount > check.available)
    problems.amount = [
      `Amount is more than the ${rupees(Math.max(0, check.available))} available in the ${wallet}`,
    ];
  return problems;
}

/** What the bank's payout file holds per request (CSV, docs/product/money.md, Payouts). */
export interface PayoutLine {
  id: number;
  accountHolder: string;
  payoutMethod: string;
  accNo: string | null;
  ifscCode: string | null;
  upiId: string | null;
  amount: number;
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a leading = + - @ is made
 * text, as in the xlsx exports, since the file may be opened in a spreadsheet first.
 */
export function csvField(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A code a spreadsheet must keep as text (an account number, an IFSC), written as the formula
 * `="0001234567890123456"` in one RFC 4180 quoted field. Digits alone would be read as a number:
 * leading zeros dropped and every digit past the 15th changed, and saved back so
 * (docs/decisions/094-payout-file-codes-as-text.md). Only letters and digits are wrapped, so the
 * formula yields the code itself and nothing else; anything else is an ordinary field.
 */
export function textCodeField(value: string): string {
  return /^[0-9A-Za-z]+$/.test(value) ? `"=""${value}"""` : csvField(value);
}

/** The header names the two code columns as text, so whoever opens the file knows why they look so. */
export const PAYOUT_HEADER = [
  'Beneficiary Name',
  'Payment Mode',
  'Account Number (text)',
  'IFSC (text)',
  'UPI ID',
  'Amount',
  'Reference',
];

/**
 * One line per request: a bank account is paid by NEFT to its number and IFSC, a UPI ID by UPI
 * (docs/decisions/177-upi-payout-method.md); the other method's columns are empty.
 */
export function payoutCsv(lines: readonly PayoutLine[]): string {
  const rows = lines.map((line) => [
    csvField(line.accountHolder),
    line.payoutMethod === 'upi' ? 'UPI' : 'NEFT',
    line.accNo === null ? '' : textCodeField(line.accNo),
    line.ifscCode === null ? '' : textCodeField(line.ifscCode),
    csvField(line.upiId ?? ''),
    csvField(paiseToRupees(line.amount).toFixed(2)),
    csvField(`WD${line.id}`),
  ]);
  return [PAYOUT_HEADER.map(csvField), ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n';
}
