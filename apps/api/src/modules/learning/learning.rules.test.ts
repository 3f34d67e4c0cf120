import { describe, expect, it } from 'vitest';
import { hasPassed, trainingDays } from './learning.rules.js';

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
