import {
  MESSAGES,
  type UploadResult,
  type VideoKind,
  videoListQuerySchema,
  type VideoRow,
  videoRowSchema,
} from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { useDeleteMutation } from '../../../hooks/use-delete-mutation';
import { useListQuery, type ListQuery } from '../../../hooks/use-list-query';
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
export type VideoList = ListQuery<VideoRow, VideoFilterKey, VideoSortKey>;

export function useVideoList(kind: VideoKind): VideoList {
  return useListQuery(videosEndpoint(kind));
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

/**
 * POST upload with the browser's progress events (fetch has none for uploads): the file in the
 * multipart field `video`, the session cookie sent as for any API call.
 */
export function uploadVideo(file: File, onProgress: (percent: number) => void): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_BASE}/upload`);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = (() => {
        try {
          return JSON.parse(request.responseText) as Record<string, unknown>;
        } catch {
          return {};
        }
      })();
      if (request.status === 201) return resolve(body as unknown as UploadResult);
      const errors = (body.errors ?? {}) as Record<string, string[]>;
      reject(
        new ApiError(
          request.status,
          String(body.message ?? i18n._('content.video.uploadFailedShort' satisfies MessageKey)),
          errors,
        ),
      );
    };
    request.onerror = () => reject(new ApiError(0, MESSAGES.networkError, {}));
    const form = new FormData();
    form.append('video', file);
    request.send(form);
  });
}
