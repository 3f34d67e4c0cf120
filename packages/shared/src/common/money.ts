import { z } from '../zod.js';
import { CURRENCIES, type CurrencyCode } from './currencies.js';

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

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Indian grouping for rupees ('1,00,000.00'); the other currencies group in thousands. */
const GROUPED = {
  INR: new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  other: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/**
 * The one amount formatter (docs/decisions/102-one-formatter-one-mask-one-clock.md): 2 decimals,
 * '0.00' for non-numeric input, digit grouping, the sign in front of the symbol ('-₹1,00,000.00');
 * default currency USD (docs/product/screens.md, Labels).
 */
export function formatAmount(value: unknown, currency: CurrencyCode = 'USD'): string {
  const amount = toNumber(value) ?? 0;
  const symbol = CURRENCIES.find((c) => c.code === currency)?.symbol ?? '';
  // Rounded to the cent first, so -0.001 shows as 0.00 without a sign.
  const cents = Math.round(amount * 100);
  const sign = cents < 0 ? '-' : '';
  return `${sign}${symbol}${(currency === 'INR' ? GROUPED.INR : GROUPED.other).format(Math.abs(cents) / 100)}`;
}

/** A rupee amount as every screen prints it: '₹1,00,000.00', a negative one '-₹10.00'. */
export function formatRupees(value: unknown): string {
  return formatAmount(value, 'INR');
}

/** A movement of money: '+₹500.00' into a wallet, '-₹100.00' out of it, '₹0.00' for none. */
export function formatSignedRupees(value: unknown): string {
  const text = formatRupees(value);
  return text.startsWith('-') || text === formatRupees(0) ? text : `+${text}`;
}

/** Withdrawals show a signed rupee amount: a request takes money out, so it is negative. */
export function formatWithdrawalAmount(value: unknown): string {
  return formatRupees(-Math.abs(toNumber(value) ?? 0));
}

/** The largest amount the portal takes in one request or adjustment: ₹1,00,00,000 (one crore). */
export const MAX_AMOUNT_RUPEES = 10_000_000;

export const AMOUNT_MESSAGES = {
  required: 'Enter an amount',
  decimals: 'Amount can have at most 2 decimals',
  positive: 'Amount must be greater than 0',
  nonZero: 'Amount must not be 0',
  negative: 'Amount must not be negative',
  tooLarge: `Amount must be at most ₹${MAX_AMOUNT_RUPEES.toLocaleString('en-IN')}`,
} as const;

/**
 * Why a typed or sent rupee amount is not acceptable, or null: a finite number with at most 2
 * decimals (docs/product/money.md). `1.005` is refused rather than rounded: a paisa nobody asked
 * for is money created or lost.
 */
export function rupeeAmountProblem(
  value: number,
  { signed = false, zero = false }: { signed?: boolean; zero?: boolean } = {},
): string | null {
  if (!Number.isFinite(value)) return AMOUNT_MESSAGES.required;
  if (Math.abs(value) > MAX_AMOUNT_RUPEES) return AMOUNT_MESSAGES.tooLarge;
  const paise = rupeesToPaise(value);
  if (Math.abs(paise / 100 - value) > 1e-9) return AMOUNT_MESSAGES.decimals;
  if (signed) return paise === 0 ? AMOUNT_MESSAGES.nonZero : null;
  if (zero) return paise < 0 ? AMOUNT_MESSAGES.negative : null;
  return paise <= 0 ? AMOUNT_MESSAGES.positive : null;
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
    z.number({ error: AMOUNT_MESSAGES.required }).superRefine((value, ctx) => {
      const problem = rupeeAmountProblem(value, options);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );
}
