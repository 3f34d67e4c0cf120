import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { addDays, indiaDate, type PromotionServe } from '@portal/shared';
import { rowsOf } from '../../db/client.js';
import { dailyVideoViews, quizAttempts, trainingProgress, watchSessions } from '../../db/schema.js';
import { asSession, loginRoot, registerAndLogin, type Session } from '../../test/fixtures.js';
import {
  actorOf,
  indiaTime,
  openGates,
  promoterAt,
  promotionVideo as scheduledPromotionVideo,
  watchedAt,
  type Member,
} from '../../test/programme.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import * as earningService from '../earning/earning.service.js';
import * as learningService from '../learning/learning.service.js';
import * as playerService from '../player/player.service.js';
import * as watchingRepo from './watching.repository.js';
import * as watchingService from './watching.service.js';

/**
 * A watch session is tied to what the server served and ends at a bound
 * (docs/product/content-and-earning.md, Watching): the security review opened sessions on every
 * video in advance, waited once, and later a single report opened the quiz, completed a training
 * day with no watching that day, and recorded the daily video. Each attack is replayed here.
 */

let t: TestApp;
let root: Session;
type User = Member;

const youtube = 'https://youtu.be/dQw4w9WgXcQ';
const today = indiaDate();
const post = (session: Session, url: string, payload: Record<string, unknown>) =>
  t.app.inject(asSession(session, { method: 'POST', url: `/api/v1/${url}`, payload }));
const sessionsOf = (user: Session) => t.db.$count(watchSessions, eq(watchSessions.userId, user.userId));

async function video(url: string, fields: Record<string, unknown>): Promise<number> {
  const made = await post(root, url, { youtube_url: youtube, ...fields });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().id as number;
}

/** A session started at `start` whose end is reported once its whole length has passed on that clock. */
const watchAt = (user: User, kind: 'daily' | 'training', videoId: number, start: Date) =>
  watchedAt(t, user, kind, videoId, start);

type Ready = Extract<PromotionServe, { state: 'ready' }>;

/** A promotion video on a date, session and order, with one question. */
const promotionVideo = (date: string, session: number, order: number) =>
  scheduledPromotionVideo(t, root, {
    date,
    session,
    order,
    questions: [{ en: 'Right?', ta: 'சரி?', weights: [10, 10, 10, 10, 10] }],
  });

/** A promoter at a level, under the root. */
const promoter = (level: number) => promoterAt(t, level, root);

/** A verified watch of a served promotion video, started at `start`. */
async function watchPromotion(user: User, videoId: number, start: Date) {
  const { watched } = await watchedAt(t, user, 'promotion', videoId, start);
  expect(watched).toBe(true);
}

let todaysDaily: number;
let tomorrowsDaily: number;
let trainingDay1: number;
let trainingDay2: number;

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
  await openGates(t);
  todaysDaily = await video('daily-videos', { title: 'Today', duration_seconds: 3, showing_date: today });
  tomorrowsDaily = await video('daily-videos', {
    title: 'Tomorrow',
    duration_seconds: 3,
    showing_date: addDays(today, 1),
  });
  trainingDay1 = await video('training-videos', { title: 'Day 1', duration_seconds: 120, day: 1 });
  trainingDay2 = await video('training-videos', { title: 'Day 2', duration_seconds: 60, day: 2 });
});
afterAll(() => t.close());

describe('a watch session starts only for what the user may watch now', () => {
  it('refuses tomorrow’s daily video, a training day not open, and promotion videos not served, writing no session', async () => {
    const user = await promoter(1);
    const tomorrowsPromotion = await promotionVideo(addDays(today, 1), 1, 1);
    const refusals: [string, number, string][] = [
      ['daily', tomorrowsDaily, "This is not today's daily video"],
      ['training', trainingDay2, 'This is not the video of your open training day'],
      [
        'promotion',
        tomorrowsPromotion,
        'This promotion video was not served to you in this session: open Promotion Videos again',
      ],
    ];
    for (const [kind, id, message] of refusals) {
      const refused = await post(user, 'watch-sessions', { video_kind: kind, video_id: id });
      expect(refused.statusCode, `${kind}: ${refused.body}`).toBe(422);
      expect(refused.json().errors).toEqual({ video_id: [message] });
    }
    expect(await sessionsOf(user)).toBe(0);
    // What is open to them now starts.
    expect(
      (await post(user, 'watch-sessions', { video_kind: 'daily', video_id: todaysDaily })).statusCode,
    ).toBe(201);
    expect(
      (await post(user, 'watch-sessions', { video_kind: 'training', video_id: trainingDay1 })).statusCode,
    ).toBe(201);
    expect(await sessionsOf(user)).toBe(2);
  });

  it('a video of another kind is no video of that kind', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const wrongKind = await post(user, 'watch-sessions', { video_kind: 'daily', video_id: trainingDay1 });
    expect(wrongKind.statusCode).toBe(422);
    expect(wrongKind.json().errors.video_id).toEqual(['No daily video has this id']);
  });
});

describe('a session’s clock', () => {
  it('reporting 100 % at once, or seeking to the end, is not watched; another user’s session is not found', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const session = await post(user, 'watch-sessions', { video_kind: 'training', video_id: trainingDay1 });
    expect(session.statusCode, session.body).toBe(201);
    expect(session.json().duration_seconds).toBe(120);
    const atOnce = await post(user, `watch-sessions/${session.json().id}/progress`, { position: 120 });
    expect(atOnce.json().watched).toBe(false);
    expect(atOnce.json().position).toBeLessThan(10);
    const other = await registerAndLogin(t.app, root.promoterCode);
    expect(
      (await post(other, `watch-sessions/${session.json().id}/progress`, { position: 1 })).statusCode,
    ).toBe(404);
  });

  it('a real-time run on a 3-second video is watched', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const { id } = (
      await post(user, 'watch-sessions', { video_kind: 'daily', video_id: todaysDaily })
    ).json();
    const started = Date.now();
    let watched = false;
    // The player reports every few hundred milliseconds while the clip plays, as a real one would.
    while (!watched && Date.now() - started < 10_000) {
      const position = Math.min(3, (Date.now() - started) / 1000);
      watched = (await post(user, `watch-sessions/${id}/progress`, { position })).json().watched;
      if (!watched) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(watched).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2700);
  });

  it('opened early and reported on past its bound (3 × length + 10 min), a session counts for nothing', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const actor = actorOf(user);
    const opened = new Date();
    const session = await playerService.startSession({
      db: t.db,
      actor,
      kind: 'daily',
      videoId: todaysDaily,
      now: opened,
    });
    const [row] = await t.db.select().from(watchSessions).where(eq(watchSessions.id, session.id));
    expect(row!.expiresAt).toEqual(new Date(opened.getTime() + (3 * 3 + 600) * 1000));
    await expect(
      watchingService.reportProgress({
        db: t.db,
        actor,
        id: session.id,
        position: 3,
        now: new Date(row!.expiresAt.getTime() + 1000),
      }),
    ).rejects.toMatchObject({
      statusCode: 410,
      message: 'This viewing has timed out: play the video again from the start',
    });
    const [after] = await t.db.select().from(watchSessions).where(eq(watchSessions.id, session.id));
    expect(after).toMatchObject({ watchedAt: null, position: 0 });
    const marked = await post(user, 'daily-videos-watched', { video_id: todaysDaily });
    expect(marked.statusCode).toBe(400);
    expect(await t.db.$count(dailyVideoViews, eq(dailyVideoViews.userId, user.userId))).toBe(0);
  });
});

describe('coming back to a session (docs/decisions/161-resume-the-same-watch-session.md)', () => {
  const get = (session: Session, url: string) =>
    t.app.inject(asSession(session, { method: 'GET', url: `/api/v1/${url}` }));
  const resumable = (user: Session, kind: string, id: number) =>
    get(user, `watch-sessions/resumable?video_kind=${kind}&video_id=${id}`);

  it('continues the running session at the position the server recorded, its clock unchanged', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const actor = actorOf(user);
    expect((await resumable(user, 'training', trainingDay1)).json()).toEqual({ session: null });

    const opened = new Date();
    const first = await playerService.startSession({
      db: t.db,
      actor,
      kind: 'training',
      videoId: trainingDay1,
      now: opened,
    });
    expect(first).toMatchObject({ duration_seconds: 120, position: 0, watched: false });
    const later = (seconds: number) => new Date(opened.getTime() + seconds * 1000);
    await watchingService.reportProgress({ db: t.db, actor, id: first.id, position: 50, now: later(50) });

    // The page is left and opened again: the screen is told where to continue from.
    const found = await resumable(user, 'training', trainingDay1);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual({
      session: { id: first.id, duration_seconds: 120, position: 50, watched: false },
    });
    // Play starts the same session, not a new one: no new row, the clock of the first start.
    const again = await post(user, 'watch-sessions', { video_kind: 'training', video_id: trainingDay1 });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toEqual({ id: first.id, duration_seconds: 120, position: 50, watched: false });
    expect(await sessionsOf(user)).toBe(1);
    const [row] = await t.db.select().from(watchSessions).where(eq(watchSessions.id, first.id));
    expect(row!.startedAt).toEqual(opened);

    // What was verified stays verified when the player comes back.
    await watchingService.reportProgress({ db: t.db, actor, id: first.id, position: 110, now: later(110) });
    const afterWatch = await playerService.startSession({
      db: t.db,
      actor,
      kind: 'training',
      videoId: trainingDay1,
      now: later(200),
    });
    expect(afterWatch).toEqual({ id: first.id, duration_seconds: 120, position: 110, watched: true });
  });

  it('a session past its bound or another user’s is not continued', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const actor = actorOf(user);
    const opened = new Date();
    const first = await playerService.startSession({
      db: t.db,
      actor,
      kind: 'daily',
      videoId: todaysDaily,
      now: opened,
    });
    await watchingService.reportProgress({
      db: t.db,
      actor,
      id: first.id,
      position: 1,
      now: new Date(opened.getTime() + 1000),
    });
    // Another user watching the same video gets a session of their own.
    const other = await registerAndLogin(t.app, root.promoterCode);
    expect((await resumable(other, 'daily', todaysDaily)).json()).toEqual({ session: null });
    const theirs = await post(other, 'watch-sessions', { video_kind: 'daily', video_id: todaysDaily });
    expect(theirs.json()).toMatchObject({ position: 0, watched: false });
    expect(theirs.json().id).not.toBe(first.id);

    // Past the bound (3 × 3 s + 10 min) it is over: a new session starts from 0.
    const [row] = await t.db.select().from(watchSessions).where(eq(watchSessions.id, first.id));
    const pastBound = new Date(row!.expiresAt.getTime() + 1000);
    expect(
      await playerService.resumableSession({
        db: t.db,
        actor,
        kind: 'daily',
        videoId: todaysDaily,
        now: pastBound,
      }),
    ).toEqual({ session: null });
    const fresh = await playerService.startSession({
      db: t.db,
      actor,
      kind: 'daily',
      videoId: todaysDaily,
      now: pastBound,
    });
    expect(fresh.id).not.toBe(first.id);
    expect(fresh).toMatchObject({ position: 0, watched: false });
    expect(await sessionsOf(user)).toBe(2);
  });

  it('is asked only of what the user may watch now, naming the field', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const refused = await resumable(user, 'daily', tomorrowsDaily);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ video_id: ["This is not today's daily video"] });
    const badKind = await get(user, `watch-sessions/resumable?video_kind=weekly&video_id=${todaysDaily}`);
    expect(badKind.statusCode).toBe(422);
    expect(Object.keys(badKind.json().errors)).toEqual(['video_kind']);
  });
});

describe('progress reports that change nothing write nothing (docs/decisions/164-progress-reports-that-write-nothing.md)', () => {
  /** The row's position and its system columns: xmin moves on a write, xmax on a row lock. */
  async function rowState(id: string) {
    const rows = rowsOf<{ position: number; xmin: string; xmax: string }>(
      await t.db.execute(
        sql`select position, xmin::text as xmin, xmax::text as xmax from watch_sessions where id = ${id}`,
      ),
    );
    return rows[0]!;
  }

  it('a playing report short of a checkpoint neither writes nor locks; a pause, a checkpoint and the watch do', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const actor = actorOf(user);
    const opened = new Date();
    const later = (seconds: number) => new Date(opened.getTime() + seconds * 1000);
    const session = await playerService.startSession({
      db: t.db,
      actor,
      kind: 'training',
      videoId: trainingDay1,
      now: opened,
    });
    const report = (position: number, seconds: number, paused = false) =>
      watchingService.reportProgress({
        db: t.db,
        actor,
        id: session.id,
        position,
        paused,
        now: later(seconds),
      });
    const started = await rowState(session.id);

    // Playing: 5 s and 10 s in, answered from the row, nothing written or locked.
    expect(await report(5, 5)).toEqual({ watched: false, position: 5 });
    expect(await report(10, 10)).toEqual({ watched: false, position: 10 });
    // A jump ahead is still cut back to the clock, and writes nothing either.
    expect(await report(100, 11)).toEqual({ watched: false, position: 13 });
    expect(await rowState(session.id)).toEqual(started);

    // A pause is remembered (a player coming back continues there).
    expect(await report(12, 12, true)).toEqual({ watched: false, position: 12 });
    const paused = await rowState(session.id);
    expect(paused.position).toBe(12);
    expect(paused.xmin).not.toBe(started.xmin);
    // Playing on: nothing until the next checkpoint, 15 s past the recorded position.
    expect(await report(20, 20)).toEqual({ watched: false, position: 20 });
    expect(await rowState(session.id)).toEqual(paused);
    expect(await report(27, 27)).toEqual({ watched: false, position: 27 });
    expect((await rowState(session.id)).position).toBe(27);
    // The watch counts at 90 % of 120 s on the server's clock, and is recorded.
    expect(await report(108, 108)).toEqual({ watched: true, position: 108 });
    const [row] = await t.db.select().from(watchSessions).where(eq(watchSessions.id, session.id));
    expect(row).toMatchObject({ position: 108, watchedAt: later(108) });
  });

  it('a report that writes is one guarded statement: a later, smaller one never lowers the position, and the watch keeps its first time', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const other = await registerAndLogin(t.app, root.promoterCode);
    const opened = new Date();
    const later = (seconds: number) => new Date(opened.getTime() + seconds * 1000);
    const session = await playerService.startSession({
      db: t.db,
      actor: actorOf(user),
      kind: 'training',
      videoId: trainingDay1,
      now: opened,
    });
    // Two tabs: the one that read the row before the other recorded 40 s writes 30 s after it.
    expect(await watchingRepo.recordProgress(t.db, session.id, user.userId, 40, null)).toEqual({
      position: 40,
      watchedAt: null,
    });
    expect(await watchingRepo.recordProgress(t.db, session.id, user.userId, 30, null)).toEqual({
      position: 40,
      watchedAt: null,
    });
    // The watch counts once, at its first report's time; a second counting report keeps it.
    expect(await watchingRepo.recordProgress(t.db, session.id, user.userId, 108, later(108))).toEqual({
      position: 108,
      watchedAt: later(108),
    });
    expect(await watchingRepo.recordProgress(t.db, session.id, user.userId, 110, later(110))).toEqual({
      position: 110,
      watchedAt: later(108),
    });
    // Another user's report changes nothing.
    const before = await rowState(session.id);
    expect(await watchingRepo.recordProgress(t.db, session.id, other.userId, 120, later(120))).toBeNull();
    expect(await rowState(session.id)).toEqual(before);
  });
});

describe('the daily video, by the India day', () => {
  it('a watch started on the India day before does not count today, even when verified after midnight', async () => {
    // The only rotation-pool video: the daily video of every day without a scheduled one.
    const pool = await video('daily-videos', {
      title: 'Pool',
      duration_seconds: 600,
      showing_date: '2020-01-01',
      in_rotation: true,
    });
    const day = '2031-05-10';
    const user = await registerAndLogin(t.app, root.promoterCode);
    const actor = actorOf(user);
    const beforeMidnight = indiaTime(addDays(day, -1), '23:55:00');
    // Started before midnight and verified ten minutes later, on `day`.
    expect((await watchAt(user, 'daily', pool, beforeMidnight)).watched).toBe(true);
    await expect(
      learningService.markDailyVideoWatched({
        db: t.db,
        actor,
        videoId: pool,
        now: indiaTime(day, '00:06:00'),
      }),
    ).rejects.toThrow('Watch the whole video first: it counts once it has played to the end');
    expect(await t.db.$count(dailyVideoViews, eq(dailyVideoViews.userId, user.userId))).toBe(0);

    expect((await watchAt(user, 'daily', pool, indiaTime(day, '00:10:00'))).watched).toBe(true);
    const marked = await learningService.markDailyVideoWatched({
      db: t.db,
      actor,
      videoId: pool,
      now: indiaTime(day, '00:21:00'),
    });
    expect(marked).toEqual({ date: day, watched: true });
    const views = await t.db.select().from(dailyVideoViews).where(eq(dailyVideoViews.userId, user.userId));
    expect(views.map((view) => [view.viewDate, view.videoId])).toEqual([[day, pool]]);
  });
});

describe('a training day', () => {
  it('completes only with a watch started that India day; the next day’s video cannot be watched ahead', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const actor = actorOf(user);
    const day = '2031-06-01';
    const at = (date: string, time: string) => indiaTime(date, time);
    expect((await watchAt(user, 'training', trainingDay1, at(day, '09:00:00'))).watched).toBe(true);
    await learningService.completeTrainingDay({ db: t.db, actor, day: 1, now: at(day, '09:10:00') });
    // Day 2 opens tomorrow: its video cannot be watched today, to be counted then.
    await expect(
      playerService.startSession({
        db: t.db,
        actor,
        kind: 'training',
        videoId: trainingDay2,
        now: at(day, '09:20:00'),
      }),
    ).rejects.toMatchObject({ statusCode: 422 });

    // Watched on the day it opened, but completed the day after: not watched that day.
    expect((await watchAt(user, 'training', trainingDay2, at(addDays(day, 1), '09:00:00'))).watched).toBe(
      true,
    );
    await expect(
      learningService.completeTrainingDay({ db: t.db, actor, day: 2, now: at(addDays(day, 2), '09:00:00') }),
    ).rejects.toThrow("Watch day 2's video to the end today first");
    const completions = () =>
      t.db.select().from(trainingProgress).where(eq(trainingProgress.userId, user.userId));
    expect((await completions()).map((row) => row.day)).toEqual([1]);
    const current = await learningService.currentTraining({
      db: t.db,
      actor,
      language: 'en',
      now: at(addDays(day, 2), '09:00:00'),
    });
    expect(current).toMatchObject({ day: 2, watched: false });

    expect((await watchAt(user, 'training', trainingDay2, at(addDays(day, 2), '10:00:00'))).watched).toBe(
      true,
    );
    await learningService.completeTrainingDay({
      db: t.db,
      actor,
      day: 2,
      now: at(addDays(day, 2), '10:05:00'),
    });
    expect((await completions()).map((row) => row.day).sort()).toEqual([1, 2]);
  });
});

describe('a promotion video', () => {
  it('is watched in a session tied to its served attempt, which opens that quiz; not before the serve, nor after the quiz started', async () => {
    const date = addDays(today, 30);
    await promotionVideo(date, 1, 1);
    await promotionVideo(date, 1, 2);
    const user = await promoter(1);
    const actor = actorOf(user);
    const morning = indiaTime(date, '10:00:00');
    const served = (await earningService.serveVideo({ db: t.db, actor, now: morning })) as Ready;
    expect(served.state).toBe('ready');
    await watchPromotion(user, served.video.id, morning);
    const [session] = await t.db
      .select()
      .from(watchSessions)
      .where(and(eq(watchSessions.userId, user.userId), isNotNull(watchSessions.watchedAt)));
    expect(session!.attemptId).toBe(served.attempt_id);
    await earningService.startQuiz({
      db: t.db,
      actor,
      attemptId: served.attempt_id,
      language: 'en',
      now: new Date(morning.getTime() + 60_000),
    });
    const [attempt] = await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, served.attempt_id));
    expect(attempt!.quizStartedAt).toEqual(new Date(morning.getTime() + 60_000));
    // Its quiz has started: the video serves no further session.
    await expect(
      playerService.startSession({
        db: t.db,
        actor,
        kind: 'promotion',
        videoId: served.video.id,
        now: new Date(morning.getTime() + 120_000),
      }),
    ).rejects.toMatchObject({ statusCode: 422 });
    // In the evening the morning's video is no longer served.
    await expect(
      playerService.startSession({
        db: t.db,
        actor,
        kind: 'promotion',
        videoId: served.video.id,
        now: indiaTime(date, '18:00:00'),
      }),
    ).rejects.toMatchObject({ statusCode: 422 });
    expect(await sessionsOf(user)).toBe(1);
  });

  it('a session opened for one attempt does not open another attempt’s quiz', async () => {
    const date = addDays(today, 31);
    await promotionVideo(date, 1, 1);
    const user = await promoter(1);
    const actor = actorOf(user);
    const morning = indiaTime(date, '10:00:00');
    const served = (await earningService.serveVideo({ db: t.db, actor, now: morning })) as Ready;
    await watchPromotion(user, served.video.id, morning);
    // The session is re-pointed at no attempt (as one opened before the serve would be): it no
    // longer counts for the served attempt, though it was verified after the serve.
    await t.db.update(watchSessions).set({ attemptId: null }).where(eq(watchSessions.userId, user.userId));
    await expect(
      earningService.startQuiz({
        db: t.db,
        actor,
        attemptId: served.attempt_id,
        language: 'en',
        now: morning,
      }),
    ).rejects.toThrow('Watch the video to the end first: the quiz opens after it');
    const again = await earningService.serveVideo({ db: t.db, actor, now: morning });
    expect(again).toMatchObject({ state: 'ready', attempt_id: served.attempt_id, watched: false });
  });
});
