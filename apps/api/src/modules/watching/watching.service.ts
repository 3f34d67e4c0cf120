import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { Actor } from '../../lib/auth.js';
import { AppError, notFound } from '../../lib/errors.js';
import * as watchingRepo from './watching.repository.js';
import { isExpired, progressAfter, sessionExpiry } from './watching.rules.js';

/**
 * Opens a watch session for a video the caller checked the user may watch now (player.service):
 * the server's clock starts now. The session keeps the video's duration as it was, so an edit
 * cannot change a running session, and ends at a bound from it.
 */
export async function openSession({
  db,
  userId,
  video,
  attemptId,
  now,
}: {
  db: Database;
  userId: number;
  video: { id: number; durationSeconds: number };
  attemptId: number | null;
  now: Date;
}) {
  const session = await withTransaction(db, (tx) =>
    watchingRepo.insertSession(tx, {
      id: randomUUID(),
      userId,
      videoId: video.id,
      durationSeconds: video.durationSeconds,
      startedAt: now,
      expiresAt: sessionExpiry(now, video.durationSeconds),
      attemptId,
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
