import {
  addDays,
  EARNINGS_MIN_PROMOTERS,
  EARNINGS_WINDOW_DAYS,
  indiaDate,
  paiseToRupees,
  PROMOTER_LEVELS,
  startOfIndiaDay,
  type PublicEarnings,
} from '@portal/shared';

/**
 * What promoters earn (docs/decisions/174-what-promoters-earn.md): the rules of the public
 * disclosure, apart from the query that counts.
 */

/** A month, for "per month": earnings over the window are scaled to 30 days. */
const MONTH_DAYS = 30;

export interface EarningsWindow {
  /** India dates, both included. */
  firstDay: string;
  lastDay: string;
  /** The instants the ledger lines are counted between: [from, to). */
  from: Date;
  to: Date;
}

/** The last EARNINGS_WINDOW_DAYS whole India days before `now`'s day. */
export function earningsWindow(now: Date): EarningsWindow {
  const today = indiaDate(now);
  const firstDay = addDays(today, -EARNINGS_WINDOW_DAYS);
  return {
    firstDay,
    lastDay: addDays(today, -1),
    from: startOfIndiaDay(firstDay),
    to: startOfIndiaDay(today),
  };
}

/** One level's counts as the ledger gives them (null: trainees), amounts in paise over the whole window. */
export interface LevelEarnings {
  level: number | null;
  promoters: number;
  earners: number;
  medianPaise: number;
  meanPaise: number;
}

/** Paise over the window as rupees per 30 days, to the paisa. */
export function perMonthRupees(paise: number, days = EARNINGS_WINDOW_DAYS): number {
  return paiseToRupees(Math.round((paise * MONTH_DAYS) / days));
}

/** The share of `part` in `whole`, in % to one decimal. */
function percent(part: number, whole: number): number {
  return Math.round((part / whole) * 1000) / 10;
}

/**
 * The answer: trainees (no level yet) and every level 0–4, one with no promoters showing 0;
 * amounts only where at least EARNINGS_MIN_PROMOTERS promoters are counted.
 */
export function publicEarningsOf(window: EarningsWindow, rows: readonly LevelEarnings[]): PublicEarnings {
  return {
    from: window.firstDay,
    to: window.lastDay,
    days: EARNINGS_WINDOW_DAYS,
    min_promoters: EARNINGS_MIN_PROMOTERS,
    levels: [null, ...PROMOTER_LEVELS].map((level) => {
      const row = rows.find((r) => r.level === level);
      const promoters = row?.promoters ?? 0;
      const shown = row !== undefined && promoters >= EARNINGS_MIN_PROMOTERS;
      return {
        level,
        promoters,
        earned_anything_percent: shown ? percent(row.earners, promoters) : null,
        median_per_month: shown ? perMonthRupees(row.medianPaise) : null,
        mean_per_month: shown ? perMonthRupees(row.meanPaise) : null,
      };
    }),
  };
}
