import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import {
  countFromOf,
  countKeyOf,
  countLimitOf,
  FIRST_BATCH,
  nextBatchStart,
  isShortPreviousPage,
  pageTotalOf,
  pageWindowOf,
  type PageWindow,
} from './list-pages.rules.js';

const CAP = 10_000;

describe('pageWindowOf', () => {
  it('reads numbered pages inside the counted window by offset', () => {
    expect(pageWindowOf({ page_number: 1, page_size: 10 }, CAP)).toEqual({
      start: { from: 'offset', offset: 0 },
      size: 10,
      number: 1,
    });
    expect(pageWindowOf({ page_number: 1000, page_size: 10 }, CAP).start).toEqual({
      from: 'offset',
      offset: 9990,
    });
  });

  it('refuses a numbered page that begins past the cap, naming page_number', () => {
    const refuse = () => pageWindowOf({ page_number: 1001, page_size: 10 }, CAP);
    expect(refuse).toThrow(AppError);
    try {
      refuse();
    } catch (error) {
      expect((error as AppError).statusCode).toBe(422);
      expect(Object.keys((error as AppError).fieldErrors ?? {})).toEqual(['page_number']);
    }
    expect(() => pageWindowOf({ page_number: 2, page_size: 100 }, 100)).toThrow(AppError);
  });

  it('seeks an anchor for Next and Previous, at any depth', () => {
    expect(pageWindowOf({ page_number: 5000, page_size: 10, after: 42 }, CAP).start).toEqual({
      from: 'after',
      anchorId: 42,
    });
    expect(pageWindowOf({ page_number: 4999, page_size: 10, before: 43 }, CAP).start).toEqual({
      from: 'before',
      anchorId: 43,
    });
  });

  it('always answers page 1 from the top, whatever anchor comes with it', () => {
    expect(pageWindowOf({ page_number: 1, page_size: 10, before: 43 }, CAP).start).toEqual({
      from: 'offset',
      offset: 0,
    });
  });
});

describe('capped totals', () => {
  const numbered: PageWindow = { start: { from: 'offset', offset: 0 }, size: 10, number: 1 };

  it('count one row past the cap', () => {
    expect(countLimitOf(CAP)).toBe(10_001);
  });

  it('report the count, or the cap when more rows match', () => {
    expect(pageTotalOf(numbered, 10, 37, CAP)).toEqual({ total: 37, capped: false });
    expect(pageTotalOf(numbered, 10, 10_000, CAP)).toEqual({ total: 10_000, capped: false });
    expect(pageTotalOf(numbered, 10, 10_001, CAP)).toEqual({ total: 10_000, capped: true });
  });

  it('on an anchored page, add the rows its number says come before it', () => {
    const next: PageWindow = { start: { from: 'after', anchorId: 7 }, size: 10, number: 5000 };
    // Rows after the anchor include this page's own.
    expect(countFromOf(next.start)).toEqual({ anchorId: 7, inclusive: false });
    expect(pageTotalOf(next, 10, 10_001, CAP)).toEqual({ total: 49_990 + 10_000, capped: true });
    expect(pageTotalOf(next, 4, 4, CAP)).toEqual({ total: 49_994, capped: false });

    const previous: PageWindow = { start: { from: 'before', anchorId: 8 }, size: 10, number: 3 };
    // Counted from the anchor (the next page's first row) on; this page's rows come on top.
    expect(countFromOf(previous.start)).toEqual({ anchorId: 8, inclusive: true });
    expect(pageTotalOf(previous, 10, 25, CAP)).toEqual({ total: 20 + 10 + 25, capped: false });
  });

  it('count numbered pages from the top', () => {
    expect(countFromOf(numbered.start)).toBeUndefined();
  });
});

describe('isShortPreviousPage', () => {
  const previous: PageWindow = { start: { from: 'before', anchorId: 8 }, size: 10, number: 3 };

  it('is true when fewer rows than a page lie before the anchor', () => {
    expect(isShortPreviousPage(previous, 9)).toBe(true);
    expect(isShortPreviousPage(previous, 10)).toBe(false);
    expect(isShortPreviousPage({ ...previous, start: { from: 'after', anchorId: 8 } }, 3)).toBe(false);
  });
});

describe('countKeyOf', () => {
  const users = { list: 'users', rows: { search: 'kumar', filter: {} }, order: { sortBy: 'username' } };

  it('names a numbered page by its rows only, so every order shares the capped count', () => {
    const other = { ...users, order: { sortBy: 'created_at' } };
    expect(countKeyOf(users, undefined)).toBe(countKeyOf(other, undefined));
    expect(countKeyOf(users, undefined)).not.toBe(
      countKeyOf({ ...users, rows: { search: 'singh' } }, undefined),
    );
    expect(countKeyOf(users, undefined)).not.toBe(countKeyOf({ ...users, list: 'pins' }, undefined));
  });

  it('names an anchored page by its order and anchor too', () => {
    const from = { anchorId: 42, inclusive: false };
    const other = { ...users, order: { sortBy: 'created_at' } };
    expect(countKeyOf(users, from)).not.toBe(countKeyOf(other, from));
    expect(countKeyOf(users, from)).not.toBe(countKeyOf(users, { anchorId: 42, inclusive: true }));
    expect(countKeyOf(users, from)).not.toBe(countKeyOf(users, undefined));
  });
});

describe('nextBatchStart', () => {
  it('goes on right after the last row of a full batch', () => {
    expect(nextBatchStart([{ id: 9 }, { id: 7 }], 2)).toEqual({ from: 'after', anchorId: 7 });
  });

  it('stops after a short or empty batch', () => {
    expect(nextBatchStart([{ id: 9 }], 2)).toBeNull();
    expect(nextBatchStart([], 2)).toBeNull();
  });

  it('starts an export at the top of the list', () => {
    expect(FIRST_BATCH).toEqual({ from: 'offset', offset: 0 });
  });
});
