import type {
  ResumableWatchSession,
  VideoKind,
  WatchProgressResult,
  WatchSessionStarted,
} from '@portal/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST watch-sessions: the server's clock starts for this video (docs/product/content-and-earning.md,
 * Watching), or the session still running for it continues where the server has it
 * (docs/decisions/161-resume-the-same-watch-session.md).
 */
export function startWatchSession(kind: VideoKind, videoId: number) {
  return api.post<WatchSessionStarted>('watch-sessions', {
    video_kind: kind,
    video_id: videoId,
  });
}

/**
 * POST watch-sessions/{id}/progress: the player's position, and whether it paused there (a position
 * to remember for coming back); the server says whether it counts as watched.
 */
export function reportWatchProgress(sessionId: string, position: number, paused = false) {
  return api.post<WatchProgressResult>(
    `watch-sessions/${sessionId}/progress`,
    paused ? { position, paused } : { position },
    { errorToast: false },
  );
}

/**
 * GET watch-sessions/resumable: the session a player coming back to this video continues, so the
 * screen says where from before play. Asked afresh each time the player opens.
 */
export const resumableSessionQuery = (kind: VideoKind, videoId: number) =>
  queryOptions({
    queryKey: ['watch-sessions', 'resumable', kind, videoId],
    queryFn: ({ signal }) =>
      api.get<ResumableWatchSession>('watch-sessions/resumable', {
        params: { video_kind: kind, video_id: videoId },
        signal,
        errorToast: false,
      }),
    staleTime: 0,
    gcTime: 0,
  });
