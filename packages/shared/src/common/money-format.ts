import { CURRENCIES, type CurrencyCode } from './currencies.js';

// Imports nothing that loads zod: every screen that prints an amount imports this module.

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
