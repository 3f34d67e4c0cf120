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

/** 2 decimals, '0.00' for non-numeric input; default currency USD (specification §9). */
export function formatAmount(value: unknown, currency: CurrencyCode = 'USD'): string {
  const amount = toNumber(value) ?? 0;
  const symbol = CURRENCIES.find((c) => c.code === currency)?.symbol ?? '';
  const sign = amount < 0 ? '-' : '';
  return `${sign}${symbol}${Math.abs(amount).toFixed(2)}`;
}

/** Withdrawals show a signed rupee amount: a request takes money out, so it is negative. */
export function formatWithdrawalAmount(value: unknown): string {
  const amount = Math.abs(toNumber(value) ?? 0);
  return `-₹${amount.toFixed(2)}`;
}
