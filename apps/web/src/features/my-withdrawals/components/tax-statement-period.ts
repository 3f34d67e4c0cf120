import {
  FINANCIAL_QUARTERS,
  type FinancialQuarter,
  financialQuarterOf,
  financialYearLabel,
  financialYearOf,
} from '@portal/shared';
import type { MessageKey, Translate } from '../../../lib/i18n/i18n';
import type { StatementPeriod } from '../api/download-tds-statement';

/** The years a statement can be asked for: the current financial year and the three before it. */
export const STATEMENT_YEARS = 4;

/** The current financial year first, then the ones before it (2026 is FY 2026-27). */
export function statementYears(now: Date = new Date()): number[] {
  const current = financialYearOf(now);
  return Array.from({ length: STATEMENT_YEARS }, (_, index) => current - index);
}

/** What the form starts on: the quarter now running, in the current financial year. */
export function currentStatementPeriod(now: Date = new Date()): StatementPeriod {
  return { financialYear: financialYearOf(now), quarter: financialQuarterOf(now) };
}

/** 'FY 2026-27' in the shown language: the years as financialYearLabel writes them. */
export function statementYearText(t: Translate, financialYear: number): string {
  return t('myWithdrawals.statement.yearOption', {
    years: financialYearLabel(financialYear).replace(/^FY /, ''),
  });
}

const PERIOD_LABELS: Record<FinancialQuarter, MessageKey> = {
  1: 'myWithdrawals.statement.q1',
  2: 'myWithdrawals.statement.q2',
  3: 'myWithdrawals.statement.q3',
  4: 'myWithdrawals.statement.q4',
};

/** The period select's value: 'year', or the quarter's number. */
export const WHOLE_YEAR = 'year';

/** The period select's choices: the whole year, then each quarter with its months. */
export function periodOptions(t: Translate): { value: string; label: string }[] {
  return [
    { value: WHOLE_YEAR, label: t('myWithdrawals.statement.wholeYear') },
    ...FINANCIAL_QUARTERS.map((quarter) => ({ value: String(quarter), label: t(PERIOD_LABELS[quarter]) })),
  ];
}

/** The quarter a period select's value names, or null for the whole year. */
export function quarterOfValue(value: string): FinancialQuarter | null {
  const quarter = Number(value);
  return (FINANCIAL_QUARTERS as readonly number[]).includes(quarter) ? (quarter as FinancialQuarter) : null;
}
