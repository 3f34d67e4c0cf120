import { z } from '../zod.js';

/** Verified watching (docs/product/content-and-earning.md, Watching): the server's clock's answers. */

/** POST watch-sessions: the session the player reports to, and the video's length the server knows. */
export const watchSessionStartedSchema = z.object({ id: z.string(), duration_seconds: z.number().int() });
export type WatchSessionStarted = z.infer<typeof watchSessionStartedSchema>;

/** POST watch-sessions/{id}/progress: whether the watch now counts, and the position the server credits. */
export const watchProgressResultSchema = z.object({ watched: z.boolean(), position: z.number() });
export type WatchProgressResult = z.infer<typeof watchProgressResultSchema>;
