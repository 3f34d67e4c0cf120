/**
 * Verified watching (docs/product/content-and-earning.md, Watching), the numbers the server's
 * rules and the player's words share.
 */

/** A video counts as watched once position and real time both reach this share of its length. */
export const WATCHED_FRACTION = 0.9;
/** Players report every few seconds; this much lead over the clock is network and rounding. */
export const POSITION_LEAD_SECONDS = 2;
/**
 * The player is this far ahead of what the server credited before the screen says the skip did
 * not count: beyond the lead the server already allows, and beyond its rounding down to whole
 * seconds, so playing normally never shows it.
 */
export const SKIP_NOTICE_SECONDS = POSITION_LEAD_SECONDS + 2;

/**
 * Whether a progress answer shows a skip that did not count, and the seconds of watching still
 * needed from what the server credited: null while the player and the server's clock agree.
 */
export function skippedAhead({
  playerPosition,
  creditedPosition,
  durationSeconds,
}: {
  playerPosition: number;
  creditedPosition: number;
  durationSeconds: number;
}): { secondsLeft: number } | null {
  if (playerPosition - creditedPosition <= SKIP_NOTICE_SECONDS) return null;
  const needed = durationSeconds * WATCHED_FRACTION;
  return { secondsLeft: Math.max(1, Math.ceil(needed - creditedPosition)) };
}
