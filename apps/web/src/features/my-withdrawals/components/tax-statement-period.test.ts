import { describe, expect, it } from 'vitest';
import type { Translate } from '../../../lib/i18n/i18n';
import { tdsStatementFileName } from '../api/download-tds-statement';
import {
  currentStatementPeriod,
  periodOptions,
  quarterOfValue,
  statementYears,
  statementYearText,
  WHOLE_YEAR,
} from './tax-statement-period';

// The statement a promoter downloads (docs/decisions/180-tax-statements-as-pdf.md): India's
// financial year, April to March in India time, named by its first year; the whole of it or a quarter.

// The key and its values, to see what each choice asks the catalogue for.
const t: Translate = (key, values) => (values ? `${key} ${JSON.stringify(values)}` : key);

describe('the tax statement form', () => {
  // 27 November 2026 in India: FY 2026-27, Q3 (October–December).
  const now = new Date('2026-11-27T06:00:00.000Z');

  it('offers the current financial year and the three before it, the current one first', () => {
    expect(statementYears(now)).toEqual([2026, 2025, 2024, 2023]);
    // 1 April 00:30 India time is already the next year; 31 March 23:30 is not.
    expect(statementYears(new Date('2027-03-31T19:00:00.000Z'))[0]).toBe(2027);
    expect(statementYears(new Date('2027-03-31T18:00:00.000Z'))[0]).toBe(2026);
  });

  it('starts on the quarter now running', () => {
    expect(currentStatementPeriod(now)).toEqual({ financialYear: 2026, quarter: 3 });
    expect(currentStatementPeriod(new Date('2027-01-10T00:00:00.000Z'))).toEqual({
      financialYear: 2026,
      quarter: 4,
    });
  });

  it('names a year as financialYearLabel does, in the shown language', () => {
    expect(statementYearText(t, 2026)).toBe('myWithdrawals.statement.yearOption {"years":"2026-27"}');
    expect(statementYearText(t, 2099)).toBe('myWithdrawals.statement.yearOption {"years":"2099-00"}');
  });

  it('offers the whole year, then each quarter, and reads the choice back', () => {
    expect(periodOptions(t)).toEqual([
      { value: WHOLE_YEAR, label: 'myWithdrawals.statement.wholeYear' },
      { value: '1', label: 'myWithdrawals.statement.q1' },
      { value: '2', label: 'myWithdrawals.statement.q2' },
      { value: '3', label: 'myWithdrawals.statement.q3' },
      { value: '4', label: 'myWithdrawals.statement.q4' },
    ]);
    expect(quarterOfValue(WHOLE_YEAR)).toBeNull();
    expect(quarterOfValue('3')).toBe(3);
    expect(quarterOfValue('5')).toBeNull();
  });

  it('falls back on the name the server gives the file', () => {
    expect(tdsStatementFileName({ financialYear: 2026, quarter: 3 })).toBe('tds_statement_FY2026-27_Q3.pdf');
    expect(tdsStatementFileName({ financialYear: 2026, quarter: null })).toBe('tds_statement_FY2026-27.pdf');
  });
});
