import { describe, expect, it } from 'vitest';
import type { Translate } from '../../lib/i18n/i18n';
import { tdsStatementFileName } from '../../features/my-withdrawals/api/download-tds-statement';
import { periodOf } from '../../features/tax/components/tax-period';
import {
  currentFinancialPeriod,
  financialYearSpan,
  financialYearsUpTo,
  quarterOfValue,
  quarterOptions,
  WHOLE_YEAR,
  yearText,
} from './financial-period';

// India's financial year, April to March in India time, named by its first year: the TDS
// Register's quarter (docs/decisions/179-tax-register-and-deposits.md) and the statement a promoter
// downloads, the whole year or a quarter (docs/decisions/180-tax-statements-as-pdf.md).

// The key and its values, to see what each choice asks the catalogue for.
const t: Translate = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);
const params = (query: string) => new URLSearchParams(query);

// 27 November 2026 in India: FY 2026-27, Q3 (October–December).
const now = new Date('2026-11-27T06:00:00.000Z');

describe('the financial years and quarters offered', () => {
  it('offers the current financial year and the three before it, the current one first', () => {
    expect(financialYearsUpTo(now)).toEqual([2026, 2025, 2024, 2023]);
    // 1 April 00:30 India time is already the next year; 31 March 23:30 is not.
    expect(financialYearsUpTo(new Date('2027-03-31T19:00:00.000Z'))[0]).toBe(2027);
    expect(financialYearsUpTo(new Date('2027-03-31T18:00:00.000Z'))[0]).toBe(2026);
  });

  it('starts on the quarter now running', () => {
    expect(currentFinancialPeriod(now)).toEqual({ financialYear: 2026, quarter: 3 });
    expect(currentFinancialPeriod(new Date('2027-01-10T00:00:00.000Z'))).toEqual({
      financialYear: 2026,
      quarter: 4,
    });
  });

  it('names a year by the calendar years it spans, in the shown language', () => {
    expect(financialYearSpan(2026)).toBe('2026-27');
    expect(financialYearSpan(2099)).toBe('2099-00');
    expect(yearText(t, 2026)).toBe('tax.period.yearOption {"years":"2026-27"}');
  });

  it('offers the whole year only where it may be chosen, and reads the choice back', () => {
    expect(quarterOptions(t, { wholeYear: true })).toEqual([
      { value: WHOLE_YEAR, label: 'tax.period.wholeYear' },
      { value: '1', label: 'tax.period.q1' },
      { value: '2', label: 'tax.period.q2' },
      { value: '3', label: 'tax.period.q3' },
      { value: '4', label: 'tax.period.q4' },
    ]);
    expect(quarterOptions(t, { wholeYear: false }).map((option) => option.value)).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(quarterOfValue(WHOLE_YEAR)).toBeNull();
    expect(quarterOfValue('3')).toBe(3);
    expect(quarterOfValue('5')).toBeNull();
  });
});

describe('the period the TDS Register shows', () => {
  it('opens the current year and quarter without an address', () => {
    expect(periodOf(params(''), now)).toEqual({ financialYear: 2026, quarter: 3 });
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
});

describe('the statement file', () => {
  it('falls back on the name the server gives the file', () => {
    expect(tdsStatementFileName({ financialYear: 2026, quarter: 3 })).toBe('tds_statement_FY2026-27_Q3.pdf');
    expect(tdsStatementFileName({ financialYear: 2026, quarter: null })).toBe('tds_statement_FY2026-27.pdf');
  });
});
