import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { Actor } from '../../lib/auth.js';
import { AppError, notFound } from '../../lib/errors.js';
import * as watchingRepo from './watching.repository.js';
import {
  isExpired,
  mustRecord,
  progressAfter,
  sessionExpiry,
  watchWindow,
  type WatchTask,
} from './watching.rules.js';

export type { WatchTask };

type SessionRecord = NonNullable<Awaited<ReturnType<typeof watchingRepo.findResumable>>>;

/** What the player is told of a session: the one to report to, and how far the server has it. */
function sessionView(session: SessionRecord) {
  return {
    id: session.id,
    duration_seconds: session.durationSeconds,
    position: session.position,
    watched: session.watchedAt !== null,
  };
}

/**
 * The session a player that left comes back to: the user's latest for the task that has not run
 * out, with the position the server recorded (docs/decisions/161-resume-the-same-watch-session.md).
 */
export async function resumableSession(q: Queryable, userId: number, task: WatchTask, now: Date) {
  const session = await watchingRepo.findResumable(q, userId, watchWindow(task), now);
  return session ? sessionView(session) : null;
}

/**
 * Starts watching a video the caller checked the user may watch now (player.service): the
 * session still running for the task continues where the server has it, its clock unchanged;
 * else a new one starts, the server's clock from now. A session keeps the video's duration as it
 * was, so an edit cannot change a running session, and ends at a bound from it.
 */
export async function resumeOrOpenSession({
  db,
  userId,
  video,
  task,
  now,
}: {
  db: Database;
  userId: number;
  video: { id: number; durationSeconds: number };
  task: WatchTask;
  now: Date;
}) {
  return withTransaction(db, async (tx) => {
    await watchingRepo.lockUserStarts(tx, userId);
    const running = await watchingRepo.findResumable(tx, userId, watchWindow(task), now);
    if (running) return sessionView(running);
    const session = await watchingRepo.insertSession(tx, {
      id: randomUUID(),
      userId,
      videoId: video.id,
      durationSeconds: video.durationSeconds,
      startedAt: now,
      expiresAt: sessionExpiry(now, video.durationSeconds),
      attemptId: task.kind === 'promotion' ? task.attemptId : null,
    });
    return sessionView(session);
  });
}

/**
 * POST watch-sessions/{id}/progress: the player's position (and whether it paused); answers
 * whether it counts as watched. A session past its bound is gone: the player starts another. The
 * row is read without a lock, and locked and written only when the report changes what the
 * server must remember (watching.rules.ts mustRecord), so most reports of a playing video write
 * nothing.
 */
export async function reportProgress({
  db,
  actor,
  id,
  position,
  paused = false,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  id: string;
  position: number;
  paused?: boolean;
  now?: Date;
}) {
  const answer = (session: SessionRecord) => {
    if (session.watchedAt)
      return { done: true as const, result: { watched: true, position: session.position } };
    if (isExpired(session, now))
      throw new AppError(410, 'This viewing has timed out: play the video again from the start');
    const next = progressAfter({
      durationSeconds: session.durationSeconds,
      startedAt: session.startedAt,
      previousPosition: session.position,
      reportedPosition: position,
      now,
    });
    return { done: !mustRecord(session.position, next, paused), result: next };
  };
  const read = await watchingRepo.findSession(db, id, actor.id);
  if (!read) throw notFound();
  const unlocked = answer(read);
  if (unlocked.done) return unlocked.result;
  // One guarded statement: another report recorded meanwhile keeps the larger position and the
  // first time the watch counted (docs/decisions/164-progress-reports-that-write-nothing.md).
  const saved = await watchingRepo.recordProgress(
    db,
    id,
    actor.id,
    unlocked.result.position,
    unlocked.result.watched ? now : null,
  );
  if (!saved) throw notFound();
  return { position: saved.position, watched: saved.watchedAt !== null };
}
