import { type ExportJob, type ExportJobs, isExportActive } from '@portal/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { followsOnArrival } from '../../../hooks/use-list-export';
import { api } from '../../../lib/api-client';

/** The export list of a promoter's own data (docs/decisions/182-own-data-export.md). */
const MY_DATA = 'my_data';
/** How often a file being prepared is asked how far it is. */
const POLL_MS = 1000;

/** GET exports?list=my_data: the promoter's own-data files of the last day, newest first. */
const myDataExportsQuery = queryOptions({
  queryKey: ['exports', MY_DATA],
  queryFn: ({ signal }) =>
    api.get<ExportJobs>('exports', { params: { list: MY_DATA }, signal, errorToast: false }),
});

/** GET exports/{id}/file: the zip, saved under its name (`my_data_{username}.zip`). */
function downloadFile(job: ExportJob) {
  return api.download(`exports/${job.id}/file`, { fileName: job.file_name });
}

/** A ready file still kept on the server (24 hours after it was made). */
function isKept(job: ExportJob, now: number): boolean {
  return job.status === 'ready' && job.expires_at !== null && Date.parse(job.expires_at) > now;
}

/**
 * 'Download my data': POST my-data/export queues the zip, a worker makes it (decision 169); this
 * follows the promoter's own-data exports, polled every second while one is being prepared, and
 * downloads the file asked for once it is ready (also when it finishes after a reload, as the
 * lists' exports do). The newest file still kept can be downloaded again until it expires.
 */
export function useMyDataExport() {
  const queryClient = useQueryClient();
  // Files this screen asked for (or found being prepared): each is downloaded once when ready.
  const followed = useRef(new Set<string>());
  const fetched = useRef(new Set<string>());

  const exports = useQuery({
    ...myDataExportsQuery,
    refetchInterval: (query) => (query.state.data?.data.some(isExportActive) ? POLL_MS : false),
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: myDataExportsQuery.queryKey });

  const start = useMutation({
    mutationFn: () => api.post<ExportJob>('my-data/export'),
    onSuccess: (job) => {
      followed.current.add(job.id);
      queryClient.setQueryData(myDataExportsQuery.queryKey, (old) => ({
        data: [job, ...(old?.data ?? [])],
      }));
      void refresh();
    },
  });

  const download = useMutation({
    mutationFn: downloadFile,
    onSettled: () => refresh(),
  });

  const jobs = exports.data?.data ?? [];
  const now = Date.now();
  for (const job of jobs) if (followsOnArrival(job, now)) followed.current.add(job.id);
  const ready = jobs.find(
    (job) => job.status === 'ready' && followed.current.has(job.id) && !fetched.current.has(job.id),
  );

  useEffect(() => {
    if (!ready) return;
    fetched.current.add(ready.id);
    // A failed download was toasted by the API client.
    void downloadFile(ready)
      .catch(() => undefined)
      .finally(() => void queryClient.invalidateQueries({ queryKey: myDataExportsQuery.queryKey }));
  }, [ready, queryClient]);

  const newest = jobs[0];
  return {
    /** Asked for, or being prepared on the server. */
    isPreparing: start.isPending || jobs.some(isExportActive),
    /** The newest file still kept, to download again until it expires. */
    kept: jobs.find((job) => isKept(job, now)),
    /** The newest export failed: why, in the promoter's language. */
    failure: newest?.status === 'failed' ? newest : undefined,
    isDownloading: download.isPending,
    start: () => start.mutate(),
    download: (job: ExportJob) => download.mutate(job),
  };
}
