import { FINANCIAL_QUARTERS, type FinancialQuarter } from '@portal/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { currentFinancialPeriod, financialYearsUpTo } from '../../../components/tax-period/financial-period';

/** The TDS Register's period: always one quarter. */
export interface TaxPeriod {
  /** The financial year by its first calendar year: 2026 is FY 2026-27. */
  financialYear: number;
  quarter: FinancialQuarter;
}

/**
 * The period an address names (`?financial_year=2026&quarter=3`), or the current one when it
 * names none the screen offers.
 */
export function periodOf(search: URLSearchParams, now: Date = new Date()): TaxPeriod {
  const years = financialYearsUpTo(now);
  const year = Number(search.get('financial_year'));
  const quarter = Number(search.get('quarter'));
  return {
    financialYear: years.includes(year) ? year : years[0]!,
    quarter: (FINANCIAL_QUARTERS as readonly number[]).includes(quarter)
      ? (quarter as FinancialQuarter)
      : currentFinancialPeriod(now).quarter,
  };
}

/**
 * The period the TDS Register shows, kept in the address like a list's filters, so a reload or a
 * shared link opens the same quarter and Back returns to the one before.
 */
export function useTaxPeriod() {
  const [search, setSearch] = useSearchParams();
  const period = useMemo(() => periodOf(search), [search]);
  const setPeriod = useCallback(
    (next: TaxPeriod) =>
      setSearch((current) => {
        const params = new URLSearchParams(current);
        params.set('financial_year', String(next.financialYear));
        params.set('quarter', String(next.quarter));
        return params;
      }),
    [setSearch],
  );
  return { ...period, setPeriod };
}
