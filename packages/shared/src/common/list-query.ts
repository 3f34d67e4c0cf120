import { z } from '../zod.js';
import { messageKey } from '../i18n/translate.js';
import { isIsoDate } from './dates.js';
import { recordIdSchema } from './ids.js';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const PAGER_WINDOW = 3;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/**
 * Lists count matching rows only up to a cap (default 10,000; the API's LIST_TOTAL_CAP): past it
 * `total_capped` is true and `total_records` is a lower bound, shown as '10,000+'
 * (docs/product/lists.md, docs/decisions/020-capped-totals-and-keyset-pages.md).
 */
export const DEFAULT_LIST_TOTAL_CAP = 10_000;

export interface PageInfo {
  total_records: number;
  page_number: number;
  page_size: number;
  total_pages: number;
  /** More rows match than were counted: total_records is a lower bound ('10,000+'). */
  total_capped: boolean;
}

export interface ListResponse<T> {
  data: T[];
  pageInfo: PageInfo;
}

/** A count of matching rows that stopped at a cap: `capped` when more rows match than `total`. */
export interface CountedTotal {
  total: number;
  capped: boolean;
}

export function pageInfoOf(count: number | CountedTotal, pageNumber: number, pageSize: number): PageInfo {
  const { total, capped } = typeof count === 'number' ? { total: count, capped: false } : count;
  return {
    total_records: total,
    page_number: pageNumber,
    page_size: pageSize,
    total_pages: Math.ceil(total / pageSize),
    total_capped: capped,
  };
}

export const pageInfoSchema = z.object({
  total_records: z.number().int(),
  page_number: z.number().int(),
  page_size: z.number().int(),
  total_pages: z.number().int(),
  total_capped: z.boolean(),
});

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pageInfo: pageInfoSchema });
}

/** A filter date: YYYY-MM-DD, matched as a whole India-time day. */
export const filterDateSchema = z.string().refine(isIsoDate, { error: messageKey('common.date_invalid') });

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Drops blank filter values, so a reset filter bar sends `{}` rather than `{ level: '' }`. */
function withoutBlankValues(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== '' && v !== null && v !== undefined),
  );
}

/** Date range filters must not run backwards. */
export function refineDateRange<T extends z.ZodObject>(schema: T, from: string, to: string) {
  return schema.refine(
    (value: Record<string, unknown>) =>
      !value[from] || !value[to] || String(value[from]) <= String(value[to]),
    { error: messageKey('common.date_range'), path: [to] },
  );
}

/** `exports` set (`xlsx`, `true` or `1`): the list answers with a file of every matching row. */
const exportFlagSchema = z
  .enum(['xlsx', 'true', '1', 'false', '0'], {
    error: messageKey('list.exports_invalid', { field: 'exports', xlsx: 'xlsx', yes: 'true' }),
  })
  .transform((value) => value !== 'false' && value !== '0');

/**
 * The list contract (docs/product/lists.md, Query): the generic query parameters, with filter
 * and sort keys whitelisted per endpoint. The filter schema is made strict, so an unknown
 * filter key is a 422, and the sort keys double as the SQL whitelist.
 */
export function listQuerySchema<
  F extends z.ZodType<Record<string, unknown>>,
  const S extends readonly [string, ...string[]],
>(options: { filter: F; sortKeys: S }) {
  const filter = z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: messageKey('list.search_param_json', { field: 'search_param', format: 'JSON' }),
        });
        return z.NEVER;
      }
    })
    .pipe(z.preprocess(withoutBlankValues, options.filter));
  return z
    .object({
      search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
      search_param: z.preprocess(emptyToUndefined, filter.optional()),
      page_size: z.preprocess(
        emptyToUndefined,
        z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
      ),
      page_number: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(1)),
      sortBy: z.preprocess(emptyToUndefined, z.enum(options.sortKeys).optional()),
      sortDir: z.preprocess(emptyToUndefined, z.enum(SORT_DIRECTIONS).optional()),
      /**
       * Keyset anchors (docs/decisions/020-capped-totals-and-keyset-pages.md): `after` is the id of
       * the last row of the page on screen (Next), `before` the id of its first row (Previous). The
       * requested page is then read from that row's place in the index, however deep it is;
       * `page_number` only labels it.
       */
      after: z.preprocess(emptyToUndefined, recordIdSchema.optional()),
      before: z.preprocess(emptyToUndefined, recordIdSchema.optional()),
      exports: z.preprocess(emptyToUndefined, exportFlagSchema.optional()),
    })
    .refine((query) => query.after === undefined || query.before === undefined, {
      error: messageKey('list.after_or_before', { after: 'after', before: 'before' }),
      path: ['before'],
    });
}

/** The web client's list state (docs/product/lists.md, On screen). */
export interface TableQueryState {
  search: string;
  filter: Record<string, string>;
  pageNo: number;
  pageSize: number;
  sortBy: string;
  sortDir: SortDirection | '';
}

export const DEFAULT_TABLE_QUERY: TableQueryState = {
  search: '',
  filter: {},
  pageNo: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  sortBy: '',
  sortDir: '',
};

/** Turns table state into the list endpoint's query parameters (docs/product/lists.md, Query). */
export function toListParams(state: TableQueryState): Record<string, string> {
  const params: Record<string, string> = {
    page_size: String(state.pageSize),
    page_number: String(state.pageNo),
  };
  if (state.search) params.search = state.search;
  const filter = withoutBlankValues(state.filter) as Record<string, string>;
  if (Object.keys(filter).length > 0) params.search_param = JSON.stringify(filter);
  if (state.sortBy) params.sortBy = state.sortBy;
  if (state.sortDir) params.sortDir = state.sortDir;
  return params;
}
