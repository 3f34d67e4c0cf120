import { randomUUID } from 'node:crypto';
import type { VideoKind } from '@portal/shared';
import type { Database, Queryable } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { Actor } from '../../lib/auth.js';
import { fieldError, notFound } from '../../lib/errors.js';
import * as contentService from '../content/content.service.js';
import * as watchingRepo from './watching.repository.js';
import { progressAfter } from './watching.rules.js';

/**
 * POST watch-sessions: the player starts watching a video; the server's clock starts now. The
 * session keeps the video's duration as it was, so an edit cannot change a running session.
 */
export async function startSession({
  db,
  actor,
  kind,
  videoId,
}: {
  db: Database;
  actor: Actor;
  kind: VideoKind;
  videoId: number;
}) {
  const video = await contentService.findVideo(db, videoId, kind);
  if (!video) throw fieldError('video_id', `No ${kind} video has this id`);
  const session = await withTransaction(db, (tx) =>
    watchingRepo.insertSession(tx, {
      id: randomUUID(),
      userId: actor.id,
      videoId,
      durationSeconds: video.durationSeconds,
    }),
  );
  return { id: session.id, duration_seconds: session.durationSeconds };
}

/** POST watch-sessions/{id}/progress: the player's position; answers whether it counts as watched. */
export async function reportProgress({
  db,
  actor,
  id,
  position,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  id: string;
  position: number;
  now?: Date;
}) {
  return withTransaction(db, async (tx) => {
    const session = await watchingRepo.lockSession(tx, id, actor.id);
    if (!session) throw notFound();
    if (session.watchedAt) return { watched: true, position: session.position };
    const next = progressAfter({
      durationSeconds: session.durationSeconds,
      startedAt: session.startedAt,
      previousPosition: session.position,
      reportedPosition: position,
      now,
    });
    await watchingRepo.saveProgress(tx, id, next.position, next.watched ? now : null);
    return next;
  });
}

/** Has the user watched this video, verified, since `since` (or ever)? */
export async function hasWatched(
  q: Queryable,
  userId: number,
  videoId: number,
  since?: Date,
): Promise<boolean> {
  return (await watchingRepo.findWatched(q, userId, videoId, since)) !== null;
}
