import { DEFAULT_TABLE_QUERY, MAX_PAGE_SIZE, type TableQueryState, toListParams } from '@portal/shared';
import type { MessageKey, Translate } from '../lib/i18n/i18n';

/** The URL names of the table state (docs/product/lists.md, On screen). */
const PARAM = {
  search: 'search',
  filter: 'filter',
  pageNo: 'pageNo',
  pageSize: 'pageSize',
  sortBy: 'sortBy',
  sortDir: 'sortDir',
  after: 'after',
  before: 'before',
} as const;

/**
 * A page reached with Next or Previous rather than by its number: the id of the row it starts
 * after, or ends before. The server opens such a page at any depth without counting the rows in
 * front of it (docs/product/lists.md "Answer"); in the address, it reopens the same page.
 */
export type PageAnchor = { after: number } | { before: number };

/**
 * The table query state as the address holds it (docs/product/lists.md, On screen), with the page's
 * anchor.
 */
export interface UrlListState extends TableQueryState {
  anchor: PageAnchor | null;
}

export function withoutBlankValues(filter: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '' && value != null));
}

export function sameFilter(a: Record<string, string>, b: Record<string, string>): boolean {
  const canonical = (filter: Record<string, string>) =>
    JSON.stringify(Object.entries(withoutBlankValues(filter)).sort(([x], [y]) => x.localeCompare(y)));
  return canonical(a) === canonical(b);
}

function parseFilter(text: string | null, fallback: Record<string, string>): Record<string, string> {
  if (!text) return fallback;
  try {
    const value = JSON.parse(text) as unknown;
    if (!value || typeof value !== 'object' || Array.isArray(value)) return fallback;
    return Object.fromEntries(
      Object.entries(value)
        .filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
        )
        .map(([key, item]) => [key, String(item)]),
    );
  } catch {
    // A hand-edited or truncated address falls back to the default filter rather than failing.
    return fallback;
  }
}

function parsePositiveInt(text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(text);
  return text && Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
}

/** Page 1 is the top of the list whatever the anchor, and an anchor is one row, never both. */
function parseAnchor(params: URLSearchParams, pageNo: number): PageAnchor | null {
  const after = parsePositiveInt(params.get(PARAM.after), 0);
  const before = parsePositiveInt(params.get(PARAM.before), 0);
  if (pageNo === 1 || after > 0 === before > 0) return null;
  return after > 0 ? { after } : { before };
}

export function readTableQuery(params: URLSearchParams, defaultFilter: Record<string, string>): UrlListState {
  const sortDir = params.get(PARAM.sortDir);
  const pageNo = parsePositiveInt(params.get(PARAM.pageNo), DEFAULT_TABLE_QUERY.pageNo);
  return {
    search: params.get(PARAM.search) ?? DEFAULT_TABLE_QUERY.search,
    filter: parseFilter(params.get(PARAM.filter), defaultFilter),
    pageNo,
    pageSize: parsePositiveInt(params.get(PARAM.pageSize), DEFAULT_TABLE_QUERY.pageSize, MAX_PAGE_SIZE),
    sortBy: params.get(PARAM.sortBy) ?? DEFAULT_TABLE_QUERY.sortBy,
    sortDir: sortDir === 'asc' || sortDir === 'desc' ? sortDir : DEFAULT_TABLE_QUERY.sortDir,
    anchor: parseAnchor(params, pageNo),
  };
}

/** Writes the state into the address, leaving defaults (and unrelated parameters) out. */
export function writeTableQuery(
  current: URLSearchParams,
  state: TableQueryState & { anchor?: PageAnchor | null },
  defaultFilter: Record<string, string>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const put = (name: string, value: string, isDefault: boolean) => {
    if (isDefault) next.delete(name);
    else next.set(name, value);
  };
  const filter = withoutBlankValues(state.filter);
  put(PARAM.search, state.search, state.search === DEFAULT_TABLE_QUERY.search);
  put(PARAM.filter, JSON.stringify(filter), sameFilter(filter, defaultFilter));
  put(PARAM.pageNo, String(state.pageNo), state.pageNo === DEFAULT_TABLE_QUERY.pageNo);
  put(PARAM.pageSize, String(state.pageSize), state.pageSize === DEFAULT_TABLE_QUERY.pageSize);
  put(PARAM.sortBy, state.sortBy, state.sortBy === DEFAULT_TABLE_QUERY.sortBy);
  put(PARAM.sortDir, state.sortDir, state.sortDir === DEFAULT_TABLE_QUERY.sortDir);
  const anchor = state.pageNo > 1 ? state.anchor : null;
  put(PARAM.after, anchor && 'after' in anchor ? String(anchor.after) : '', !anchor || !('after' in anchor));
  put(
    PARAM.before,
    anchor && 'before' in anchor ? String(anchor.before) : '',
    !anchor || !('before' in anchor),
  );
  return next;
}

/**
 * Append mode for lists that grow by scrolling on phones (docs/product/lists.md, On screen): the
 * pages in order, a row seen on an earlier page (it moved while the list changed) kept only once.
 */
export function appendPages<T>(pages: T[][], uniqueKey: string): T[] {
  const seen = new Set<unknown>();
  return pages.flat().filter((row) => {
    const id = (row as Record<string, unknown>)[uniqueKey];
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** The list endpoint's query parameters for a state: the list contract's, and the page's anchor. */
export function listParamsOf(state: UrlListState): Record<string, string> {
  const params = toListParams(state);
  if (state.anchor && 'after' in state.anchor) params.after = String(state.anchor.after);
  if (state.anchor && 'before' in state.anchor) params.before = String(state.anchor.before);
  return params;
}

/** What the address's list parameters are called on screen, for a 422 naming one of them. */
const PARAMETER_LABELS: Record<string, MessageKey> = {
  search: 'table.parameter.search',
  search_param: 'table.parameter.filter',
  page_size: 'table.parameter.pageSize',
  page_number: 'table.parameter.page',
  sortBy: 'table.parameter.sort',
  sortDir: 'table.parameter.sortDir',
  after: 'table.parameter.page',
  before: 'table.parameter.page',
};

/**
 * The reasons a server gave for refusing a list query (its 422 field errors), one line each, with
 * the parameter named as the screen calls it: 'Sort: Choose one of: asc, desc', 'Filter (level): …'.
 */
export function queryErrorReasons(
  errors: Record<string, string[]>,
  fallback: string,
  t: Translate,
): string[] {
  const reasons = Object.entries(errors).flatMap(([field, messages]) => {
    const [parameter = field, ...rest] = field.split('.');
    const labelKey = PARAMETER_LABELS[parameter];
    const label = labelKey ? t(labelKey) : parameter;
    const named =
      rest.length > 0
        ? t('table.loadError.parameterField', { parameter: label, field: rest.join('.') })
        : label;
    return messages.slice(0, 1).map((message) => t('table.loadError.reason', { parameter: named, message }));
  });
  return reasons.length > 0 ? reasons : [fallback];
}
