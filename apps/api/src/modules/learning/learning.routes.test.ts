import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { indiaDate } from '@portal/shared';
import { trainingQuizResults } from '../../db/schema.js';
import { asSession, loginRoot, registerAndLogin, type Session } from '../../test/fixtures.js';
import { actorOf, watchedAt, type Member } from '../../test/programme.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
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
/** Watches a video in a session whose clock runs from `start`: reports the end at `start + duration`. */
const watchedWithClock = (session: Member, kind: 'daily' | 'training', videoId: number, start = new Date()) =>
  watchedAt(t, session, kind, videoId, start);

describe('the daily video', () => {
  it("is today's scheduled video, else the rotation pool's turn; watched only after a verified session", async () => {
    const today = indiaDate();
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
    // In the try's order (training-quiz.routes.test.ts): compared as sets here.
    expect(body.questions.map((question: { text: string }) => question.text).sort()).toEqual(
      ['இரண்டும் இரண்டும்?', 'இந்தியாவின் தலைநகரம்?'].sort(),
    );
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
    const capital = body.questions.find(
      (question: { text: string }) => question.text === 'இந்தியாவின் தலைநகரம்?',
    );
    expect(capital.choices.map((choice: { text: string }) => choice.text).sort()).toEqual(
      ['மும்பை', 'புது தில்லி', 'கொல்கத்தா'].sort(),
    );
  });

  it('grades against the pass mark of Promotion Settings, not a fixed 50 %', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    await watchedWithClock(user, 'training', day1);
    const { questions } = (await get(user, 'user-training-current', { language: 'en' })).json();
    const choiceOf = (q: { choices: { id: number; text: string }[] }, text: string) =>
      q.choices.find((choice) => choice.text === text)!.id;
    const twoPlusTwo = questions.find((q: { text: string }) => q.text === 'Two plus two?');
    const halfRight = [{ question_id: twoPlusTwo.id, choice_id: choiceOf(twoPlusTwo, 'Four') }];
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
    // The retry once the failed try's wait (10 minutes) is over.
    const again = await learningService.gradeTrainingQuiz({
      db: t.db,
      actor: actorOf(user),
      day: 1,
      language: 'en',
      answers: halfRight,
      now: new Date(Date.now() + 10 * 60_000),
    });
    expect(again).toMatchObject({ score: 1, total: 2, passed: true, pass_percent: 50 });
    expect((await result())[0]).toMatchObject({ passed: true });
  });

  it('completes a day only after a verified watch and a passed quiz; the next day opens the next India day', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const actor = actorOf(user);
    expect((await post(user, 'user-day-training-mark-as-completed', { day: 1 })).json().message).toBe(
      "Watch day 1's video to the end today first",
    );
    await watchedWithClock(user, 'training', day1);
    expect((await post(user, 'user-day-training-mark-as-completed', { day: 1 })).json().message).toBe(
      "Pass day 1's quiz first",
    );
    const { questions } = (await get(user, 'user-training-current', { language: 'en' })).json();
    const wrongChoice = (q: { choices: { id: number; text: string }[] }, text: string) =>
      q.choices.find((choice) => choice.text === text)!.id;
    const twoPlusTwo = questions.find((q: { text: string }) => q.text === 'Two plus two?');
    const capital = questions.find((q: { text: string }) => q.text === 'Capital of India?');
    const failed = await post(user, 'training-quiz-result', {
      day: 1,
      language: 'en',
      answers: [{ question_id: twoPlusTwo.id, choice_id: wrongChoice(twoPlusTwo, 'Five') }],
    });
    expect(failed.json()).toMatchObject({
      score: 0,
      total: 2,
      passed: false,
      message: 'You scored 0 out of 2',
    });
    // The questions answered wrongly, never the correct choices (training-quiz.routes.test.ts).
    expect([...failed.json().wrong].sort()).toEqual([twoPlusTwo.id, capital.id].sort());
    expect((await post(user, 'user-day-training-mark-as-completed', { day: 1 })).statusCode).toBe(400);
    // The retry once the failed try's wait (10 minutes) is over.
    const passed = await learningService.gradeTrainingQuiz({
      db: t.db,
      actor,
      day: 1,
      language: 'en',
      answers: [{ question_id: twoPlusTwo.id, choice_id: wrongChoice(twoPlusTwo, 'Four') }],
      now: new Date(Date.now() + 10 * 60_000),
    });
    expect(passed).toMatchObject({
      score: 1,
      total: 2,
      passed: true,
      message: 'You scored 1 out of 2',
    });

    const today = new Date('2027-03-10T06:00:00Z');
    // A watch counts on the India day it started: the day completes on a day it was watched.
    await watchedWithClock(user, 'training', day1, new Date('2027-03-10T05:00:00Z'));
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
