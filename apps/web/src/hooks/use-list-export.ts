import { isExportActive, toListParams, type ExportJob, type ExportJobs } from '@portal/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api, ApiError } from '../lib/api-client';
import type { ListEndpoint } from '../lib/list-endpoint';
import { toast } from '../lib/toast';
import { type ListState, plainState } from './use-list-query';

/** How often a running export is asked how far it is. */
const EXPORT_POLL_MS = 1000;
/** A ready file not yet downloaded is still fetched after a reload when it was made this recently. */
const JUST_MADE_MS = 2 * 60 * 1000;

/**
 * Whether a screen that finds this export on the server (after a reload) follows it: one still
 * running, or one made moments ago and never downloaded (it was made during the reload). An older
 * file is left alone: the admin asked for it long ago.
 */
export function followsOnArrival(
  job: Pick<ExportJob, 'status' | 'finished_at' | 'downloaded_at'>,
  now: number,
): boolean {
  if (isExportActive(job)) return true;
  if (job.status !== 'ready' || job.downloaded_at !== null || job.finished_at === null) return false;
  return now - Date.parse(job.finished_at) < JUST_MADE_MS;
}

/** GET exports?list=…: the admin's exports of one list, polled while one is being made. */
const exportsQuery = (list: string) =>
  queryOptions({
    queryKey: ['exports', list],
    queryFn: ({ signal }) => api.get<ExportJobs>('exports', { params: { list }, signal, errorToast: false }),
  });

/**
 * The export of a list (docs/product/lists.md "Exports"; docs/decisions/169-exports-made-by-a-worker.md):
 * the same endpoint with `exports` set, for the current search, filters and sort, every matching
 * row rather than one page. A worker makes the file; this screen follows the admin's export of
 * this list on the server, so 'Exporting...' holds while it runs, also after a reload, and the
 * file is downloaded when it is ready.
 */
export function useListExport<Row, FilterKey extends string, SortKey extends string>(
  endpoint: ListEndpoint<Row, FilterKey, SortKey>,
) {
  const list = endpoint.exportList ?? endpoint.path;
  const queryClient = useQueryClient();
  // Exports this screen saw running (or asked for): each is downloaded once when ready.
  const followed = useRef(new Set<string>());
  const fetched = useRef(new Set<string>());

  const exports = useQuery({
    ...exportsQuery(list),
    enabled: endpoint.exportList !== undefined,
    refetchInterval: (query) => (query.state.data?.data.some(isExportActive) ? EXPORT_POLL_MS : false),
  });

  const start = useMutation({
    mutationFn: (state: ListState<FilterKey, SortKey>) => {
      const { page_size: _pageSize, page_number: _pageNumber, ...params } = toListParams(plainState(state));
      return api.get<ExportJob>(endpoint.exportPath ?? endpoint.path, {
        params: { ...params, exports: '1' },
      });
    },
    // A refusal on `exports` (more rows than one file holds) has no field to show under: toasted.
    onError: (error) => {
      const refusal = error instanceof ApiError ? error.errors.exports?.[0] : undefined;
      if (refusal) toast.error(refusal, { id: refusal });
    },
    onSuccess: (job) => {
      followed.current.add(job.id);
      queryClient.setQueryData(exportsQuery(list).queryKey, (old) => ({
        data: [job, ...(old?.data ?? [])],
      }));
      void queryClient.invalidateQueries({ queryKey: exportsQuery(list).queryKey });
    },
  });

  const jobs = exports.data?.data ?? [];
  for (const job of jobs) if (followsOnArrival(job, Date.now())) followed.current.add(job.id);
  const ready = jobs.find(
    (job) => job.status === 'ready' && followed.current.has(job.id) && !fetched.current.has(job.id),
  );
  const failed = jobs.find((job) => job.status === 'failed' && followed.current.has(job.id));

  useEffect(() => {
    if (!ready) return;
    fetched.current.add(ready.id);
    void api
      .download(`exports/${ready.id}/file`, { fileName: ready.file_name })
      .finally(() => void queryClient.invalidateQueries({ queryKey: exportsQuery(list).queryKey }));
  }, [ready, list, queryClient]);

  useEffect(() => {
    if (!failed) return;
    followed.current.delete(failed.id);
    if (failed.error) toast.error(failed.error, { id: failed.id });
  }, [failed]);

  return {
    /** 'Exporting...': asked for, or running on the server. */
    isPending: start.isPending || jobs.some((job) => isExportActive(job) && followed.current.has(job.id)),
    mutate: start.mutate,
  };
}
