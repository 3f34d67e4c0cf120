import { z } from 'zod';
import { isIsoDate } from './dates.js';

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const PAGER_WINDOW = 3;
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export interface PageInfo {
  total_records: number;
  page_number: number;
  page_size: number;
  total_pages: number;
}

export interface ListResponse<T> {
  data: T[];
  pageInfo: PageInfo;
}

export function pageInfoOf(total: number, pageNumber: number, pageSize: number): PageInfo {
  return {
    total_records: total,
    page_number: pageNumber,
    page_size: pageSize,
    total_pages: Math.ceil(total / pageSize),
  };
}

export const pageInfoSchema = z.object({
  total_records: z.number().int(),
  page_number: z.number().int(),
  page_size: z.number().int(),
  total_pages: z.number().int(),
});

export function listResponseSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pageInfo: pageInfoSchema });
}

/** A filter date: YYYY-MM-DD, matched as a whole India-time day. */
export const filterDateSchema = z.string().refine(isIsoDate, { error: 'Enter a valid date (YYYY-MM-DD)' });

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
    { error: 'The end date must not be before the start date', path: [to] },
  );
}

/**
 * The generic list contract of DESIGN §3: the specification's query parameters, with filter
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
        ctx.addIssue({ code: 'custom', message: 'search_param must be a JSON object' });
        return z.NEVER;
      }
    })
    .pipe(z.preprocess(withoutBlankValues, options.filter));
  return z.object({
    search: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
    search_param: z.preprocess(emptyToUndefined, filter.optional()),
    page_size: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    ),
    page_number: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).default(1)),
    sortBy: z.preprocess(emptyToUndefined, z.enum(options.sortKeys).optional()),
    sortDir: z.preprocess(emptyToUndefined, z.enum(SORT_DIRECTIONS).optional()),
    exports: z.preprocess(emptyToUndefined, z.string().optional()),
  });
}

/** The web client's list state (specification §3 "Table query state"). */
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

/** Turns table state into the list endpoint's query parameters (specification §3). */
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
