import { describe, expect, it } from 'vitest';
import {
  financialPeriod,
  financialQuarterOf,
  financialYearLabel,
  financialYearOf,
} from './financial-year.js';

describe('the India financial year', () => {
  it.each([
    ['2026-03-31T18:29:59.999Z', 2025, 4], // 31 March 23:59:59 India time
    ['2026-03-31T18:30:00.000Z', 2026, 1], // 1 April 00:00 India time
    ['2026-06-30T18:29:59.999Z', 2026, 1],
    ['2026-06-30T18:30:00.000Z', 2026, 2],
    ['2026-12-31T18:30:00.000Z', 2026, 4], // 1 January 2027 India time
    ['2027-01-15T00:00:00.000Z', 2026, 4],
    ['2026-10-01T00:00:00.000Z', 2026, 3],
  ])('%s is in FY %i, quarter %i', (instant, year, quarter) => {
    expect(financialYearOf(new Date(instant))).toBe(year);
    expect(financialQuarterOf(new Date(instant))).toBe(quarter);
  });

  it('names the year and bounds it and its quarters in India time', () => {
    expect(financialYearLabel(2026)).toBe('FY 2026-27');
    expect(financialYearLabel(2099)).toBe('FY 2099-00');
    const iso = (period: { from: Date; to: Date }) => [period.from.toISOString(), period.to.toISOString()];
    expect(iso(financialPeriod(2026))).toEqual(['2026-03-31T18:30:00.000Z', '2027-03-31T18:30:00.000Z']);
    expect(iso(financialPeriod(2026, 1))).toEqual(['2026-03-31T18:30:00.000Z', '2026-06-30T18:30:00.000Z']);
    expect(iso(financialPeriod(2026, 3))).toEqual(['2026-09-30T18:30:00.000Z', '2026-12-31T18:30:00.000Z']);
    expect(iso(financialPeriod(2026, 4))).toEqual(['2026-12-31T18:30:00.000Z', '2027-03-31T18:30:00.000Z']);
  });
});
