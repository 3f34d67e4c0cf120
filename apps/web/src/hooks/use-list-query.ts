import { DEFAULT_TABLE_QUERY, type ListResponse, type PageInfo, type SortDirection } from '@portal/shared';
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { pageCorrection } from '../components/data-table/table-rules';
import { ApiError, api } from '../lib/api-client';
import type { EndpointFilterKey, EndpointSortKey, ListEndpoint, RowOf } from '../lib/list-endpoint';
import {
  appendPages,
  listParamsOf,
  type PageAnchor,
  readTableQuery,
  type UrlListState,
  writeTableQuery,
} from './list-query-url';

/** A filter of the endpoint: values as they travel in the address and in `search_param`. */
export type ListFilter<FilterKey extends string> = Partial<Record<FilterKey, string>>;
/**
 * A change of a list's filter, applied to the filter in the address when it is made: two changes
 * in quick succession (a box left, then a choice made, before the first has been drawn) build on
 * each other instead of the second undoing the first.
 */
export type FilterChange<FilterKey extends string> = (
  current: ListFilter<FilterKey>,
) => ListFilter<FilterKey>;

/** The table query state (docs/product/lists.md, On screen), typed by the endpoint's filter and sort keys. */
export interface ListState<FilterKey extends string, SortKey extends string> extends Omit<
  UrlListState,
  'filter' | 'sortBy'
> {
  filter: ListFilter<FilterKey>;
  sortBy: SortKey | '';
}

/** The untyped state the address and the list parameters are written from (missing keys are blank). */
export function plainState<FilterKey extends string, SortKey extends string>(
  state: ListState<FilterKey, SortKey>,
): UrlListState {
  return { ...state, filter: state.filter as Record<string, string> };
}

const NO_FILTER = {};

export interface UseListQueryOptions<Row, FilterKey extends string> {
  /** Optional path segment after the endpoint (GET {endpoint}/{key}). */
  key?: string | number;
  /** The screen's default filter; Reset restores it and the address leaves it out. */
  defaultFilter?: ListFilter<FilterKey>;
  /** Phone lists that grow by scrolling: pages 1..pageNo are joined into one list. */
  append?: boolean;
  /** Field that identifies a row (appending, and the anchor of Next and Previous); default 'id'. */
  uniqueKey?: keyof Row & string;
  /** False holds fetching back (docs/product/lists.md, On screen). */
  enabled?: boolean;
  /**
   * While a shown row is changing on the server by itself (a video being converted), the page is
   * asked for again every few seconds, and no longer once none is.
   */
  refreshWhile?: (row: Row) => boolean;
}

/** How often a page with a row that is changing by itself is asked for again. */
export const LIVE_ROWS_REFRESH_MS = 3000;

/** One page's key: under the endpoint's `queryKey`, so invalidating that refreshes every page. */
export function listQueryKey(
  endpoint: Pick<ListEndpoint<unknown, string, string>, 'queryKey'>,
  key?: string | number,
  params?: Record<string, string>,
) {
  return [...endpoint.queryKey, key ?? null, params ?? {}] as const;
}

/** GET {endpoint}[/{key}] with the list parameters `params`: one page of the list. */
export function listPageQuery<Row>(
  endpoint: ListEndpoint<Row, string, string>,
  key: string | number | undefined,
  params: Record<string, string>,
) {
  return queryOptions({
    queryKey: listQueryKey(endpoint, key, params),
    queryFn: ({ signal }) => api.get<ListResponse<Row>>(endpoint.path, { key, params, signal }),
  });
}

/** The server refused the list's query (an unknown filter or sort in the address): its field errors. */
export function invalidQueryOf(error: unknown): ApiError | null {
  return error instanceof ApiError && error.status === 422 ? error : null;
}

/**
 * A page number the server will not open by number (past the pages its capped count covers, see
 * docs/decisions/032-capped-totals-on-screen.md): the only field it refused is the page number.
 */
function isPageBeyondCount(error: unknown): boolean {
  const invalid = invalidQueryOf(error);
  return invalid !== null && Object.keys(invalid.errors).join() === 'page_number';
}

/** The address's query as the browser holds it this moment. */
function currentSearchParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/**
 * How a change reaches the browser's history (docs/product/lists.md, On screen): a filter, sort,
 * page or reset is a step of its own, which Back undoes (`push`); a search typed in the box is one
 * step however often it is refined (`search`: the first search after another change pushes, later
 * ones replace that entry); a correction the list makes itself, and rows appended by scrolling,
 * replace the entry they are on (`replace`).
 */
export type HistoryStep = 'push' | 'search' | 'replace';

/** The history entry a search made carries this, so the next search refines it in place. */
const SEARCH_ENTRY = { listSearch: true } as const;

function onSearchEntry(): boolean {
  const state = (window.history.state as { usr?: unknown } | null)?.usr;
  return typeof state === 'object' && state !== null && 'listSearch' in state;
}

function currentEntryState(): unknown {
  return (window.history.state as { usr?: unknown } | null)?.usr ?? null;
}

/**
 * A server list whose state (search, filter, page, size, sort) lives in the address, so it
 * survives a reload and can be shared, and Back returns to the list as it was before the last
 * change. Any search or filter change goes back to page 1; an address past the last page is
 * replaced by the last page (docs/product/lists.md "On screen").
 */

export function useListQuery<Row, FilterKey extends string, SortKey extends string>(
  endpoint: ListEndpoint<Row, FilterKey, SortKey>,
  {
    key,
    defaultFilter = NO_FILTER,
    append = false,
    uniqueKey = 'id' as keyof Row & string,
    enabled = true,
    refreshWhile,
  }: UseListQueryOptions<Row, FilterKey> = {},
) {
  const fallbackFilter = defaultFilter as Record<string, string>;
  const [searchParams, setSearchParams] = useSearchParams();
  // The address may hold keys the endpoint does not know (a hand-edited link): the server refuses
  // them with a 422, which the screen shows with a reset (see invalidQueryOf).
  const state = useMemo(
    () => readTableQuery(searchParams, fallbackFilter) as ListState<FilterKey, SortKey>,
    [searchParams, fallbackFilter],
  );

  /**
   * Every change but Next and Previous lands on a numbered page, so it drops the anchor. Changes
   * build on the address as it is now, not as this render saw it: the router applies address
   * changes as transitions, and two quick changes (a filter, then a search) must not undo each
   * other.
   */
  const navigateTo = useCallback(
    (next: URLSearchParams, step: HistoryStep) => {
      // A change that changes nothing (the same filter chosen again) adds no step to undo.
      if (next.toString() === currentSearchParams().toString()) return;
      if (step === 'search') setSearchParams(next, { replace: onSearchEntry(), state: SEARCH_ENTRY });
      else if (step === 'replace') setSearchParams(next, { replace: true, state: currentEntryState() });
      else setSearchParams(next);
    },
    [setSearchParams],
  );

  const update = useCallback(
    (
      change: (current: ListState<FilterKey, SortKey>) => ListState<FilterKey, SortKey>,
      step: HistoryStep = 'push',
    ) => {
      const current = currentSearchParams();
      const before = readTableQuery(current, fallbackFilter) as ListState<FilterKey, SortKey>;
      navigateTo(
        writeTableQuery(current, plainState(change({ ...before, anchor: null })), fallbackFilter),
        step,
      );
    },
    [navigateTo, fallbackFilter],
  );

  const params = listParamsOf(plainState(state));
  const single = useQuery({
    ...listPageQuery(endpoint, key, params),
    placeholderData: keepPreviousData,
    enabled: enabled && !append,
    refetchInterval: refreshWhile
      ? (query) => (query.state.data?.data.some(refreshWhile) ? LIVE_ROWS_REFRESH_MS : false)
      : undefined,
  });
  const appended = useQueries({
    queries: append
      ? Array.from({ length: state.pageNo }, (_, index) => {
          const pageParams = listParamsOf(plainState({ ...state, pageNo: index + 1, anchor: null }));
          return { ...listPageQuery(endpoint, key, pageParams), enabled };
        })
      : [],
  });

  const pages = append ? appended : [single];
  const loaded = pages.filter((page) => page.data).map((page) => page.data!);
  const rows = append
    ? appendPages(
        loaded.map((page) => page.data),
        uniqueKey,
      )
    : (single.data?.data ?? []);
  const pageInfo: PageInfo | undefined = loaded.at(-1)?.pageInfo;
  const failed = pages.find((page) => page.error);
  const beyondCount = isPageBeyondCount(failed?.error);

  // The answer for exactly this address (not the previous page kept on screen meanwhile).
  const lastPage = pages.at(-1);
  const settled = lastPage?.data && !lastPage.isPlaceholderData ? lastPage.data : undefined;
  // A page number past the counted pages goes to page 1 first, then on to the last page it knows.
  const seekingLastPage = useRef(false);
  const clampTo = pageCorrection({
    pageNo: state.pageNo,
    beyondCount,
    seekingLastPage: seekingLastPage.current,
    answer: settled && { totalPages: settled.pageInfo.total_pages, rowCount: settled.data.length },
  });
  useEffect(() => {
    if (beyondCount) seekingLastPage.current = true;
    else if (settled) seekingLastPage.current = false;
    if (clampTo !== null) update((current) => ({ ...current, pageNo: clampTo }), 'replace');
  }, [beyondCount, settled, clampTo, update]);

  const rowId = (row: Row | undefined) => Number((row as Record<string, unknown> | undefined)?.[uniqueKey]);
  const goTo = (pageNo: number, anchor: PageAnchor | null) => {
    const current = currentSearchParams();
    navigateTo(
      writeTableQuery(
        current,
        { ...readTableQuery(current, fallbackFilter), pageNo, anchor },
        fallbackFilter,
      ),
      'push',
    );
  };

  return {
    endpoint,
    state,
    rows,
    pageInfo,
    /**
     * The last page's whole answer, for a list whose answer carries more than its rows (the
     * earnings history's totals over the whole selection).
     */
    response: loaded.at(-1),
    totalRecords: pageInfo?.total_records ?? 0,
    totalCapped: pageInfo?.total_capped ?? false,
    /** The page on screen was reached with Next or Previous from a row, not by its number. */
    anchored: state.anchor !== null,
    // While a page past the end is being replaced, the list is still on its way.
    isLoading: pages.some((page) => page.isFetching) || clampTo !== null,
    error: beyondCount ? null : (failed?.error ?? null),
    refetch: () => pages.filter((page) => page.error || !append).forEach((page) => void page.refetch()),
    hasMore: pageInfo ? pageInfo.total_capped || state.pageNo < pageInfo.total_pages : false,
    setSearch: (search: string) => update((current) => ({ ...current, search, pageNo: 1 }), 'search'),
    setFilter: (change: FilterChange<FilterKey>) =>
      update((current) => ({ ...current, filter: change(current.filter), pageNo: 1 })),
    /** The filter bar's reset: the default filter and no search (docs/product/lists.md, On screen). */
    resetFilter: () => update((current) => ({ ...current, search: '', filter: defaultFilter, pageNo: 1 })),
    /**
     * Every part of the state back to the default view (docs/product/lists.md, On screen), the
     * screen's filter included.
     */
    resetAll: () =>
      update(() => ({ ...DEFAULT_TABLE_QUERY, filter: defaultFilter, sortBy: '', anchor: null })),
    setPage: (pageNo: number) => update((current) => ({ ...current, pageNo })),
    /**
     * The page after this one: by number while it is among the counted pages, else from the last
     * row on screen, which the server opens at any depth.
     */
    nextPage: () => {
      const numbered = state.anchor === null && pageInfo !== undefined && state.pageNo < pageInfo.total_pages;
      goTo(state.pageNo + 1, numbered ? null : { after: rowId(rows.at(-1)) });
    },
    /** The page before one reached by Next: from the first row on screen (page 1 is always the top). */
    previousPage: () =>
      goTo(Math.max(1, state.pageNo - 1), state.pageNo <= 2 ? null : { before: rowId(rows[0]) }),
    loadMore: () => update((current) => ({ ...current, pageNo: current.pageNo + 1 }), 'replace'),
    setPageSize: (pageSize: number) => update((current) => ({ ...current, pageSize, pageNo: 1 })),
    setSort: (sortBy: SortKey, sortDir: SortDirection) =>
      update((current) => ({ ...current, sortBy, sortDir })),
  };
}

export type ListQuery<Row, FilterKey extends string, SortKey extends string> = ReturnType<
  typeof useListQuery<Row, FilterKey, SortKey>
>;

/** What useListQuery answers for an endpoint of defineListEndpoint: its rows, filter keys and sort keys. */
export type EndpointList<Endpoint> = ListQuery<
  RowOf<Endpoint>,
  EndpointFilterKey<Endpoint>,
  EndpointSortKey<Endpoint>
>;
