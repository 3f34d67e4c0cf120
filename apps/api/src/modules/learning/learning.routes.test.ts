import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays, indiaDate, Role } from '@portal/shared';
import { dailyVideoViews, trainingQuizResults, watchSessions } from '../../db/schema.js';
import type { Actor } from '../../lib/auth.js';
import { asSession, loginRoot, registerAndLogin, type Session } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import * as watchingService from '../watching/watching.service.js';
import * as learningService from './learning.service.js';

let t: TestApp;
let root: Session;

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
});
afterAll(() => t.close());

const youtube = 'https://youtu.be/dQw4w9WgXcQ';
const post = (session: Session, url: string, payload: Record<string, unknown>) =>
  t.app.inject(asSession(session, { method: 'POST', url: `/api/v1/${url}`, payload }));
const get = (session: Session, url: string, query: Record<string, string> = {}) =>
  t.app.inject(asSession(session, { url: `/api/v1/${url}`, query }));
const put = (session: Session, url: string, payload: Record<string, unknown>) =>
  t.app.inject(asSession(session, { method: 'PUT', url: `/api/v1/${url}`, payload }));
const actorOf = (session: Session & { username: string }): Actor => ({
  id: session.userId,
  username: session.username,
  role: Role.User,
  sessionId: 'test',
  ip: '127.0.0.1',
});

/** Watches a video in a session whose clock runs from `start`: reports the end at `start + duration`. */
async function watchedWithClock(
  session: Session & { username: string },
  kind: 'daily' | 'training',
  videoId: number,
) {
  const actor = actorOf(session);
  const started = await watchingService.startSession({ db: t.db, actor, kind, videoId });
  const [row] = await t.db.select().from(watchSessions).where(eq(watchSessions.id, started.id));
  return watchingService.reportProgress({
    db: t.db,
    actor,
    id: started.id,
    position: started.duration_seconds,
    now: new Date(row!.startedAt.getTime() + started.duration_seconds * 1000),
  });
}

describe('watch sessions', () => {
  it('reporting 100 % at once, or seeking to the end, is not watched', async () => {
    const video = (
      await post(root, 'training-videos', {
        title: 'Seek',
        youtube_url: youtube,
        duration_seconds: 120,
        day: 7,
      })
    ).json();
    const user = await registerAndLogin(t.app, root.promoterCode);
    const session = await post(user, 'watch-sessions', { video_kind: 'training', video_id: video.id });
    expect(session.statusCode, session.body).toBe(201);
    expect(session.json().duration_seconds).toBe(120);
    const atOnce = await post(user, `watch-sessions/${session.json().id}/progress`, { position: 120 });
    expect(atOnce.json().watched).toBe(false);
    expect(atOnce.json().position).toBeLessThan(10);
    const other = await registerAndLogin(t.app, root.promoterCode);
    expect(
      (await post(other, `watch-sessions/${session.json().id}/progress`, { position: 1 })).statusCode,
    ).toBe(404);
    expect((await post(user, 'watch-sessions', { video_kind: 'daily', video_id: video.id })).statusCode).toBe(
      422,
    );
  });

  it('a real-time run on a 3-second video is watched', async () => {
    const video = (
      await post(root, 'daily-videos', {
        title: 'Short',
        youtube_url: youtube,
        duration_seconds: 3,
        showing_date: '2027-02-01',
      })
    ).json();
    const user = await registerAndLogin(t.app, root.promoterCode);
    const { id } = (await post(user, 'watch-sessions', { video_kind: 'daily', video_id: video.id })).json();
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
});

describe('the daily video', () => {
  it("is today's scheduled video, else the rotation pool's turn; watched only after a verified session", async () => {
    const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
    const user = await registerAndLogin(t.app, root.promoterCode);
    expect((await get(user, 'daily-videos-today')).json()).toMatchObject({
      date: today,
      video: null,
      watched: false,
    });
    const pool = (
      await post(root, 'daily-videos', {
        title: 'Pool',
        youtube_url: youtube,
        duration_seconds: 30,
        showing_date: '2020-01-01',
        in_rotation: true,
      })
    ).json();
    expect((await get(user, 'daily-videos-today')).json().video.id).toBe(pool.id);
    const scheduled = (
      await post(root, 'daily-videos', {
        title: 'Today',
        youtube_url: youtube,
        duration_seconds: 30,
        showing_date: today,
      })
    ).json();
    expect((await get(user, 'daily-videos-today')).json().video).toMatchObject({
      id: scheduled.id,
      url: youtube,
    });

    const early = await post(user, 'daily-videos-watched', { video_id: scheduled.id });
    expect(early.statusCode).toBe(400);
    expect((await post(user, 'daily-videos-watched', { video_id: pool.id })).statusCode).toBe(422);
    expect((await watchedWithClock(user, 'daily', scheduled.id)).watched).toBe(true);
    expect((await post(user, 'daily-videos-watched', { video_id: scheduled.id })).json()).toEqual({
      date: today,
      watched: true,
    });
    expect((await get(user, 'daily-videos-status')).json()).toEqual({ date: today, watched: true });
  });
});

describe('the daily video, by the India day', () => {
  it('a watch verified on the India day before does not count today, even an hour and a half before', async () => {
    const day = addDays(indiaDate(), 3);
    const video = (
      await post(root, 'daily-videos', {
        title: 'Tomorrow at midnight',
        youtube_url: youtube,
        duration_seconds: 30,
        showing_date: day,
      })
    ).json();
    const user = await registerAndLogin(t.app, root.promoterCode);
    const actor = actorOf(user);
    /** A watch session whose end is reported at `at` (the server's clock, injected). */
    const watchedAt = async (at: Date) => {
      const started = await watchingService.startSession({
        db: t.db,
        actor,
        kind: 'daily',
        videoId: video.id,
      });
      return watchingService.reportProgress({ db: t.db, actor, id: started.id, position: 30, now: at });
    };
    const lateEvening = new Date(`${addDays(day, -1)}T17:30:00Z`); // 23:00 India, the day before
    const justAfterMidnight = new Date(`${addDays(day, -1)}T19:00:00Z`); // 00:30 India on `day`
    expect((await watchedAt(lateEvening)).watched).toBe(true);
    await expect(
      learningService.markDailyVideoWatched({ db: t.db, actor, videoId: video.id, now: justAfterMidnight }),
    ).rejects.toThrow('Watch the whole video first: it counts once it has played to the end');
    expect(await t.db.$count(dailyVideoViews, eq(dailyVideoViews.userId, user.userId))).toBe(0);

    expect((await watchedAt(new Date(justAfterMidnight.getTime() + 60_000))).watched).toBe(true);
    const marked = await learningService.markDailyVideoWatched({
      db: t.db,
      actor,
      videoId: video.id,
      now: new Date(justAfterMidnight.getTime() + 120_000),
    });
    expect(marked).toEqual({ date: day, watched: true });
    const views = await t.db.select().from(dailyVideoViews).where(eq(dailyVideoViews.userId, user.userId));
    expect(views.map((view) => [view.viewDate, view.videoId])).toEqual([[day, video.id]]);
  });
});

describe('the training programme', () => {
  let day1: number;
  beforeAll(async () => {
    day1 = (
      await post(root, 'training-videos', {
        title: 'Day 1',
        youtube_url: youtube,
        duration_seconds: 60,
        day: 1,
      })
    ).json().id;
    await post(root, 'training-video-quizzes', {
      video_id: day1,
      question: { en: 'Two plus two?', ta: 'இரண்டும் இரண்டும்?' },
      choices: [
        { en: 'Four', ta: 'நான்கு', correct: true },
        { en: 'Five', ta: 'ஐந்து', correct: false },
      ],
    });
    await post(root, 'training-video-quizzes', {
      video_id: day1,
      question: { en: 'Capital of India?', ta: 'இந்தியாவின் தலைநகரம்?' },
      choices: [
        { en: 'Mumbai', ta: 'மும்பை', correct: false },
        { en: 'New Delhi', ta: 'புது தில்லி', correct: true },
        { en: 'Kolkata', ta: 'கொல்கத்தா', correct: false },
      ],
    });
    await post(root, 'training-videos', {
      title: 'Day 2',
      youtube_url: youtube,
      duration_seconds: 60,
      day: 2,
    });
  });

  it('serves the open day in the chosen language, never with the correct choices', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const tamil = await get(user, 'user-training-current', { language: 'ta' });
    expect(tamil.statusCode, tamil.body).toBe(200);
    const body = tamil.json();
    expect(body).toMatchObject({ day: 1, complete: false, watched: false, quiz_enabled: true, quiz: null });
    expect(body.days.map((day: { state: string }) => day.state)).toEqual([
      'open',
      ...Array(6).fill('locked'),
    ]);
    expect(body.questions.map((question: { text: string }) => question.text)).toEqual([
      'இரண்டும் இரண்டும்?',
      'இந்தியாவின் தலைநகரம்?',
    ]);
    expect(tamil.body).not.toMatch(/correct|is_correct|isCorrect/);
    // The contract: the open day's video to play, and its questions without any correct flag.
    expect(body.video).toMatchObject({ id: day1, url: youtube, duration_seconds: 60 });
    for (const question of body.questions) {
      expect(Object.keys(question).sort()).toEqual(['choices', 'id', 'text', 'time_limit']);
      expect(question.id).toEqual(expect.any(Number));
      for (const choice of question.choices) {
        expect(Object.keys(choice).sort()).toEqual(['id', 'text']);
        expect(choice).toEqual({ id: expect.any(Number), text: expect.any(String) });
      }
    }
    expect(body.questions[1].choices.map((choice: { text: string }) => choice.text)).toEqual([
      'மும்பை',
      'புது தில்லி',
      'கொல்கத்தா',
    ]);
  });

  it('grades against the pass mark of Promotion Settings, not a fixed 50 %', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    await watchedWithClock(user, 'training', day1);
    const { questions } = (await get(user, 'user-training-current', { language: 'en' })).json();
    const choiceOf = (q: { choices: { id: number; text: string }[] }, text: string) =>
      q.choices.find((choice) => choice.text === text)!.id;
    const halfRight = [{ question_id: questions[0].id, choice_id: choiceOf(questions[0], 'Four') }];
    const result = () =>
      t.db
        .select()
        .from(trainingQuizResults)
        .where(and(eq(trainingQuizResults.userId, user.userId), eq(trainingQuizResults.day, 1)));
    expect((await put(root, 'programme-settings', { training_pass_percent: 60 })).statusCode).toBe(200);
    try {
      const graded = await post(user, 'training-quiz-result', { day: 1, language: 'en', answers: halfRight });
      expect(graded.json()).toMatchObject({ score: 1, total: 2, passed: false, pass_percent: 60 });
      expect((await result())[0]).toMatchObject({ score: 1, total: 2, passed: false });
      expect((await post(user, 'user-day-training-mark-as-completed', { day: 1 })).json().message).toBe(
        "Pass day 1's quiz first",
      );
    } finally {
      expect((await put(root, 'programme-settings', { training_pass_percent: 50 })).statusCode).toBe(200);
    }
    const again = await post(user, 'training-quiz-result', { day: 1, language: 'en', answers: halfRight });
    expect(again.json()).toMatchObject({ score: 1, total: 2, passed: true, pass_percent: 50 });
    expect((await result())[0]).toMatchObject({ passed: true });
  });

  it('completes a day only after a verified watch and a passed quiz; the next day opens the next India day', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const actor = actorOf(user);
    expect((await post(user, 'user-day-training-mark-as-completed', { day: 1 })).json().message).toBe(
      "Watch day 1's video to the end first",
    );
    await watchedWithClock(user, 'training', day1);
    expect((await post(user, 'user-day-training-mark-as-completed', { day: 1 })).json().message).toBe(
      "Pass day 1's quiz first",
    );
    const { questions } = (await get(user, 'user-training-current', { language: 'en' })).json();
    const wrongChoice = (q: { choices: { id: number; text: string }[] }, text: string) =>
      q.choices.find((choice) => choice.text === text)!.id;
    const failed = await post(user, 'training-quiz-result', {
      day: 1,
      language: 'en',
      answers: [{ question_id: questions[0].id, choice_id: wrongChoice(questions[0], 'Five') }],
    });
    expect(failed.json()).toMatchObject({
      score: 0,
      total: 2,
      passed: false,
      message: 'You scored 0 out of 2',
    });
    expect(failed.json().correct).toEqual([
      { question_id: questions[0].id, choice_id: wrongChoice(questions[0], 'Four') },
      { question_id: questions[1].id, choice_id: wrongChoice(questions[1], 'New Delhi') },
    ]);
    expect((await post(user, 'user-day-training-mark-as-completed', { day: 1 })).statusCode).toBe(400);
    const passed = await post(user, 'training-quiz-result', {
      day: 1,
      language: 'en',
      answers: [{ question_id: questions[0].id, choice_id: wrongChoice(questions[0], 'Four') }],
    });
    expect(passed.json()).toMatchObject({
      score: 1,
      total: 2,
      passed: true,
      message: 'You scored 1 out of 2',
    });

    const today = new Date('2027-03-10T06:00:00Z');
    const done = await learningService.completeTrainingDay({ db: t.db, actor, day: 1, now: today });
    expect(done).toMatchObject({ day: 1, completed: true, next_day: 2 });
    const sameDay = await learningService.currentTraining({
      db: t.db,
      actor,
      language: 'en',
      now: new Date('2027-03-10T18:00:00Z'),
    });
    expect(sameDay).toMatchObject({ day: null, next_day: 2 });
    await expect(
      learningService.completeTrainingDay({ db: t.db, actor, day: 2, now: new Date('2027-03-10T18:00:00Z') }),
    ).rejects.toThrow('Day 2 opens tomorrow: one training day a day');
    // 2027-03-10 18:40 UTC is already 11 March in India.
    const nextDay = await learningService.currentTraining({
      db: t.db,
      actor,
      language: 'en',
      now: new Date('2027-03-10T18:40:00Z'),
    });
    expect(nextDay).toMatchObject({ day: 2, quiz_enabled: false });
    expect(nextDay.days.map((day) => day.state).slice(0, 3)).toEqual(['completed', 'open', 'locked']);
  });

  it('refuses a day that is not open, and users only', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    expect((await post(user, 'user-day-training-mark-as-completed', { day: 3 })).json().message).toBe(
      'Day 3 is not open yet: complete the days before it first',
    );
    expect(
      (await post(user, 'training-quiz-result', { day: 9, language: 'en', answers: [] })).statusCode,
    ).toBe(422);
    expect((await get(root, 'user-training-current')).statusCode).toBe(403);
  });
});
