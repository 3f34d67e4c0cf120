/**
 * Verified watching (docs/product/content-and-earning.md): a video counts as watched only when
 * the reported position and the real time since the session began both reach 90 % of its
 * duration. A position ahead of the time that has passed is cut back to it, so seeking forward
 * (or reporting the end at once) gains nothing.
 */
export const WATCHED_FRACTION = 0.9;
/** Players report every few seconds; this much lead over the clock is network and rounding. */
export const POSITION_LEAD_SECONDS = 2;

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
