import { indiaDate, type VideoKind } from '@portal/shared';
import type { Database, Queryable } from '../../db/client.js';
import type { Actor } from '../../lib/auth.js';
import { fieldError } from '../../lib/errors.js';
import * as contentService from '../content/content.service.js';
import * as earningService from '../earning/earning.service.js';
import * as learningService from '../learning/learning.service.js';
import * as watchingService from '../watching/watching.service.js';
import type { WatchTask } from '../watching/watching.service.js';

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
 * served to them in the current session whose quiz has not started. The task it is watched for,
 * a promotion video's naming its attempt (the session serves that attempt and no other); null
 * when the video is not one of those.
 */
async function watchableNow(
  q: Queryable,
  userId: number,
  kind: VideoKind,
  videoId: number,
  now: Date,
): Promise<WatchTask | null> {
  const date = indiaDate(now);
  if (kind === 'daily') {
    const video = await contentService.dailyVideoFor(q, date);
    return video?.id === videoId ? { kind, videoId, date } : null;
  }
  if (kind === 'training') {
    const video = await learningService.openTrainingVideo(q, userId, now);
    return video?.id === videoId ? { kind, videoId, date } : null;
  }
  const attemptId = await earningService.attemptToWatch(q, userId, videoId, now);
  return attemptId === null ? null : { kind, videoId, attemptId };
}

interface WatchRequest {
  db: Database;
  actor: Actor;
  kind: VideoKind;
  videoId: number;
  now?: Date;
}

/** The video and the task it may be watched for now; refused by field when it may not. */
async function checkWatchable({ db, actor, kind, videoId, now }: Required<WatchRequest>) {
  const video = await contentService.findVideo(db, videoId, kind);
  if (!video) throw fieldError('video_id', `No ${kind} video has this id`);
  const task = await watchableNow(db, actor.id, kind, videoId, now);
  if (!task) throw fieldError('video_id', NOT_WATCHABLE[kind]);
  return { video, task };
}

/**
 * POST watch-sessions: the player starts watching a video the user may watch now. A session of
 * the same task still running continues where the server has it (the user left and came back);
 * else the server's clock starts now (docs/decisions/161-resume-the-same-watch-session.md).
 */
export async function startSession({ now = new Date(), ...request }: WatchRequest) {
  const { video, task } = await checkWatchable({ ...request, now });
  return watchingService.resumeOrOpenSession({ db: request.db, userId: request.actor.id, video, task, now });
}

/**
 * GET watch-sessions/resumable: the session a player coming back would continue, so the screen
 * can say "Continue from 1:23" before play; null when none runs.
 */
export async function resumableSession({ now = new Date(), ...request }: WatchRequest) {
  const { task } = await checkWatchable({ ...request, now });
  return { session: await watchingService.resumableSession(request.db, request.actor.id, task, now) };
}
