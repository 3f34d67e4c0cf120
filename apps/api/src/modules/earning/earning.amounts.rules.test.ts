import { describe, expect, it } from 'vitest';
import { settingsOf } from '../settings/settings.service.js';
import { paidVideosPerDay, perVideoAmount } from './earning.amounts.rules.js';

const defaults = settingsOf(0, {}).values;

describe('perVideoAmount with the default settings', () => {
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

  it('level 1: the base plus each level-1 referral’s bonus, below the cap', () => {
    expect(perVideoAmount(defaults, 1, { 1: 3, 2: 4 })).toEqual({
      base: 5_00,
      bonuses: [{ level: 1, referrals: 3, amount: 7_50 }],
      cap: 35_00,
      amount: 12_50,
    });
  });

  it('level 3: bonuses of levels 1 to 3 (not 4), below the cap', () => {
    expect(perVideoAmount(defaults, 3, { 1: 2, 2: 1, 3: 1, 4: 3 })).toEqual({
      base: 62_50,
      bonuses: [
        { level: 1, referrals: 2, amount: 5_00 },
        { level: 2, referrals: 1, amount: 25_00 },
        { level: 3, referrals: 1, amount: 17_50 },
      ],
      cap: 182_50,
      amount: 62_50 + 5_00 + 25_00 + 17_50,
    });
  });

  it('level 2: exactly at its cap, and held there by more referrals', () => {
    // 50 + 2 × 2.50 + 7 × 25 = 230, the cap.
    expect(perVideoAmount(defaults, 2, { 1: 2, 2: 7 })).toMatchObject({ cap: 230_00, amount: 230_00 });
    const over = perVideoAmount(defaults, 2, { 1: 2, 2: 8 });
    expect(over.bonuses.reduce((sum, bonus) => sum + bonus.amount, over.base)).toBe(255_00);
    expect(over.amount).toBe(230_00);
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
