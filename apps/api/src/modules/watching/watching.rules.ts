import {
  endOfIndiaDayExclusive,
  POSITION_LEAD_SECONDS,
  startOfIndiaDay,
  WATCHED_FRACTION,
} from '@portal/shared';
/**
 * Verified watching (docs/product/content-and-earning.md): a video counts as watched only when
 * the reported position and the real time since the session began both reach 90 % of its
 * duration. A position ahead of the time that has passed is cut back to it, so seeking forward
 * (or reporting the end at once) gains nothing.
 */
// WATCHED_FRACTION (90 %) and POSITION_LEAD_SECONDS (2 s) are shared with the player, which says
// when a skip did not count.
export { POSITION_LEAD_SECONDS, WATCHED_FRACTION };

export interface ProgressReport {
  durationSeconds: number;
  startedAt: Date;
  previousPosition: number;
  reportedPosition: number;
  now: Date;
}

export function progressAfter(report: ProgressReport): { position: number; watched: boolean } {
  const elapsed = Math.max(0, (report.now.getTime() - report.startedAt.getTime()) / 1000);
  const capped = Math.min(report.reportedPosition, elapsed + POSITION_LEAD_SECONDS, report.durationSeconds);
  const position = Math.max(report.previousPosition, Math.floor(Math.max(0, capped)));
  const needed = report.durationSeconds * WATCHED_FRACTION;
  return { position, watched: position >= needed && elapsed >= needed };
}

/**
 * What a progress report must write (docs/decisions/164-progress-reports-that-write-nothing.md):
 * the watch now counts; the player paused (or stopped) at a position past the recorded one, where
 * a player coming back continues; or the position passed the next checkpoint, so a dropped
 * connection loses at most that much. Any other report is answered from the recorded row and
 * writes nothing: verified watching reads the reported position against the clock either way.
 */
export const CHECKPOINT_SECONDS = 15;

export function mustRecord(
  recordedPosition: number,
  next: { position: number; watched: boolean },
  paused: boolean,
): boolean {
  if (next.watched) return true;
  if (next.position <= recordedPosition) return false;
  return paused || next.position >= recordedPosition + CHECKPOINT_SECONDS;
}

/**
 * A session lasts three times its video's length plus ten minutes (pauses, a slow link, a
 * rebuffer): after that it counts for nothing, so a session cannot be opened early and reported
 * on later (docs/product/content-and-earning.md, Watching).
 */
export const SESSION_LENGTH_FACTOR = 3;
export const SESSION_GRACE_SECONDS = 10 * 60;

export function sessionExpiry(startedAt: Date, durationSeconds: number): Date {
  return new Date(
    startedAt.getTime() + (durationSeconds * SESSION_LENGTH_FACTOR + SESSION_GRACE_SECONDS) * 1000,
  );
}

export function isExpired(session: { expiresAt: Date }, now: Date): boolean {
  return now.getTime() > session.expiresAt.getTime();
}

/**
 * What a watch is for: today's daily video, the training day open today, or one promotion attempt.
 * `date` is the India date of the task.
 */
export type WatchTask =
  | { kind: 'daily' | 'training'; videoId: number; date: string }
  | { kind: 'promotion'; videoId: number; attemptId: number };

/** Which verified sessions count for a task: the one question every "watched?" asks. */
export interface WatchWindow {
  videoId: number;
  /** Only a session opened for this attempt (promotion). */
  attemptId?: number;
  /** Only a session started in [from, to) (the task's India day). */
  startedFrom?: Date;
  startedBefore?: Date;
}

export function watchWindow(task: WatchTask): WatchWindow {
  if (task.kind === 'promotion') return { videoId: task.videoId, attemptId: task.attemptId };
  return {
    videoId: task.videoId,
    startedFrom: startOfIndiaDay(task.date),
    startedBefore: endOfIndiaDayExclusive(task.date),
  };
}
