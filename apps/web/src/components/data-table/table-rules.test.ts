import { describe, expect, it } from 'vitest';
import {
  clampedPage,
  pageCorrection,
  type FitColumn,
  fitColumns,
  formatCount,
  nextSortDirection,
  pagerModel,
  rangeSummary,
  rowNumber,
} from './table-rules';

describe('nextSortDirection: ascending unless already ascending, then descending', () => {
  it('sets ascending when the current direction is not ascending', () => {
    expect(nextSortDirection('')).toBe('asc');
    expect(nextSortDirection('desc')).toBe('asc');
  });

  it('sets descending when the current direction is ascending, whichever header was clicked', () => {
    // The rule reads the direction only: after 'username asc', a click on 'Joined' sorts it descending.
    expect(nextSortDirection('asc')).toBe('desc');
  });
});

describe('rowNumber', () => {
  it('numbers on from the previous pages: (page - 1) * pageSize + index + 1', () => {
    expect(rowNumber(1, 10, 0)).toBe(1);
    expect(rowNumber(3, 25, 4)).toBe(55);
  });
});

describe('rangeSummary', () => {
  it("gives 'Showing X to Y of Z results' its X, Y and Z", () => {
    expect(rangeSummary({ pageNo: 1, pageSize: 10, totalRecords: 24 }, 10)).toEqual({
      from: '1',
      to: '10',
      total: '24',
    });
    expect(rangeSummary({ pageNo: 3, pageSize: 10, totalRecords: 24 }, 4)).toEqual({
      from: '21',
      to: '24',
      total: '24',
    });
  });

  it('counts the rows shown, so a page past the end never reads "981 to 61"', () => {
    expect(rangeSummary({ pageNo: 99, pageSize: 10, totalRecords: 61 }, 0)).toEqual({
      from: '0',
      to: '0',
      total: '61',
    });
  });

  it('shows a capped total honestly, with thousands separators', () => {
    expect(rangeSummary({ pageNo: 1, pageSize: 10, totalRecords: 10_000, totalCapped: true }, 10)).toEqual({
      from: '1',
      to: '10',
      total: '10,000+',
    });
    expect(rangeSummary({ pageNo: 200, pageSize: 50, totalRecords: 10_000, totalCapped: true }, 50)).toEqual({
      from: '9,951',
      to: '10,000',
      total: '10,000+',
    });
    expect(rangeSummary({ pageNo: 101, pageSize: 10, totalRecords: 1_234 }, 10)).toEqual({
      from: '1,001',
      to: '1,010',
      total: '1,234',
    });
  });

  it('past a capped total it claims no fewer records than it shows', () => {
    expect(rangeSummary({ pageNo: 1001, pageSize: 10, totalRecords: 10_000, totalCapped: true }, 10)).toEqual(
      { from: '10,001', to: '10,010', total: '10,010+' },
    );
  });
});

describe('formatCount', () => {
  it('groups digits as readers in India do', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(10_000)).toBe('10,000');
    expect(formatCount(200_000)).toBe('2,00,000');
  });
});

describe('pagerModel', () => {
  const totals = (pageNo: number, totalRecords: number, totalCapped = false, rowCount = 10) => ({
    pageNo,
    pageSize: 10,
    totalRecords,
    totalCapped,
    rowCount,
  });

  it('centres three pages on the current one, with ellipses on both sides, First and Last', () => {
    expect(pagerModel(totals(5, 100))).toEqual({
      visible: true,
      pages: [4, 5, 6],
      leadingEllipsis: true,
      trailingEllipsis: true,
      lastPage: 10,
      previous: false,
      next: null,
    });
  });

  it('stays inside the first and last pages', () => {
    expect(pagerModel(totals(1, 100))).toMatchObject({ pages: [1, 2, 3], leadingEllipsis: false });
    expect(pagerModel(totals(10, 100))).toMatchObject({ pages: [8, 9, 10], trailingEllipsis: false });
    expect(pagerModel(totals(2, 20))).toMatchObject({
      pages: [1, 2],
      leadingEllipsis: false,
      trailingEllipsis: false,
    });
  });

  it('shows only when total records reach the page size', () => {
    expect(pagerModel(totals(1, 9, false, 9)).visible).toBe(false);
    expect(pagerModel(totals(1, 10)).visible).toBe(true);
    expect(pagerModel(totals(1, 0, false, 0))).toMatchObject({ visible: false, pages: [] });
  });

  it('offers Next instead of a made-up last page for a capped total', () => {
    const capped = pagerModel(totals(1000, 10_000, true));
    expect(capped).toMatchObject({ lastPage: null, next: { enabled: true }, previous: false });
    expect(capped.pages).toEqual([998, 999, 1000]);
    expect(capped.trailingEllipsis).toBe(true);
    expect(pagerModel(totals(3, 10_000, true, 7)).next).toEqual({ enabled: false });
  });

  it('past the counted pages shows only the current page, with Previous and Next from the rows', () => {
    const deep = pagerModel({ ...totals(1003, 10_020, true), anchored: true });
    expect(deep).toEqual({
      visible: true,
      pages: [1003],
      leadingEllipsis: true,
      trailingEllipsis: true,
      lastPage: null,
      previous: true,
      next: { enabled: true },
    });
    // Near the end the count is exact: the last page has no Next.
    expect(pagerModel({ ...totals(1003, 10_030, false), anchored: true }).next).toEqual({ enabled: false });
    expect(pagerModel({ ...totals(1003, 10_026, false, 6), anchored: true }).next).toEqual({
      enabled: false,
    });
  });
});

describe('clampedPage', () => {
  it('sends a page past the end to the last page', () => {
    expect(clampedPage(99, 7, 0)).toBe(7);
  });

  it('sends any page of an empty list to page 1', () => {
    expect(clampedPage(5, 0, 0)).toBe(1);
  });

  it('leaves a page with rows, page 1, and an empty page inside the range alone', () => {
    expect(clampedPage(3, 7, 10)).toBeNull();
    // Past a capped total's known pages a page may still have rows.
    expect(clampedPage(1005, 1000, 10)).toBeNull();
    expect(clampedPage(1, 0, 0)).toBeNull();
    expect(clampedPage(4, 7, 0)).toBeNull();
  });
});

describe('pageCorrection', () => {
  const answer = (totalPages: number, rowCount: number) => ({ totalPages, rowCount });

  it('clamps a page past the end once its answer has arrived', () => {
    expect(pageCorrection({ pageNo: 99, beyondCount: false, seekingLastPage: false })).toBeNull();
    expect(
      pageCorrection({ pageNo: 99, beyondCount: false, seekingLastPage: false, answer: answer(7, 0) }),
    ).toBe(7);
    expect(
      pageCorrection({ pageNo: 3, beyondCount: false, seekingLastPage: false, answer: answer(7, 10) }),
    ).toBeNull();
  });

  it('goes from a page refused by number to page 1, then on to the last page the answer names', () => {
    expect(pageCorrection({ pageNo: 5000, beyondCount: true, seekingLastPage: false })).toBe(1);
    expect(pageCorrection({ pageNo: 1, beyondCount: false, seekingLastPage: true })).toBeNull();
    expect(
      pageCorrection({ pageNo: 1, beyondCount: false, seekingLastPage: true, answer: answer(2, 10) }),
    ).toBe(2);
    expect(
      pageCorrection({ pageNo: 1, beyondCount: false, seekingLastPage: true, answer: answer(1, 4) }),
    ).toBeNull();
    // Page 1 itself is never refused by number; nothing to correct then.
    expect(pageCorrection({ pageNo: 1, beyondCount: true, seekingLastPage: false })).toBeNull();
  });
});

describe('fitColumns', () => {
  const column = (id: string, minWidth: number, priority: FitColumn['priority'], grow = 1): FitColumn => ({
    id,
    minWidth,
    priority,
    grow,
  });
  // The shape of the User Management table: '#', username, name, mobile, place, level, sponsor,
  // joined, status, action.
  const columns = [
    column('#', 56, 'essential', 0),
    column('username', 136, 'essential'),
    column('name', 136, 'high'),
    column('mobile', 120, 'medium', 0),
    column('place', 150, 'medium'),
    column('level', 136, 'high'),
    column('sponsor', 136, 'low'),
    column('joined', 120, 'high', 0),
    column('status', 100, 'essential', 0),
    column('action', 92, 'essential', 0),
  ];
  const needed = columns.reduce((sum, each) => sum + each.minWidth, 0);

  it('shows every column when they fit, and the widths never exceed the box', () => {
    const fit = fitColumns(columns, 1232);
    expect(fit).toMatchObject({ layout: 'table', hidden: [] });
    if (fit.layout !== 'table') return;
    const total = Object.values(fit.widths).reduce((sum, width) => sum + width, 0);
    expect(total).toBeLessThanOrEqual(100);
    expect(total).toBeGreaterThan(99.9);
    // Fixed columns stay at their minimum; the spare room goes to the growing ones.
    expect(fit.widths.status).toBeCloseTo((100 / 1232) * 100, 1);
    expect(fit.widths.name!).toBeGreaterThan((136 / 1232) * 100);
  });

  it('drops the lowest priority first, and among equals the rightmost', () => {
    expect(fitColumns(columns, needed - 1)).toMatchObject({ hidden: ['sponsor'] });
    expect(fitColumns(columns, needed - 137)).toMatchObject({ hidden: ['sponsor', 'place'] });
    // 1280 px with the sidebar open leaves about 958 px: the essential columns, Status among them, stay.
    const desktop = fitColumns(columns, 958);
    expect(desktop.layout).toBe('table');
    if (desktop.layout !== 'table') return;
    expect(desktop.hidden).toEqual(['sponsor', 'place']);
    expect(Object.keys(desktop.widths)).toEqual([
      '#',
      'username',
      'name',
      'mobile',
      'level',
      'joined',
      'status',
      'action',
    ]);
  });

  it('keeps every shown column at least as wide as its minimum', () => {
    for (const width of [700, 800, 958, 1046, 1168, 1400]) {
      const fit = fitColumns(columns, width);
      if (fit.layout !== 'table') continue;
      for (const shown of columns.filter((each) => fit.widths[each.id] !== undefined)) {
        expect((fit.widths[shown.id]! / 100) * width).toBeGreaterThanOrEqual(shown.minWidth - 0.2);
      }
    }
  });

  it('turns rows into cards on phone-sized boxes, or when the essential columns alone do not fit', () => {
    expect(fitColumns(columns, 358)).toEqual({ layout: 'cards' });
    expect(fitColumns(columns, 639)).toEqual({ layout: 'cards' });
    const essentialsOnly = [column('a', 400, 'essential'), column('b', 400, 'essential')];
    expect(fitColumns(essentialsOnly, 700)).toEqual({ layout: 'cards' });
  });
});
