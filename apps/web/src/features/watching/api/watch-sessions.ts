import type { VideoKind, WatchProgressResult, WatchSessionStarted } from '@portal/shared';
import { api } from '../../../lib/api-client';

/** POST watch-sessions: the server's clock starts for this video (docs/product/content-and-earning.md, Watching). */
export function startWatchSession(kind: VideoKind, videoId: number) {
  return api.post<WatchSessionStarted>('watch-sessions', {
    video_kind: kind,
    video_id: videoId,
  });
}

/** POST watch-sessions/{id}/progress: the player's position; the server says whether it counts as watched. */
export function reportWatchProgress(sessionId: string, position: number) {
  return api.post<WatchProgressResult>(
    `watch-sessions/${sessionId}/progress`,
    { position },
    { errorToast: false },
  );
}
