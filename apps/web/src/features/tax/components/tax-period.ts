import { FINANCIAL_QUARTERS, financialQuarterOf, financialYearOf } from '@portal/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { MessageKey, Translate } from '../../../lib/i18n/i18n';

/** The years the register offers: the current financial year and the three before it. */
export const YEARS_SHOWN = 4;

export interface TaxPeriod {
  /** The financial year by its first calendar year: 2026 is FY 2026-27. */
  financialYear: number;
  quarter: number;
}

/** The current financial year first, then the ones before it. */
export function financialYearsUpTo(now: Date = new Date()): number[] {
  const current = financialYearOf(now);
  return Array.from({ length: YEARS_SHOWN }, (_, index) => current - index);
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
    quarter: (FINANCIAL_QUARTERS as readonly number[]).includes(quarter) ? quarter : financialQuarterOf(now),
  };
}

/** '2026-27': the years a financial year spans, as the return writes them. */
export function financialYearSpan(financialYear: number): string {
  return `${financialYear}-${String((financialYear + 1) % 100).padStart(2, '0')}`;
}

const QUARTER_LABELS: Record<number, MessageKey> = {
  1: 'tax.period.q1',
  2: 'tax.period.q2',
  3: 'tax.period.q3',
  4: 'tax.period.q4',
};

/** 'Q3 (Oct–Dec)' in the shown language. */
export function quarterText(t: Translate, quarter: number): string {
  return t(QUARTER_LABELS[quarter] ?? 'tax.period.q1');
}

/** 'FY 2026-27' in the shown language. */
export function yearText(t: Translate, financialYear: number): string {
  return t('tax.period.yearOption', { years: financialYearSpan(financialYear) });
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
