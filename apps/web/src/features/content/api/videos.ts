import {
  MESSAGES,
  type VideoKind,
  videoListQuerySchema,
  type VideoRow,
  videoRowSchema,
} from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DetailedError, Upload } from 'tus-js-client';
import { toast } from '../../../lib/toast';
import { useDeleteMutation } from '../../../hooks/use-delete-mutation';
import { type EndpointList, useListQuery } from '../../../hooks/use-list-query';
import { API_BASE, api, ApiError } from '../../../lib/api-client';
import { adminDashboardQuery } from '../../../lib/shared-queries';
import { defineListEndpoint, type EndpointFilterKey, type EndpointSortKey } from '../../../lib/list-endpoint';
import { i18n, type MessageKey } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';

/** The admin list and write endpoints of each video kind (docs/product/content-and-earning.md). */
export const VIDEO_PATHS: Record<VideoKind, string> = {
  daily: 'daily-videos',
  training: 'training-videos',
  promotion: 'promotion-videos',
};

export const videosEndpoint = (kind: VideoKind) =>
  defineListEndpoint({
    path: VIDEO_PATHS[kind],
    querySchema: videoListQuerySchema,
    rowSchema: videoRowSchema,
  });

type VideosEndpoint = ReturnType<typeof videosEndpoint>;
export type VideoFilterKey = EndpointFilterKey<VideosEndpoint>;
export type VideoSortKey = EndpointSortKey<VideosEndpoint>;
export type VideoList = EndpointList<VideosEndpoint>;

/** A video whose file is still being made into its ladder (docs/decisions/158-video-ladder-made-at-upload.md). */
export const isConverting = (video: VideoRow) =>
  video.media?.status === 'queued' || video.media?.status === 'processing';

/** The kind's list; refreshed every few seconds while a video on the page is being converted. */
export function useVideoList(kind: VideoKind): VideoList {
  return useListQuery(videosEndpoint(kind), { refreshWhile: isConverting });
}

/** POST video-media/retry: a failed conversion queued again; the list then shows it converting. */
export function useRetryConversion(kind: VideoKind) {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: (file: string) => api.post<unknown>('video-media/retry', { file }),
    onSuccess: () => toast.success(t('content.media.retried')),
    onSettled: () => invalidateVideos(queryClient, kind),
  });
}

function invalidateVideos(queryClient: ReturnType<typeof useQueryClient>, kind: VideoKind) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: videosEndpoint(kind).queryKey }),
    queryClient.invalidateQueries({ queryKey: adminDashboardQuery().queryKey }),
  ]);
}

/** POST (new) or PUT {id} (edit) with the kind's one JSON shape; 'Created/Updated Successfull'. */
export function useSaveVideo(kind: VideoKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: Record<string, unknown> }) =>
      id
        ? api.put<VideoRow>(VIDEO_PATHS[kind], input, { key: id })
        : api.post<VideoRow>(VIDEO_PATHS[kind], input),
    onSuccess: (_row, { id }) => toast.success(id ? MESSAGES.updated : MESSAGES.created),
    onSettled: () => invalidateVideos(queryClient, kind),
  });
}

export function useDeleteVideo(kind: VideoKind) {
  const t = useT();
  const queryClient = useQueryClient();
  return useDeleteMutation({
    endpoint: VIDEO_PATHS[kind],
    what: t('content.delete.video'),
    invalidate: () => invalidateVideos(queryClient, kind),
  });
}

/** A finished resumable upload: the stored name a video's `file` takes, and its length. */
export interface ResumableVideo {
  file: string;
  durationSeconds: number | null;
}

export interface ResumableVideoUpload {
  /** Settles when the server has stored the file (or refused it, or the upload was cancelled). */
  done: Promise<ResumableVideo>;
  /** Stops the upload and deletes what the server holds of it (tus termination). */
  cancel(): Promise<void>;
  /** Stops sending but keeps the partial upload, so picking the same file again continues it. */
  pause(): void;
}

/** A tus chunk: small enough to lose little on a dropped phone connection. */
const CHUNK_SIZE = 5 * 1024 * 1024;
/** How long to wait before each new try after a dropped connection (then the upload fails). */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000];

function apiErrorOf(error: Error): ApiError {
  const response = (error as DetailedError).originalResponse;
  if (!response) return new ApiError(0, MESSAGES.networkError, {});
  const body = (() => {
    try {
      return JSON.parse(response.getBody()) as Record<string, unknown>;
    } catch {
      return {};
    }
  })();
  return new ApiError(
    response.getStatus(),
    String(body.message ?? i18n._('content.video.uploadFailedShort' satisfies MessageKey)),
    (body.errors ?? {}) as Record<string, string[]>,
  );
}

/**
 * Uploads a video with the tus protocol to POST uploads/resumable (issue 17, point 2): in 5 MiB
 * chunks, tried again after a dropped connection, and continued from the server's offset when the
 * same file is picked again after a reload (the upload's address is kept in this browser until it
 * finishes). The server checks the finished file as POST upload does and names it.
 */
export function startResumableVideoUpload(
  file: File,
  events: {
    onProgress(sent: number, total: number): void;
    /** An earlier upload of this file is continued (from the offset the server gives). */
    onResume?(): void;
    /** The connection dropped; the upload tries again by itself. */
    onRetry?(): void;
  },
): ResumableVideoUpload {
  let upload: Upload | undefined;
  let stopped = false;
  /** This page has created or sent to the upload: a later HEAD is a retry, not a resume. */
  let sentHere = false;
  const done = new Promise<ResumableVideo>((resolve, reject) => {
    upload = new Upload(file, {
      endpoint: new URL(`${API_BASE}/uploads/resumable`, window.location.origin).href,
      chunkSize: CHUNK_SIZE,
      retryDelays: RETRY_DELAYS,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      metadata: { filename: file.name, filetype: file.type },
      onProgress: events.onProgress,
      // The server still holds an earlier upload of this file: its HEAD answered before this page
      // created or sent anything.
      onAfterResponse: (request, response) => {
        if (sentHere) return;
        if (request.getMethod() === 'HEAD' && response.getStatus() === 200) events.onResume?.();
        sentHere = request.getMethod() !== 'HEAD';
      },
      onShouldRetry: (error) => {
        const status = (error as DetailedError).originalResponse?.getStatus() ?? 0;
        const retry = (status < 400 || status >= 500 || status === 409 || status === 423) && !stopped;
        if (retry) events.onRetry?.();
        return retry;
      },
      onSuccess: ({ lastResponse }) => {
        const stored = lastResponse.getHeader('Upload-File');
        if (!stored) {
          reject(
            new ApiError(
              lastResponse.getStatus(),
              i18n._('content.video.uploadFailedShort' satisfies MessageKey),
            ),
          );
          return;
        }
        const seconds = Number.parseInt(lastResponse.getHeader('Upload-Duration-Seconds') ?? '', 10);
        resolve({ file: stored, durationSeconds: Number.isFinite(seconds) ? seconds : null });
      },
      onError: (error) => reject(apiErrorOf(error)),
    });
    const started = upload;
    void started
      .findPreviousUploads()
      .then((previous) => {
        const last = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
        if (last) started.resumeFromPreviousUpload(last);
      })
      .catch(() => undefined)
      .then(() => {
        if (!stopped) started.start();
      });
  });
  return {
    done,
    async cancel() {
      stopped = true;
      await upload?.abort(true);
    },
    pause() {
      stopped = true;
      void upload?.abort(false);
    },
  };
}
