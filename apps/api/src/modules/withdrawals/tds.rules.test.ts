import { describe, expect, it } from 'vitest';
import { deductionFor, roundedTax, type TdsRuleInForce } from './tds.rules.js';

/** The defaults: section 194H, 2 % with PAN, 20 % without, above ₹20,000 a year, to the rupee. */
const RULE: TdsRuleInForce = {
  section: '194H',
  rate_with_pan_bp: 200,
  rate_without_pan_bp: 2_000,
  threshold_paise: 20_000_00,
  rounding: 'rupee',
};
const rupees = (value: number) => Math.round(value * 100);
const none = { gross: 0, taxedBase: 0 };

describe('tax at source on a withdrawal', () => {
  it.each([
    // [case, gross ₹, year so far ₹ (gross, taxed base), PAN, expected rate %, base ₹, tax ₹]
    ['below the threshold', 5_000, none, true, 0, 0, 0],
    ['reaching it exactly (not above)', 20_000, none, true, 0, 0, 0],
    ['one rupee above it, alone', 20_001, none, true, 2, 20_001, 400],
    ['above it without PAN', 25_000, none, false, 20, 25_000, 5_000],
    [
      'crossing it mid-year: the earlier untaxed payments are taxed too',
      6_000,
      { gross: rupees(18_000), taxedBase: 0 },
      true,
      2,
      24_000,
      480,
    ],
    [
      'crossing it mid-year without PAN',
      6_000,
      { gross: rupees(18_000), taxedBase: 0 },
      false,
      20,
      24_000,
      4_800,
    ],
    [
      'after the crossing: the payment alone',
      1_000,
      { gross: rupees(24_000), taxedBase: rupees(24_000) },
      true,
      2,
      1_000,
      20,
    ],
    [
      'the earlier year stays at the threshold: nothing',
      2_000,
      { gross: rupees(18_000), taxedBase: 0 },
      true,
      0,
      0,
      0,
    ],
  ] as const)('%s', (_, gross, yearToDate, hasPan, rate, base, tax) => {
    const deduction = deductionFor({
      gross: rupees(gross),
      hasPan,
      rule: RULE,
      yearToDate: { gross: yearToDate.gross, taxedBase: yearToDate.taxedBase },
    });
    expect(deduction).toEqual({
      rateBp: rate * 100,
      base: rupees(base),
      tax: rupees(tax),
      net: rupees(gross) - rupees(tax),
    });
  });

  it('rounds half up to the rupee, or to the paisa, as the settings say', () => {
    // 2 % of ₹20,025.00 is ₹400.50: ₹401 to the rupee, ₹400.50 to the paisa.
    expect(roundedTax(rupees(20_025), 200, 'rupee')).toBe(rupees(401));
    expect(roundedTax(rupees(20_025), 200, 'paise')).toBe(rupees(400.5));
    // 2 % of ₹20,024.99 is ₹400.4998: ₹400, or ₹400.50 (400.4998 to the paisa).
    expect(roundedTax(rupees(20_024.99), 200, 'rupee')).toBe(rupees(400));
    expect(roundedTax(rupees(20_024.99), 200, 'paise')).toBe(rupees(400.5));
    // 0.75 % of ₹1,00,001 is ₹750.0075.
    expect(roundedTax(rupees(100_001), 75, 'paise')).toBe(rupees(750.01));
    // A crore-sized base stays exact.
    expect(roundedTax(rupees(9_00_00_00_000), 2_000, 'rupee')).toBe(rupees(1_80_00_00_000));
  });

  it('keeps the rates of the settings it is given: the same year at changed rates', () => {
    const first = deductionFor({ gross: rupees(25_000), hasPan: true, rule: RULE, yearToDate: none });
    expect(first.tax).toBe(rupees(500));
    const raised = { ...RULE, rate_with_pan_bp: 500 };
    const second = deductionFor({
      gross: rupees(1_000),
      hasPan: true,
      rule: raised,
      yearToDate: { gross: rupees(25_000), taxedBase: first.base },
    });
    expect(second).toEqual({ rateBp: 500, base: rupees(1_000), tax: rupees(50), net: rupees(950) });
  });

  it('never takes more than the payment, and refuses a payment of nothing', () => {
    const deduction = deductionFor({
      gross: rupees(500),
      hasPan: false,
      rule: RULE,
      yearToDate: { gross: rupees(19_900), taxedBase: 0 },
    });
    expect(deduction).toEqual({ rateBp: 2_000, base: rupees(20_400), tax: rupees(500), net: 0 });
    expect(() => deductionFor({ gross: 0, hasPan: true, rule: RULE, yearToDate: none })).toThrow(RangeError);
  });
});
