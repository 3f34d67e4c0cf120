import {
  type ListResponse,
  type PageInfo,
  type SortDirection,
  type TableQueryState,
  toListParams,
} from '@portal/shared';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../lib/api-client';
import { appendPages, readTableQuery, writeTableQuery } from './list-query-url';

const NO_FILTER: Record<string, string> = {};

export interface UseListQueryOptions<T> {
  /** List endpoint relative to the API base, e.g. 'all-referrals'. */
  endpoint: string;
  /** Optional path segment after the endpoint (GET {endpoint}/{key}). */
  key?: string | number;
  /** The screen's default filter; Reset restores it and the address leaves it out. */
  defaultFilter?: Record<string, string>;
  /** Phone lists that grow by scrolling: pages 1..pageNo are joined into one list. */
  append?: boolean;
  /** Field that identifies a row when appending; default 'id'. */
  uniqueKey?: keyof T & string;
  /** False skips fetching (specification §7 "Fetching can be skipped"). */
  enabled?: boolean;
}

export function listQueryKey(endpoint: string, key?: string | number, params?: Record<string, string>) {
  return [endpoint, key ?? null, params ?? {}] as const;
}

function fetchPage<T>(endpoint: string, key: string | number | undefined, params: Record<string, string>) {
  return ({ signal }: { signal: AbortSignal }) => api.get<ListResponse<T>>(endpoint, { key, params, signal });
}

/**
 * A server list whose state (search, filter, page, size, sort) lives in the address, so it
 * survives a reload and can be shared. Any search or filter change goes back to page 1.
 */
export function useListQuery<T>({
  endpoint,
  key,
  defaultFilter = NO_FILTER,
  append = false,
  uniqueKey = 'id' as keyof T & string,
  enabled = true,
}: UseListQueryOptions<T>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readTableQuery(searchParams, defaultFilter), [searchParams, defaultFilter]);

  const update = useCallback(
    (change: (current: TableQueryState) => TableQueryState) =>
      setSearchParams(
        (current) => writeTableQuery(current, change(readTableQuery(current, defaultFilter)), defaultFilter),
        { replace: true },
      ),
    [setSearchParams, defaultFilter],
  );

  const params = toListParams(state);
  const single = useQuery({
    queryKey: listQueryKey(endpoint, key, params),
    queryFn: fetchPage<T>(endpoint, key, params),
    placeholderData: keepPreviousData,
    enabled: enabled && !append,
  });
  const appended = useQueries({
    queries: append
      ? Array.from({ length: state.pageNo }, (_, index) => {
          const pageParams = toListParams({ ...state, pageNo: index + 1 });
          return {
            queryKey: listQueryKey(endpoint, key, pageParams),
            queryFn: fetchPage<T>(endpoint, key, pageParams),
            enabled,
          };
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

  return {
    state,
    rows,
    pageInfo,
    totalRecords: pageInfo?.total_records ?? 0,
    isLoading: pages.some((page) => page.isFetching),
    error: failed?.error ?? null,
    refetch: () => pages.filter((page) => page.error || !append).forEach((page) => void page.refetch()),
    hasMore: pageInfo ? state.pageNo < pageInfo.total_pages : false,
    setSearch: (search: string) => update((current) => ({ ...current, search, pageNo: 1 })),
    setFilter: (filter: Record<string, string>) => update((current) => ({ ...current, filter, pageNo: 1 })),
    resetFilter: () => update((current) => ({ ...current, search: '', filter: defaultFilter, pageNo: 1 })),
    setPage: (pageNo: number) => update((current) => ({ ...current, pageNo })),
    loadMore: () => update((current) => ({ ...current, pageNo: current.pageNo + 1 })),
    setPageSize: (pageSize: number) => update((current) => ({ ...current, pageSize, pageNo: 1 })),
    setSort: (sortBy: string, sortDir: SortDirection) =>
      update((current) => ({ ...current, sortBy, sortDir })),
  };
}

export type ListQuery<T> = ReturnType<typeof useListQuery<T>>;
