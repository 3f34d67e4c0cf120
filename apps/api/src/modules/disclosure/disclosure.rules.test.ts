import { describe, expect, it } from 'vitest';
import { earningsWindow, perMonthRupees, publicEarningsOf } from './disclosure.rules.js';

describe('earningsWindow', () => {
  it('is the 90 whole India days before today, India midnight to India midnight', () => {
    // 2026-11-26 00:10 in India is still 2026-11-25 in UTC.
    const window = earningsWindow(new Date('2026-11-25T18:40:00Z'));
    expect(window).toEqual({
      firstDay: '2026-08-28',
      lastDay: '2026-11-25',
      from: new Date('2026-08-27T18:30:00Z'),
      to: new Date('2026-11-25T18:30:00Z'),
    });
    expect((window.to.getTime() - window.from.getTime()) / 86_400_000).toBe(90);
  });
});

describe('perMonthRupees', () => {
  it('scales the window to 30 days, to the paisa', () => {
    expect(perMonthRupees(90_00)).toBe(30);
    expect(perMonthRupees(100)).toBe(0.33);
    expect(perMonthRupees(0)).toBe(0);
  });
});

describe('publicEarningsOf', () => {
  const window = earningsWindow(new Date('2026-11-26T06:00:00Z'));
  it('answers trainees and every level, amounts only from five promoters up', () => {
    const answer = publicEarningsOf(window, [
      { level: null, promoters: 6, earners: 0, medianPaise: 0, meanPaise: 0 },
      { level: 1, promoters: 4, earners: 4, medianPaise: 9_000_00, meanPaise: 9_000_00 },
      { level: 2, promoters: 5, earners: 2, medianPaise: 0, meanPaise: 3_000_00 },
      { level: 4, promoters: 8, earners: 8, medianPaise: 45_000_00, meanPaise: 60_000_00 },
    ]);
    expect(answer).toMatchObject({ from: '2026-08-28', to: '2026-11-25', days: 90, min_promoters: 5 });
    expect(answer.levels).toEqual([
      { level: null, promoters: 6, earned_anything_percent: 0, median_per_month: 0, mean_per_month: 0 },
      { level: 0, promoters: 0, earned_anything_percent: null, median_per_month: null, mean_per_month: null },
      { level: 1, promoters: 4, earned_anything_percent: null, median_per_month: null, mean_per_month: null },
      { level: 2, promoters: 5, earned_anything_percent: 40, median_per_month: 0, mean_per_month: 1000 },
      { level: 3, promoters: 0, earned_anything_percent: null, median_per_month: null, mean_per_month: null },
      {
        level: 4,
        promoters: 8,
        earned_anything_percent: 100,
        median_per_month: 15000,
        mean_per_month: 20000,
      },
    ]);
  });
});
