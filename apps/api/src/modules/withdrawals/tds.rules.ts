import type { TdsRounding } from '@portal/shared';

/**
 * Tax deducted at source on a completed withdrawal (docs/decisions/178-tax-at-source.md), pure so
 * it is tested alone. Amounts in paise, rates in basis points (2 % is 200).
 */

export interface TdsRuleInForce {
  section: string;
  rate_with_pan_bp: number;
  rate_without_pan_bp: number;
  /** Per payee per financial year: nothing is deducted while the year's payments stay at or below it. */
  threshold_paise: number;
  rounding: TdsRounding;
}

/** The payee's earlier payments under the section in this financial year. */
export interface YearToDate {
  /** Their gross amounts. */
  gross: number;
  /** The part of them tax was computed on: below the threshold, none. */
  taxedBase: number;
}

export interface Deduction {
  /** The rate applied, in basis points: 0 while the year stays at or below the threshold. */
  rateBp: number;
  /** What the rate was applied to: this payment and the year's earlier untaxed payments. */
  base: number;
  tax: number;
  net: number;
}

/**
 * `base × rate`, rounded half up to the rupee (section 288B) or to the paisa. In BigInt: a base
 * of crores times a rate in basis points passes 2^53.
 */
export function roundedTax(base: number, rateBp: number, rounding: TdsRounding): number {
  const unit = rounding === 'rupee' ? 100n : 1n;
  const scaled = BigInt(base) * BigInt(rateBp); // paise × 10,000
  const divisor = 10_000n * unit;
  return Number(((scaled + divisor / 2n) / divisor) * unit);
}

/**
 * The tax on a payment of `gross`. At or below the threshold for the year (earlier payments
 * included) nothing is deducted. Once the year passes it, the whole year's payments are taxable:
 * the payment that crosses it is taxed on itself and on every earlier payment not yet taxed, and
 * each later one on itself. The rate is the one with PAN when the payee has one, the higher one
 * without. The tax never exceeds the payment (the net is never negative).
 */
export function deductionFor(input: {
  gross: number;
  hasPan: boolean;
  rule: TdsRuleInForce;
  yearToDate: YearToDate;
}): Deduction {
  const { gross, hasPan, rule, yearToDate } = input;
  if (!Number.isSafeInteger(gross) || gross <= 0) throw new RangeError(`Bad payment: ${gross}`);
  if (yearToDate.gross + gross <= rule.threshold_paise) return { rateBp: 0, base: 0, tax: 0, net: gross };
  const rateBp = hasPan ? rule.rate_with_pan_bp : rule.rate_without_pan_bp;
  const base = yearToDate.gross - yearToDate.taxedBase + gross;
  const tax = Math.min(gross, roundedTax(base, rateBp, rule.rounding));
  return { rateBp, base, tax, net: gross - tax };
}
