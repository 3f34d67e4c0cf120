import { describe, expect, it } from 'vitest';
import { formatAmount, formatRupees, formatSignedRupees, formatWithdrawalAmount } from './money.js';
import { maskAccountNumber } from './text.js';

// One formatter for every amount a screen prints (docs/decisions/102-one-formatter-one-mask-one-clock.md).
describe('formatRupees', () => {
  it('groups digits the Indian way: thousands, then lakhs and crores', () => {
    expect(formatRupees(999)).toBe('₹999.00');
    expect(formatRupees(1250.5)).toBe('₹1,250.50');
    expect(formatRupees(100000)).toBe('₹1,00,000.00');
    expect(formatRupees(125000.5)).toBe('₹1,25,000.50');
    expect(formatRupees(10000000)).toBe('₹1,00,00,000.00');
    expect(formatRupees(123456789.01)).toBe('₹12,34,56,789.01');
  });

  it('keeps the paise, two decimals always, rounded to the paisa', () => {
    expect(formatRupees(0.05)).toBe('₹0.05');
    expect(formatRupees(0.1 + 0.2)).toBe('₹0.30');
    expect(formatRupees(33.25)).toBe('₹33.25');
    expect(formatRupees(7)).toBe('₹7.00');
  });

  it('puts the sign of a negative amount before the rupee sign, grouped the same way', () => {
    expect(formatRupees(-10)).toBe('-₹10.00');
    expect(formatRupees(-100000)).toBe('-₹1,00,000.00');
    expect(formatRupees(-10000000.5)).toBe('-₹1,00,00,000.50');
  });

  it('shows zero, and anything that is not a number, as ₹0.00 without a sign', () => {
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(-0)).toBe('₹0.00');
    expect(formatRupees(-0.001)).toBe('₹0.00');
    expect(formatRupees('abc')).toBe('₹0.00');
    expect(formatRupees(null)).toBe('₹0.00');
    expect(formatRupees(Number.NaN)).toBe('₹0.00');
    expect(formatRupees('100000.5')).toBe('₹1,00,000.50');
  });
});

describe('formatSignedRupees', () => {
  it('marks money in with + and money out with -, grouped', () => {
    expect(formatSignedRupees(500)).toBe('+₹500.00');
    expect(formatSignedRupees(100000)).toBe('+₹1,00,000.00');
    expect(formatSignedRupees(-100.25)).toBe('-₹100.25');
    expect(formatSignedRupees(-1250000)).toBe('-₹12,50,000.00');
    expect(formatSignedRupees(0)).toBe('₹0.00');
  });
});

describe('formatWithdrawalAmount', () => {
  it('is always money out: a minus sign, Indian grouping (the wallet card reads ₹1,00,000.00)', () => {
    expect(formatWithdrawalAmount(150)).toBe('-₹150.00');
    expect(formatWithdrawalAmount(100000)).toBe('-₹1,00,000.00');
    expect(formatWithdrawalAmount(-100000)).toBe('-₹1,00,000.00');
    expect(formatWithdrawalAmount(10000000)).toBe('-₹1,00,00,000.00');
    expect(formatWithdrawalAmount(0.5)).toBe('-₹0.50');
    expect(formatWithdrawalAmount(0)).toBe('₹0.00');
  });
});

describe('formatAmount', () => {
  it('groups other currencies in thousands, USD by default', () => {
    expect(formatAmount(100000)).toBe('$100,000.00');
    expect(formatAmount(-1234567.5, 'EUR')).toBe('-€1,234,567.50');
    expect(formatAmount(100000, 'INR')).toBe(formatRupees(100000));
  });
});

describe('maskAccountNumber', () => {
  it('shows the last 4 digits behind the same four X whatever the length', () => {
    expect(maskAccountNumber('123456789012')).toBe('XXXX9012');
    expect(maskAccountNumber('123456789')).toBe('XXXX6789');
    expect(maskAccountNumber('123456789012345678')).toBe('XXXX5678');
    // The user's list is sent only the last 4: the same mask.
    expect(maskAccountNumber('9012')).toBe('XXXX9012');
    expect(maskAccountNumber(' 123456789012 ')).toBe('XXXX9012');
  });

  it('shows nothing for no number', () => {
    expect(maskAccountNumber('')).toBe('');
    expect(maskAccountNumber(null)).toBe('');
    expect(maskAccountNumber(undefined)).toBe('');
  });
});
