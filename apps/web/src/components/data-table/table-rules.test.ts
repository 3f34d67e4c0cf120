import { describe, expect, it } from 'vitest';
import { nextSortDirection, pageWindow, rangeSummary, rowNumber } from './table-rules';

describe('nextSortDirection', () => {
  it('sorts ascending unless the column already is', () => {
    expect(nextSortDirection({ sortBy: '', sortDir: '' }, 'created_at')).toBe('asc');
    expect(nextSortDirection({ sortBy: 'username', sortDir: 'asc' }, 'created_at')).toBe('asc');
    expect(nextSortDirection({ sortBy: 'created_at', sortDir: 'desc' }, 'created_at')).toBe('asc');
  });

  it('turns an ascending column descending', () => {
    expect(nextSortDirection({ sortBy: 'created_at', sortDir: 'asc' }, 'created_at')).toBe('desc');
  });
});

describe('rowNumber', () => {
  it('numbers on from the previous pages', () => {
    expect(rowNumber(1, 10, 0)).toBe(1);
    expect(rowNumber(3, 25, 4)).toBe(55);
  });
});

describe('pageWindow', () => {
  it('centres three pages on the current one, with ellipses on both sides', () => {
    expect(pageWindow(5, 10)).toEqual({ pages: [4, 5, 6], leadingEllipsis: true, trailingEllipsis: true });
  });

  it('stays inside the first and last pages', () => {
    expect(pageWindow(1, 10)).toEqual({ pages: [1, 2, 3], leadingEllipsis: false, trailingEllipsis: true });
    expect(pageWindow(10, 10)).toEqual({ pages: [8, 9, 10], leadingEllipsis: true, trailingEllipsis: false });
    expect(pageWindow(2, 2)).toEqual({ pages: [1, 2], leadingEllipsis: false, trailingEllipsis: false });
  });

  it('clamps a page number beyond the end', () => {
    expect(pageWindow(40, 3).pages).toEqual([1, 2, 3]);
    expect(pageWindow(1, 0).pages).toEqual([]);
  });
});

describe('rangeSummary', () => {
  it('reads like the specification', () => {
    expect(rangeSummary(1, 10, 24)).toBe('Showing 1 to 10 of 24 results');
    expect(rangeSummary(3, 10, 24)).toBe('Showing 21 to 24 of 24 results');
    expect(rangeSummary(1, 10, 0)).toBe('Showing 0 to 0 of 0 results');
  });
});
