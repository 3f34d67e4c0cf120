import { randomUUID } from 'node:crypto';
import { indiaDate, type VideoKind } from '@portal/shared';
import type { Database, Queryable } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { Actor } from '../../lib/auth.js';
import { AppError, fieldError, notFound } from '../../lib/errors.js';
import * as contentService from '../content/content.service.js';
import * as earningService from '../earning/earning.service.js';
import * as learningService from '../learning/learning.service.js';
import * as watchingRepo from './watching.repository.js';
import { isExpired, progressAfter, sessionExpiry } from './watching.rules.js';

const NOT_WATCHABLE: Record<VideoKind, string> = {
  daily: "This is not today's daily video",
  training: 'This is not the video of your open training day',
  promotion: 'This promotion video was not served to you in this session: open Promotion Videos again',
};

/**
 * What the user may watch now (docs/product/content-and-earning.md, Watching): today's daily
 * video, the video of the training day open to them today, or the video of a promotion attempt
 * served to them in the current session whose quiz has not started. The attempt's id, for a
 * promotion video: the session serves that attempt and no other.
 */
async function watchableNow(
  q: Queryable,
  userId: number,
  kind: VideoKind,
  videoId: number,
  now: Date,
): Promise<{ attemptId: number | null } | null> {
  if (kind === 'daily') {
    const video = await contentService.dailyVideoFor(q, indiaDate(now));
    return video?.id === videoId ? { attemptId: null } : null;
  }
  if (kind === 'training') {
    const video = await learningService.openTrainingVideo(q, userId, now);
    return video?.id === videoId ? { attemptId: null } : null;
  }
  const attemptId = await earningService.attemptToWatch(q, userId, videoId, now);
  return attemptId === null ? null : { attemptId };
}

/**
 * POST watch-sessions: the player starts watching a video the user may watch now; the server's
 * clock starts now. The session keeps the video's duration as it was, so an edit cannot change a
 * running session, and ends at a bound from it.
 */
export async function startSession({
  db,
  actor,
  kind,
  videoId,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  kind: VideoKind;
  videoId: number;
  now?: Date;
}) {
  const video = await contentService.findVideo(db, videoId, kind);
  if (!video) throw fieldError('video_id', `No ${kind} video has this id`);
  const watchable = await watchableNow(db, actor.id, kind, videoId, now);
  if (!watchable) throw fieldError('video_id', NOT_WATCHABLE[kind]);
  const session = await withTransaction(db, (tx) =>
    watchingRepo.insertSession(tx, {
      id: randomUUID(),
      userId: actor.id,
      videoId,
      durationSeconds: video.durationSeconds,
      startedAt: now,
      expiresAt: sessionExpiry(now, video.durationSeconds),
      attemptId: watchable.attemptId,
    }),
  );
  return { id: session.id, duration_seconds: session.durationSeconds };
}

/**
 * POST watch-sessions/{id}/progress: the player's position; answers whether it counts as watched.
 * A session past its bound is gone: the player starts another.
 */
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
    if (isExpired(session, now))
      throw new AppError(410, 'This viewing has timed out: play the video again from the start');
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
