import { describe, expect, it } from 'vitest';
import { isTaxedWithdrawal, netPaidOf } from './earning-amount';

// A withdrawal line of the earnings history (docs/decisions/180-tax-statements-as-pdf.md): its
// amount is the gross out of the wallet, negative; the net paid is that less the tax at source.

describe('a withdrawal line taxed at source', () => {
  it('is paid the gross less the tax, to the paisa', () => {
    expect(netPaidOf({ amount: -25_000, tax_deducted: 500 })).toBe(24_500);
    expect(netPaidOf({ amount: -20_100.3, tax_deducted: 402.01 })).toBe(19_698.29);
    expect(netPaidOf({ amount: -150, tax_deducted: null })).toBe(150);
  });

  it('shows the tax only on a withdrawal with some deducted', () => {
    expect(isTaxedWithdrawal({ kind: 'withdrawal', tax_deducted: 500 })).toBe(true);
    expect(isTaxedWithdrawal({ kind: 'withdrawal', tax_deducted: 0 })).toBe(false);
    expect(isTaxedWithdrawal({ kind: 'withdrawal', tax_deducted: null })).toBe(false);
    expect(isTaxedWithdrawal({ kind: 'adjustment', tax_deducted: null })).toBe(false);
  });
});
