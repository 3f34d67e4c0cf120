import { z } from '../zod.js';
import type { MessageCode } from '../i18n/english.js';
import { messageKey } from '../i18n/translate.js';

/** Money is integer paise inside the server; rupees (max 2 decimals) only at the API edge. */
export function rupeesToPaise(rupees: number): number {
  // Round through the string form so 1250.1 does not become 125009.99999.
  const paise = Math.round(Number((rupees * 100).toFixed(4)));
  if (!Number.isSafeInteger(paise)) throw new RangeError(`Amount out of range: ${rupees}`);
  return paise;
}

export function paiseToRupees(paise: number | bigint): number {
  return Number(paise) / 100;
}

// The formatters live in a module of their own without zod: a screen that only prints an amount
// must not load the schema library (docs/decisions/102-one-formatter-one-mask-one-clock.md).
export { formatAmount, formatRupees, formatSignedRupees, formatWithdrawalAmount } from './money-format.js';

/** The largest amount the portal takes in one request or adjustment: ₹1,00,00,000 (one crore). */
export const MAX_AMOUNT_RUPEES = 10_000_000;

const MAX_AMOUNT_TEXT = `₹${MAX_AMOUNT_RUPEES.toLocaleString('en-IN')}`;

export const AMOUNT_MESSAGES = {
  required: 'Enter an amount',
  decimals: 'Amount can have at most 2 decimals',
  positive: 'Amount must be greater than 0',
  nonZero: 'Amount must not be 0',
  negative: 'Amount must not be negative',
  tooLarge: `Amount must be at most ${MAX_AMOUNT_TEXT}`,
} as const;
type AmountProblem = keyof typeof AMOUNT_MESSAGES;

/** The codes of AMOUNT_MESSAGES: what the schema carries (docs/decisions/144-server-messages-by-code.md). */
const AMOUNT_CODES: Record<AmountProblem, MessageCode> = {
  required: 'amount.required',
  decimals: 'amount.decimals',
  positive: 'amount.positive',
  nonZero: 'amount.non_zero',
  negative: 'amount.negative',
  tooLarge: 'amount.too_large',
};
const amountKey = (problem: AmountProblem) =>
  messageKey(AMOUNT_CODES[problem], problem === 'tooLarge' ? { max: MAX_AMOUNT_TEXT } : undefined);

/**
 * Why a typed or sent rupee amount is not acceptable, or null: a finite number with at most 2
 * decimals (docs/product/money.md). `1.005` is refused rather than rounded: a paisa nobody asked
 * for is money created or lost.
 */
export function rupeeAmountProblem(
  value: number,
  options: { signed?: boolean; zero?: boolean } = {},
): string | null {
  const problem = amountProblemOf(value, options);
  return problem ? AMOUNT_MESSAGES[problem] : null;
}

function amountProblemOf(
  value: number,
  { signed = false, zero = false }: { signed?: boolean; zero?: boolean },
): AmountProblem | null {
  if (!Number.isFinite(value)) return 'required';
  if (Math.abs(value) > MAX_AMOUNT_RUPEES) return 'tooLarge';
  const paise = rupeesToPaise(value);
  if (Math.abs(paise / 100 - value) > 1e-9) return 'decimals';
  if (signed) return paise === 0 ? 'nonZero' : null;
  if (zero) return paise < 0 ? 'negative' : null;
  return paise <= 0 ? 'positive' : null;
}

/** Number text as a form sends it ('1250.50'); anything else is left for the number check. */
function numberFromText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim().replace(/,/g, '');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(text) ? Number(text) : value;
}

/**
 * A rupee amount at the API edge and in forms: a number, or number text, with at most 2 decimals;
 * greater than 0, or (signed) any non-zero amount, or (zero) 0 or more. The output is rupees; the server converts once,
 * with rupeesToPaise.
 */
export function rupeeAmountSchema(options: { signed?: boolean; zero?: boolean } = {}) {
  return z.preprocess(
    numberFromText,
    z.number({ error: amountKey('required') }).superRefine((value, ctx) => {
      const problem = amountProblemOf(value, options);
      if (problem) ctx.addIssue({ code: 'custom', message: amountKey(problem) });
    }),
  );
}
