import type { Queryable } from '../../db/client.js';
import * as watchingRepo from './watching.repository.js';
import { watchWindow, type WatchTask } from './watching.rules.js';

/**
 * Has the user watched for this task: a verified session of the task's video, opened for this
 * promotion attempt, or started on the daily or training task's India day
 * (docs/product/content-and-earning.md, Watching). Every "watched?" in the portal asks here.
 * Learning and earning ask it; the session start that asks them what may be watched now lives in
 * the player module above them (docs/decisions/016-module-boundaries.md).
 */
export async function isWatched(q: Queryable, userId: number, task: WatchTask): Promise<boolean> {
  return (await watchingRepo.findWatched(q, userId, watchWindow(task))) !== null;
}
