import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entryProblem, inLockOrder, splitEarning } from './ledger.rules.js';

describe('entryProblem', () => {
  it('accepts two or more non-zero whole-paise lines summing to zero', () => {
    expect(entryProblem([{ amount: 250 }, { amount: -250 }])).toBeNull();
    expect(entryProblem([{ amount: 9500 }, { amount: 500 }, { amount: -10000 }])).toBeNull();
  });

  it('refuses one line, a zero or fractional line, and lines that do not sum to zero', () => {
    expect(entryProblem([{ amount: 0 }])).toMatch(/two lines/);
    expect(entryProblem([{ amount: 0 }, { amount: 0 }])).toMatch(/non-zero/);
    expect(entryProblem([{ amount: 2.5 }, { amount: -2.5 }])).toMatch(/whole number/);
    expect(entryProblem([{ amount: 251 }, { amount: -250 }])).toBe('the lines sum to 1 paise, not 0');
  });
});

describe('splitEarning: 5 % to Grow, rounded down, the rest to Cash', () => {
  it('rounds the Grow share down to the paisa', () => {
    expect(splitEarning(250)).toEqual({ cash: 238, grow: 12 });
    expect(splitEarning(9250)).toEqual({ cash: 8788, grow: 462 });
    expect(splitEarning(19)).toEqual({ cash: 19, grow: 0 });
    expect(splitEarning(0)).toEqual({ cash: 0, grow: 0 });
  });

  it('always sums to the whole, with Grow never above 5 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (total) => {
        const { cash, grow } = splitEarning(total);
        expect(cash + grow).toBe(total);
        expect(grow * 100).toBeLessThanOrEqual(total * 5);
        expect((grow + 1) * 100).toBeGreaterThan(total * 5);
      }),
    );
  });

  it('refuses a negative or fractional payout', () => {
    expect(() => splitEarning(-1)).toThrow(RangeError);
    expect(() => splitEarning(2.5)).toThrow(RangeError);
  });
});

describe('inLockOrder', () => {
  it('orders lines by account id without changing them', () => {
    const lines = [{ accountId: 9 }, { accountId: 2 }, { accountId: 5 }];
    expect(inLockOrder(lines).map((line) => line.accountId)).toEqual([2, 5, 9]);
    expect(lines.map((line) => line.accountId)).toEqual([9, 2, 5]);
  });
});
