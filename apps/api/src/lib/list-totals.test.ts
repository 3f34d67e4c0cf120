import { describe, expect, it } from 'vitest';
import { memoryBus } from '../test/memory-bus.js';
import { createTotalCounter } from './list-totals.js';

/** A list whose number of matching rows the test sets; it records how far each count read. */
function fakeList(matching: number) {
  const list = {
    matching,
    counts: [] as number[],
    countUpTo: async (limit: number) => {
      list.counts.push(limit);
      return Math.min(list.matching, limit);
    },
  };
  return list;
}

describe('createTotalCounter', () => {
  it('reads at most cap + 1 rows', async () => {
    const totals = createTotalCounter({ cap: 10, cacheSeconds: 0 });
    const list = fakeList(500);
    expect(await totals.count('k', list.countUpTo)).toBe(11);
    expect(list.counts).toEqual([11]);
  });

  it('remembers "more than the cap" for its key only', async () => {
    const totals = createTotalCounter({ cap: 10, cacheSeconds: 60 });
    const list = fakeList(500);
    expect(await totals.count('common', list.countUpTo)).toBe(11);
    list.matching = 3;
    expect(await totals.count('common', list.countUpTo)).toBe(11);
    expect(list.counts).toHaveLength(1);
    expect(await totals.count('other', list.countUpTo)).toBe(3);
  });

  it('never remembers an exact count', async () => {
    const totals = createTotalCounter({ cap: 10, cacheSeconds: 60 });
    const list = fakeList(7);
    expect(await totals.count('k', list.countUpTo)).toBe(7);
    list.matching = 8;
    expect(await totals.count('k', list.countUpTo)).toBe(8);
    expect(list.counts).toHaveLength(2);
  });

  it('with cacheSeconds 0 counts every time', async () => {
    const totals = createTotalCounter({ cap: 10, cacheSeconds: 0 });
    const list = fakeList(500);
    await totals.count('k', list.countUpTo);
    list.matching = 4;
    expect(await totals.count('k', list.countUpTo)).toBe(4);
  });
});

describe('"more than the cap" across instances (docs/decisions/165-instances-share-through-postgresql.md)', () => {
  it('is told to the other instances, which then skip that count; another cap is not theirs', async () => {
    const { bus } = memoryBus();
    const here = createTotalCounter({ cap: 10, cacheSeconds: 60, notices: bus });
    const there = createTotalCounter({ cap: 10, cacheSeconds: 60, notices: bus });
    const otherCap = createTotalCounter({ cap: 100, cacheSeconds: 60, notices: bus });
    const list = fakeList(500);
    expect(await here.count('common', list.countUpTo)).toBe(11);
    expect(await there.count('common', list.countUpTo)).toBe(11);
    expect(list.counts).toEqual([11]);
    expect(await otherCap.count('common', list.countUpTo)).toBe(101);
    expect(list.counts).toEqual([11, 101]);
  });
});
