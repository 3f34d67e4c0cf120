import { DEFAULT_TABLE_QUERY, MAX_PAGE_SIZE, type TableQueryState } from '@portal/shared';

/** The URL names of the table state (specification §2 "Listing defaults and URL state"). */
const PARAM = {
  search: 'search',
  filter: 'filter',
  pageNo: 'pageNo',
  pageSize: 'pageSize',
  sortBy: 'sortBy',
  sortDir: 'sortDir',
} as const;

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

export function readTableQuery(
  params: URLSearchParams,
  defaultFilter: Record<string, string>,
): TableQueryState {
  const sortDir = params.get(PARAM.sortDir);
  return {
    search: params.get(PARAM.search) ?? DEFAULT_TABLE_QUERY.search,
    filter: parseFilter(params.get(PARAM.filter), defaultFilter),
    pageNo: parsePositiveInt(params.get(PARAM.pageNo), DEFAULT_TABLE_QUERY.pageNo),
    pageSize: parsePositiveInt(params.get(PARAM.pageSize), DEFAULT_TABLE_QUERY.pageSize, MAX_PAGE_SIZE),
    sortBy: params.get(PARAM.sortBy) ?? DEFAULT_TABLE_QUERY.sortBy,
    sortDir: sortDir === 'asc' || sortDir === 'desc' ? sortDir : DEFAULT_TABLE_QUERY.sortDir,
  };
}

/** Writes the state into the address, leaving defaults (and unrelated parameters) out. */
export function writeTableQuery(
  current: URLSearchParams,
  state: TableQueryState,
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
  return next;
}

/**
 * Append mode for lists that grow by scrolling on phones (specification §7): the pages in order,
 * a row seen on an earlier page (it moved while the list changed) kept only once.
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
