import { describe, expect, it } from 'vitest';
import { financialYearSpan, financialYearsUpTo, periodOf } from './tax-period';

// The TDS Register's period (docs/decisions/179-tax-register-and-deposits.md): India's financial
// year, April to March in India time, named by its first year.

const params = (query: string) => new URLSearchParams(query);

describe('the period the TDS Register shows', () => {
  // 27 November 2026 in India: FY 2026-27, Q3 (October–December).
  const now = new Date('2026-11-27T06:00:00.000Z');

  it('offers the current financial year and the three before it', () => {
    expect(financialYearsUpTo(now)).toEqual([2026, 2025, 2024, 2023]);
    // 1 April 00:30 India time is already the next year; 31 March 23:30 is not.
    expect(financialYearsUpTo(new Date('2027-03-31T19:00:00.000Z'))[0]).toBe(2027);
    expect(financialYearsUpTo(new Date('2027-03-31T18:00:00.000Z'))[0]).toBe(2026);
  });

  it('opens the current year and quarter without an address', () => {
    expect(periodOf(params(''), now)).toEqual({ financialYear: 2026, quarter: 3 });
    expect(periodOf(params(''), new Date('2027-01-10T00:00:00.000Z'))).toEqual({
      financialYear: 2026,
      quarter: 4,
    });
  });

  it('keeps the year and quarter an address names, and drops those it does not offer', () => {
    expect(periodOf(params('financial_year=2024&quarter=1'), now)).toEqual({
      financialYear: 2024,
      quarter: 1,
    });
    expect(periodOf(params('financial_year=2019&quarter=5'), now)).toEqual({
      financialYear: 2026,
      quarter: 3,
    });
    expect(periodOf(params('financial_year=x&quarter=2'), now)).toEqual({ financialYear: 2026, quarter: 2 });
  });

  it('names a year by the calendar years it spans', () => {
    expect(financialYearSpan(2026)).toBe('2026-27');
    expect(financialYearSpan(2099)).toBe('2099-00');
  });
});
