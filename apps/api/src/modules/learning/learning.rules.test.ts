import { describe, expect, it } from 'vitest';
import {
  hasPassed,
  isRetryOpen,
  retryOpensAt,
  retryRefusedMessage,
  seededShuffle,
  trainingDays,
  tryOrder,
} from './learning.rules.js';

describe('trainingDays', () => {
  it('opens day 1 at once and the rest later', () => {
    const result = trainingDays([], '2026-11-23');
    expect(result.openDay).toBe(1);
    expect(result.days.map((day) => day.state)).toEqual(['open', ...Array(6).fill('locked')]);
  });

  it('keeps day N+1 closed on the India day day N was completed, and opens it the next day', () => {
    const done = [{ day: 1, completedOn: '2026-11-23' }];
    expect(trainingDays(done, '2026-11-23')).toMatchObject({ openDay: null, nextDay: 2 });
    expect(trainingDays(done, '2026-11-24')).toMatchObject({ openDay: 2, nextDay: 2 });
    expect(trainingDays(done, '2026-11-24').days[0]).toEqual({ day: 1, state: 'completed' });
  });

  it('is complete after day 7', () => {
    const done = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, completedOn: `2026-11-${10 + day}` }));
    expect(trainingDays(done, '2026-11-30')).toMatchObject({ openDay: null, nextDay: null, complete: true });
  });
});

describe('hasPassed', () => {
  it('needs the pass mark', () => {
    expect(hasPassed(1, 2, 50)).toBe(true);
    expect(hasPassed(1, 3, 50)).toBe(false);
    expect(hasPassed(2, 3, 50)).toBe(true);
    expect(hasPassed(0, 0, 50)).toBe(true);
  });
});

describe('retryOpensAt', () => {
  const at = new Date('2027-05-01T06:00:00Z');
  it('waits the setting after a failed try, nothing after a pass or before any try', () => {
    expect(retryOpensAt({ passed: false, lastTriedAt: at }, 10)).toEqual(new Date('2027-05-01T06:10:00Z'));
    expect(retryOpensAt({ passed: false, lastTriedAt: at }, 0)).toEqual(at);
    expect(retryOpensAt({ passed: true, lastTriedAt: at }, 10)).toBeNull();
    expect(retryOpensAt(null, 10)).toBeNull();
  });

  it('opens at the minute, not a millisecond before', () => {
    const opens = new Date('2027-05-01T06:10:00Z');
    expect(isRetryOpen(opens, new Date(opens.getTime() - 1))).toBe(false);
    expect(isRetryOpen(opens, opens)).toBe(true);
    expect(isRetryOpen(null, at)).toBe(true);
  });

  it('names when it opens, India time', () => {
    // 06:10 UTC is 11:40 am in India.
    expect(retryRefusedMessage(2, new Date('2027-05-01T06:10:00Z'))).toBe(
      "Day 2's quiz opens again at 11:40 am on 01-05-2027 (India time): a failed try waits before the next",
    );
  });
});

describe('the order of a try', () => {
  const items = [11, 12, 13, 14, 15];

  it('a seeded shuffle: the same seed, the same order; always the same items', () => {
    expect(seededShuffle(items, 'a')).toEqual(seededShuffle(items, 'a'));
    expect([...seededShuffle(items, 'a')].sort()).toEqual(items);
    const orders = new Set(['a', 'b', 'c', 'd', 'e', 'f'].map((seed) => seededShuffle(items, seed).join()));
    expect(orders.size).toBeGreaterThan(1);
  });

  it('is the same within a try and differs from the try before, for every length from 2', () => {
    for (const length of [2, 3, 4, 6]) {
      const list = items.slice(0, length).concat(length > 5 ? [16] : []);
      for (let attempt = 1; attempt <= 40; attempt++) {
        const order = tryOrder(list, `7:1:${length}`, attempt);
        expect(tryOrder(list, `7:1:${length}`, attempt)).toEqual(order);
        expect([...order].sort()).toEqual([...list].sort());
        if (attempt > 1) expect(order).not.toEqual(tryOrder(list, `7:1:${length}`, attempt - 1));
      }
    }
  });

  it('one item or none stays as it is', () => {
    expect(tryOrder([5], 'k', 3)).toEqual([5]);
    expect(tryOrder([], 'k', 2)).toEqual([]);
  });
});
