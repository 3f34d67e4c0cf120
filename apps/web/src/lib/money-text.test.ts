import { describe, expect, it } from 'vitest';
import { formatRupees, formatSignedRupees } from './money-text';

describe('formatRupees', () => {
  it('shows two decimals with Indian digit grouping', () => {
    expect(formatRupees(0)).toBe('₹0.00');
    expect(formatRupees(1250.5)).toBe('₹1,250.50');
    expect(formatRupees(100000)).toBe('₹1,00,000.00');
  });

  it('keeps the sign of a negative amount in front of the rupee sign', () => {
    expect(formatRupees(-10)).toBe('-₹10.00');
  });
});

describe('formatSignedRupees', () => {
  it('marks money in with + and money out with -', () => {
    expect(formatSignedRupees(500)).toBe('+₹500.00');
    expect(formatSignedRupees(-100.25)).toBe('-₹100.25');
    expect(formatSignedRupees(0)).toBe('₹0.00');
  });
});
