import { DEFAULT_TABLE_QUERY } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import {
  appendPages,
  listParamsOf,
  queryErrorReasons,
  readTableQuery,
  sameFilter,
  writeTableQuery,
} from './list-query-url';
import { translateIn } from '../lib/i18n/translate-in';

const NO_FILTER = {};

describe('readTableQuery', () => {
  it('gives the listing defaults for an empty address', () => {
    expect(readTableQuery(new URLSearchParams(), NO_FILTER)).toEqual({
      ...DEFAULT_TABLE_QUERY,
      anchor: null,
    });
  });

  it('reads every part of the state', () => {
    const params = new URLSearchParams({
      search: 'ravi',
      filter: JSON.stringify({ current_promoter_level: 2 }),
      pageNo: '3',
      pageSize: '25',
      sortBy: 'created_at',
      sortDir: 'desc',
    });
    expect(readTableQuery(params, NO_FILTER)).toEqual({
      search: 'ravi',
      filter: { current_promoter_level: '2' },
      pageNo: 3,
      pageSize: 25,
      sortBy: 'created_at',
      sortDir: 'desc',
      anchor: null,
    });
  });

  it('reads the anchor of a page reached by Next or Previous, never on page 1 nor both at once', () => {
    const read = (query: Record<string, string>) =>
      readTableQuery(new URLSearchParams(query), NO_FILTER).anchor;
    expect(read({ pageNo: '1002', after: '5120' })).toEqual({ after: 5120 });
    expect(read({ pageNo: '1001', before: '88' })).toEqual({ before: 88 });
    expect(read({ after: '5120' })).toBeNull();
    expect(read({ pageNo: '4', after: '1', before: '2' })).toBeNull();
    expect(read({ pageNo: '4', after: 'x' })).toBeNull();
  });

  it('falls back to defaults for a hand-edited address', () => {
    const params = new URLSearchParams({ filter: '{oops', pageNo: '-2', pageSize: '5000', sortDir: 'up' });
    const state = readTableQuery(params, { account_type: 'users' });
    expect(state.filter).toEqual({ account_type: 'users' });
    expect(state.pageNo).toBe(1);
    expect(state.pageSize).toBe(10);
    expect(state.sortDir).toBe('');
  });
});

describe('writeTableQuery', () => {
  it('leaves defaults out of the address and keeps unrelated parameters', () => {
    const next = writeTableQuery(
      new URLSearchParams({ tab: 'x', pageNo: '4' }),
      DEFAULT_TABLE_QUERY,
      NO_FILTER,
    );
    expect(next.toString()).toBe('tab=x');
  });

  it('writes what differs from the defaults, without blank filter values', () => {
    const next = writeTableQuery(
      new URLSearchParams(),
      {
        ...DEFAULT_TABLE_QUERY,
        filter: { fromdate: '2026-01-01', todate: '' },
        pageNo: 2,
        sortBy: 'username',
        sortDir: 'asc',
      },
      NO_FILTER,
    );
    expect(Object.fromEntries(next)).toEqual({
      filter: '{"fromdate":"2026-01-01"}',
      pageNo: '2',
      sortBy: 'username',
      sortDir: 'asc',
    });
  });

  it('writes the anchor of a deep page, and drops it on page 1', () => {
    const deep = { ...DEFAULT_TABLE_QUERY, pageNo: 1002, anchor: { after: 5120 } };
    expect(
      Object.fromEntries(writeTableQuery(new URLSearchParams({ before: '9' }), deep, NO_FILTER)),
    ).toEqual({
      pageNo: '1002',
      after: '5120',
    });
    const top = { ...deep, pageNo: 1 };
    expect(writeTableQuery(new URLSearchParams({ after: '9' }), top, NO_FILTER).toString()).toBe('');
  });

  it('round-trips through the address', () => {
    const state = {
      ...DEFAULT_TABLE_QUERY,
      search: 'a b&c',
      filter: { level: '3' },
      pageSize: 50,
      pageNo: 7,
      anchor: { before: 31 },
    };
    expect(readTableQuery(writeTableQuery(new URLSearchParams(), state, NO_FILTER), NO_FILTER)).toEqual(
      state,
    );
  });
});

describe('listParamsOf', () => {
  it("sends the list contract's parameters and the page's anchor", () => {
    expect(
      listParamsOf({
        ...DEFAULT_TABLE_QUERY,
        search: 'ravi',
        pageNo: 1002,
        sortBy: 'created_at',
        anchor: { after: 5120 },
      }),
    ).toEqual({ page_size: '10', page_number: '1002', search: 'ravi', sortBy: 'created_at', after: '5120' });
    expect(listParamsOf({ ...DEFAULT_TABLE_QUERY, anchor: null })).toEqual({
      page_size: '10',
      page_number: '1',
    });
  });
});

describe('sameFilter', () => {
  it('ignores key order and blank values', () => {
    expect(sameFilter({ a: '1', b: '2', c: '' }, { b: '2', a: '1' })).toBe(true);
    expect(sameFilter({ a: '1' }, { a: '2' })).toBe(false);
  });
});

describe('appendPages', () => {
  it('joins pages in order and keeps a row that moved between pages once', () => {
    const page1 = [{ id: 1 }, { id: 2 }];
    const page2 = [{ id: 2 }, { id: 3 }];
    expect(appendPages([page1, page2], 'id')).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('de-duplicates by a given unique field', () => {
    const rows = appendPages(
      [
        [{ code: 'A' }, { code: 'B' }],
        [{ code: 'B' }, { code: 'C' }],
      ],
      'code',
    );
    expect(rows.map((row) => row.code)).toEqual(['A', 'B', 'C']);
  });
});

describe('queryErrorReasons', () => {
  it('names each refused parameter as the screen calls it, first message each', () => {
    expect(
      queryErrorReasons(
        {
          sortBy: ['Invalid option: expected one of "created_at"|"username"', 'second'],
          'search_param.colour': ['Unrecognized key: "colour"'],
        },
        'fallback',
        translateIn('en'),
      ),
    ).toEqual([
      'Sort: Invalid option: expected one of "created_at"|"username"',
      'Filter (colour): Unrecognized key: "colour"',
    ]);
  });

  it("falls back to the server's message when it named no field", () => {
    expect(queryErrorReasons({}, 'search_param must be a JSON object', translateIn('en'))).toEqual([
      'search_param must be a JSON object',
    ]);
  });

  it('names the parameters in the shown language', () => {
    expect(
      queryErrorReasons(
        { page_size: ['too big'], 'search_param.level': ['bad'] },
        'fallback',
        translateIn('ta'),
      ),
    ).toEqual(['ஒரு பக்கத்திற்கு வரிசைகள்: too big', 'வடிகட்டி (level): bad']);
  });
});
