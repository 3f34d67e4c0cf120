import { describe, expect, it } from 'vitest';
import { settingsOf } from './settings.rules.js';
import { paidVideosPerDay, perVideoAmount } from './earning.rules.js';

const defaults = settingsOf(0, {}).values;

describe('perVideoAmount (DESIGN §5.2 defaults)', () => {
  it('is the base of each level without referrals', () => {
    expect([0, 1, 2, 3, 4].map((level) => perVideoAmount(defaults, level as 0, {}).amount)).toEqual([
      2_50, 5_00, 50_00, 62_50, 92_50,
    ]);
  });

  it('adds the bonus of each active referral whose level is from 1 up to the own level', () => {
    const result = perVideoAmount(defaults, 2, { 0: 4, 1: 2, 2: 1, 3: 5 });
    expect(result.bonuses).toEqual([
      { level: 1, referrals: 2, amount: 5_00 },
      { level: 2, referrals: 1, amount: 25_00 },
    ]);
    expect(result.amount).toBe(50_00 + 5_00 + 25_00);
  });

  it('gives level 0 no bonus', () => {
    expect(perVideoAmount(defaults, 0, { 1: 10, 2: 10 })).toMatchObject({ amount: 2_50, bonuses: [] });
  });

  it('stops at the cap', () => {
    expect(perVideoAmount(defaults, 1, { 1: 100 }).amount).toBe(35_00);
    expect(perVideoAmount(defaults, 3, { 3: 7 }).amount).toBe(182_50);
    expect(perVideoAmount(defaults, 4, { 4: 6 }).amount).toBe(92_50 + 6 * 25_00);
    expect(perVideoAmount(defaults, 4, { 4: 7 }).amount).toBe(265_00);
    expect(perVideoAmount(defaults, 4, { 1: 2, 4: 1 }).amount).toBe(92_50 + 2 * 2_50 + 25_00);
  });

  it('pays 2 videos a day for levels 0–2 and 4 for levels 3–4', () => {
    expect([0, 1, 2, 3, 4].map((level) => paidVideosPerDay(defaults, level as 0))).toEqual([2, 2, 2, 4, 4]);
  });
});
