import {
  FINANCIAL_QUARTERS,
  type FinancialQuarter,
  financialQuarterOf,
  financialYearOf,
} from '@portal/shared';
import type { MessageKey, Translate } from '../../lib/i18n/i18n';

/**
 * India's financial year, April to March in India time, named by its first calendar year (2026 is
 * FY 2026-27), as the TDS Register (docs/decisions/179-tax-register-and-deposits.md) and the
 * promoter's tax statement (docs/decisions/180-tax-statements-as-pdf.md) both offer it.
 */
export interface FinancialPeriod {
  financialYear: number;
  /** A quarter, or null for the whole year where that may be chosen. */
  quarter: FinancialQuarter | null;
}

/** The years offered: the current financial year and the three before it. */
export const YEARS_SHOWN = 4;

/** The current financial year first, then the ones before it. */
export function financialYearsUpTo(now: Date = new Date()): number[] {
  const current = financialYearOf(now);
  return Array.from({ length: YEARS_SHOWN }, (_, index) => current - index);
}

/** The quarter now running, in the current financial year. */
export function currentFinancialPeriod(now: Date = new Date()): {
  financialYear: number;
  quarter: FinancialQuarter;
} {
  return { financialYear: financialYearOf(now), quarter: financialQuarterOf(now) as FinancialQuarter };
}

/** '2026-27': the years a financial year spans, as the return writes them. */
export function financialYearSpan(financialYear: number): string {
  return `${financialYear}-${String((financialYear + 1) % 100).padStart(2, '0')}`;
}

/** 'FY 2026-27' in the shown language. */
export function yearText(t: Translate, financialYear: number): string {
  return t('tax.period.yearOption', { years: financialYearSpan(financialYear) });
}

const QUARTER_LABELS: Record<FinancialQuarter, MessageKey> = {
  1: 'tax.period.q1',
  2: 'tax.period.q2',
  3: 'tax.period.q3',
  4: 'tax.period.q4',
};

/** 'Q3 (Oct–Dec)' in the shown language. */
export function quarterText(t: Translate, quarter: number): string {
  return t(QUARTER_LABELS[quarter as FinancialQuarter] ?? 'tax.period.q1');
}

/** The quarter select's value for the whole year. */
export const WHOLE_YEAR = 'year';

/** The quarter select's choices: each quarter with its months, after the whole year when offered. */
export function quarterOptions(t: Translate, { wholeYear }: { wholeYear: boolean }) {
  return [
    ...(wholeYear ? [{ value: WHOLE_YEAR, label: t('tax.period.wholeYear') }] : []),
    ...FINANCIAL_QUARTERS.map((quarter) => ({ value: String(quarter), label: quarterText(t, quarter) })),
  ];
}

/** The quarter a select's value names, or null for the whole year (or a value it does not offer). */
export function quarterOfValue(value: string): FinancialQuarter | null {
  const quarter = Number(value);
  return (FINANCIAL_QUARTERS as readonly number[]).includes(quarter) ? (quarter as FinancialQuarter) : null;
}
