import { describe, expect, it } from 'vitest';
import { messageKey, overlappingRange, programmeSettingsUpdateSchema } from '@portal/shared';
import { scratchRangeFor, settingsOf, storedChangesOf } from './settings.rules.js';

describe('scratch ranges', () => {
  const settings = settingsOf(1, {
    ...settingsOf(0, {}).values,
    scratch_ranges: {
      ...settingsOf(0, {}).values.scratch_ranges,
      2: [
        { from: 1, to: 3, amount_paise: 25_00, message: 'First three' },
        { from: 5, to: null, amount_paise: 50_00, message: 'Five and more' },
      ],
    },
  });

  it('picks the range of the level holding the count, or none', () => {
    expect(scratchRangeFor(settings, 2, 1)).toEqual({ amountPaise: 25_00, message: 'First three' });
    expect(scratchRangeFor(settings, 2, 3)).toEqual({ amountPaise: 25_00, message: 'First three' });
    expect(scratchRangeFor(settings, 2, 4)).toBeNull();
    expect(scratchRangeFor(settings, 2, 500)).toEqual({ amountPaise: 50_00, message: 'Five and more' });
    expect(scratchRangeFor(settings, 4, 1)).toEqual({ amountPaise: 250_00, message: '' });
  });

  it('finds ranges of one level that overlap, open ends included', () => {
    const range = (level: number, from: number, to: number | null) => ({
      level,
      from,
      to,
      amount: 1,
      message: '',
    });
    expect(overlappingRange([range(1, 1, 3), range(1, 4, null)])).toBeNull();
    expect(overlappingRange([range(1, 1, 3), range(2, 2, 5)])).toBeNull();
    expect(overlappingRange([range(1, 1, 3), range(1, 3, 5)])).toEqual([0, 1]);
    expect(overlappingRange([range(1, 5, null), range(1, 1, 4), range(1, 10, 12)])).toEqual([0, 2]);
  });

  it('a PUT of overlapping ranges names the range, and an upside-down one its To', () => {
    const overlap = programmeSettingsUpdateSchema.safeParse({
      scratch_ranges: [
        { level: 1, from: 1, to: 10, amount: 5 },
        { level: 1, from: 10, to: null, amount: 8 },
      ],
    });
    expect(overlap.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      // The message's code and its level; the API answers 'This range overlaps another range of level 1'.
      ['scratch_ranges.1.from', messageKey('settings.range_overlap', { level: 1 })],
    ]);
    const upsideDown = programmeSettingsUpdateSchema.safeParse({
      scratch_ranges: [{ level: 1, from: 5, to: 2, amount: 5 }],
    });
    expect(upsideDown.error?.issues[0]?.path.join('.')).toBe('scratch_ranges.0.to');
  });

  it('stores a PUT in paise, level by level', () => {
    const parsed = programmeSettingsUpdateSchema.parse({
      scratch_ranges: [
        { level: 0, from: 3, to: null, amount: '12.50', message: 'Third' },
        { level: 0, from: 1, to: 2, amount: 10 },
      ],
      withdrawal: [
        { wallet_type: 1, min_amount: 150, cooldown_days: 10 },
        { wallet_type: 2, min_amount: 100, cooldown_days: 7 },
        { wallet_type: 3, min_amount: 100000, cooldown_days: 30 },
      ],
    });
    const changes = storedChangesOf(parsed);
    expect(changes.scratch_ranges?.[0]).toEqual([
      { from: 1, to: 2, amount_paise: 10_00, message: '' },
      { from: 3, to: null, amount_paise: 12_50, message: 'Third' },
    ]);
    expect(changes.scratch_ranges?.[4]).toEqual([]);
    expect(changes.withdrawal?.[1]).toEqual({ min_paise: 150_00, cooldown_days: 10 });
  });
});
