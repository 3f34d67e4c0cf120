import { z } from '../zod.js';

/** Verified watching (docs/product/content-and-earning.md, Watching): the server's clock's answers. */

/**
 * POST watch-sessions: the session the player reports to, the video's length the server knows,
 * the position the server has recorded (0 for a new session, where the player continues from for
 * one that was left) and whether it already counts as watched.
 */
export const watchSessionStartedSchema = z.object({
  id: z.string(),
  duration_seconds: z.number().int(),
  position: z.number().int(),
  watched: z.boolean(),
});
export type WatchSessionStarted = z.infer<typeof watchSessionStartedSchema>;

/** GET watch-sessions/resumable: the session a player coming back continues, or null. */
export const resumableWatchSessionSchema = z.object({ session: watchSessionStartedSchema.nullable() });
export type ResumableWatchSession = z.infer<typeof resumableWatchSessionSchema>;

/** POST watch-sessions/{id}/progress: whether the watch now counts, and the position the server credits. */
export const watchProgressResultSchema = z.object({ watched: z.boolean(), position: z.number() });
export type WatchProgressResult = z.infer<typeof watchProgressResultSchema>;
