import { indiaDate, type VideoKind } from '@portal/shared';
import type { Database, Queryable } from '../../db/client.js';
import type { Actor } from '../../lib/auth.js';
import { fieldError } from '../../lib/errors.js';
import * as contentService from '../content/content.service.js';
import * as earningService from '../earning/earning.service.js';
import * as learningService from '../learning/learning.service.js';
import * as watchingService from '../watching/watching.service.js';

/**
 * The player starts watching (docs/product/content-and-earning.md, Watching). A module above
 * watching, learning and earning: it asks content, learning and earning what the user may watch
 * now, then watching opens the session; learning and earning ask watching what was watched, so
 * no two modules import each other (docs/decisions/016-module-boundaries.md).
 */

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
  return watchingService.openSession({ db, userId: actor.id, video, attemptId: watchable.attemptId, now });
}
