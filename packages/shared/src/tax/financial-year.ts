import { indiaDate, startOfIndiaDay } from '../common/dates.js';

/**
 * India's financial year, April to March in India time (docs/decisions/178-tax-at-source.md):
 * named by the calendar year it starts in, 2026 being FY 2026-27. Quarters are Q1 April–June,
 * Q2 July–September, Q3 October–December, Q4 January–March.
 */

export const FINANCIAL_QUARTERS = [1, 2, 3, 4] as const;
export type FinancialQuarter = (typeof FINANCIAL_QUARTERS)[number];

/** The India-time calendar year and month (1–12) of an instant. */
function indiaYearMonth(instant: Date): [number, number] {
  const [year, month] = indiaDate(instant).split('-').map(Number);
  return [year!, month!];
}

/** The financial year an instant falls in, by its India-time date. */
export function financialYearOf(instant: Date): number {
  const [year, month] = indiaYearMonth(instant);
  return month >= 4 ? year : year - 1;
}

/** The quarter of its financial year an instant falls in. */
export function financialQuarterOf(instant: Date): FinancialQuarter {
  // Months from April: April 0 … March 11.
  const fromApril = (indiaYearMonth(instant)[1] + 8) % 12;
  return (Math.floor(fromApril / 3) + 1) as FinancialQuarter;
}

/** 'FY 2026-27' for 2026. */
export function financialYearLabel(year: number): string {
  return `FY ${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A financial year, or one quarter of it, as instants: `from` inclusive, `to` exclusive
 * (1 April 00:00 India time to the next 1 April, or the quarter's three months).
 */
export function financialPeriod(year: number, quarter?: FinancialQuarter): { from: Date; to: Date } {
  if (quarter === undefined)
    return { from: startOfIndiaDay(`${year}-04-01`), to: startOfIndiaDay(`${year + 1}-04-01`) };
  const firstMonth = ((quarter - 1) * 3 + 3) % 12; // 0-based: April is 3
  const calendarYear = quarter === 4 ? year + 1 : year;
  const endMonth = firstMonth + 3;
  const end = endMonth === 12 ? `${calendarYear + 1}-01-01` : `${calendarYear}-${pad(endMonth + 1)}-01`;
  return { from: startOfIndiaDay(`${calendarYear}-${pad(firstMonth + 1)}-01`), to: startOfIndiaDay(end) };
}
