import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { addDays, indiaDate, Role } from '@portal/shared';
import { journalEntries, users, watchSessions } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import type { Actor } from '../../lib/auth.js';
import { asSession, loginRoot, registerAndLogin, type Session } from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { checkMoneyHealth } from '../money-health/money-health.service.js';
import * as settingsService from '../settings/settings.service.js';
import * as watchingService from '../watching/watching.service.js';
import * as earningService from './earning.service.js';

let t: TestApp;
let root: Session;
const youtube = 'https://youtu.be/dQw4w9WgXcQ';
const today = indiaDate();
const tomorrow = addDays(today, 1);
/** The correct choice id of each served question id, per language row, learnt from the admin side. */
const correctChoice = new Map<number, number>();

const post = (session: Session, url: string, payload: Record<string, unknown>) =>
  t.app.inject(asSession(session, { method: 'POST', url: `/api/v1/${url}`, payload }));
const serve = (session: Session, retry = false) =>
  t.app.inject(
    asSession(session, { url: '/api/v1/user-promoter-video-get', query: retry ? { retry: 'true' } : {} }),
  );

async function scheduleDay(date: string) {
  for (const session of [1, 2])
    for (const order of [1, 2, 3, 4]) {
      const video = await post(root, 'promotion-videos', {
        title: `${date} S${session} O${order}`,
        youtube_url: youtube,
        duration_seconds: 40,
        showing_date: date,
        session,
        order,
      });
      expect(video.statusCode, video.body).toBe(201);
      for (const n of [1, 2, 3, 4])
        await post(root, 'promotion-video-quizzes', {
          video_id: video.json().id,
          question: { en: `Question ${n}?`, ta: `கேள்வி ${n}?` },
          choices: [
            { en: 'Right', ta: 'சரி', correct: true },
            { en: 'Wrong', ta: 'தவறு', correct: false },
          ],
        });
    }
}

/** A promoter at `level` with the gates open. */
async function promoter(level: number) {
  const user = await registerAndLogin(t.app, root.promoterCode);
  await t.db
    .update(users)
    .set({ currentPromoterLevel: level as 0 })
    .where(eq(users.id, user.userId));
  return user;
}

const actorOf = (user: Session & { username: string }): Actor => ({
  id: user.userId,
  username: user.username,
  role: Role.User,
  sessionId: 't',
  ip: '127.0.0.1',
});

/** Watches the attempt's video with the session clock moved to its end. */
async function watch(user: Session & { username: string }, videoId: number) {
  const actor = actorOf(user);
  const started = await watchingService.startSession({ db: t.db, actor, kind: 'promotion', videoId });
  const [row] = await t.db.select().from(watchSessions).where(eq(watchSessions.id, started.id));
  await watchingService.reportProgress({
    db: t.db,
    actor,
    id: started.id,
    position: started.duration_seconds,
    now: new Date(row!.startedAt.getTime() + started.duration_seconds * 1000),
  });
}

/** Serve, watch and start: the served questions and the attempt. */
async function startedAttempt(
  user: Session & { username: string },
  retry = false,
  language: 'en' | 'ta' = 'en',
) {
  const served = (await serve(user, retry)).json();
  expect(served.state, JSON.stringify(served)).toBe('ready');
  await watch(user, served.video.id);
  const started = await post(user, 'user-promoter-quiz-start', { attempt_id: served.attempt_id, language });
  expect(started.statusCode, started.body).toBe(200);
  return {
    served,
    questions: started.json().questions as { id: number; choices: { id: number; text: string }[] }[],
  };
}
const right = (question: { choices: { id: number; text: string }[] }) =>
  question.choices.find((choice) => choice.text === 'Right' || choice.text === 'சரி')!.id;

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
  await withTransaction(t.db, (tx) =>
    settingsService.saveSettings(tx, {
      actor: null,
      changes: { daily_video_gate: false, training_gate: false },
    }),
  );
  await scheduleDay(today);
  await scheduleDay(tomorrow);
  void correctChoice;
});
afterAll(async () => {
  expect((await checkMoneyHealth(t.db)).problems).toEqual([]);
  await t.close();
});

describe('a promoter’s set, served, watched, graded and paid once', () => {
  it('pays per-video × weighted fraction, rounded down, split 95/5, once', async () => {
    const user = await promoter(1);
    const first = (await serve(user)).json();
    expect(first).toMatchObject({
      state: 'ready',
      set: 1,
      retry: false,
      amount: 5,
      sets_total: 1,
      result: null,
    });
    expect((await serve(user)).json().attempt_id).toBe(first.attempt_id);

    const early = await post(user, 'user-promoter-quiz-start', {
      attempt_id: first.attempt_id,
      language: 'ta',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe('Watch the video to the end first: the quiz opens after it');
    await watch(user, first.video.id);
    const started = await post(user, 'user-promoter-quiz-start', {
      attempt_id: first.attempt_id,
      language: 'ta',
    });
    const { questions } = started.json();
    expect(questions).toHaveLength(3);
    expect(questions[0].text).toMatch(/^கேள்வி/);
    expect(started.body).not.toMatch(/correct|is_correct|weight/);
    const again = await post(user, 'user-promoter-quiz-start', {
      attempt_id: first.attempt_id,
      language: 'en',
    });
    expect(again.json()).toEqual(started.json());

    // One right answer of three, an unserved question id, a duplicate wrong answer.
    const result = await post(user, 'user-promoter-quiz-result-get', {
      attempt_id: first.attempt_id,
      answers: [
        { question_id: questions[0].id, choice_id: right(questions[0]) },
        { question_id: 999_999, choice_id: 1 },
        { question_id: questions[1].id, choice_id: right(questions[1]) + 1 },
      ],
    });
    expect(result.json()).toEqual({
      score: 1,
      total: 3,
      message: 'You scored 1 out of 3',
      amount: 1.66,
      can_retry: true,
    });
    const second = await post(user, 'user-promoter-quiz-result-get', {
      attempt_id: first.attempt_id,
      answers: questions.map((question: { id: number; choices: { id: number; text: string }[] }) => ({
        question_id: question.id,
        choice_id: right(question),
      })),
    });
    expect(second.json()).toEqual(result.json());

    const other = await promoter(1);
    expect(
      (await post(other, 'user-promoter-quiz-result-confirmation', { attempt_id: first.attempt_id }))
        .statusCode,
    ).toBe(404);
    const confirmations = [];
    for (let i = 0; i < 3; i++)
      confirmations.push(
        (await post(user, 'user-promoter-quiz-result-confirmation', { attempt_id: first.attempt_id })).json(),
      );
    expect(confirmations[0]).toEqual({
      attempt_id: first.attempt_id,
      confirmed: true,
      amount: 1.66,
      cash: 1.58,
      grow: 0.08,
    });
    expect(confirmations[2]).toEqual(confirmations[0]);
    const wallets = (await t.app.inject(asSession(user, { url: '/api/v1/wallets' }))).json().wallets;
    expect(wallets[0]).toMatchObject({ balance: 1.58 });
    expect(wallets[2]).toMatchObject({ balance: 0.08 });
    expect(
      await t.db.$count(journalEntries, like(journalEntries.idempotencyKey, `quiz:${user.userId}:%`)),
    ).toBe(1);

    const dashboard = (await t.app.inject(asSession(user, { url: '/api/v1/user-dashboard' }))).json();
    expect(dashboard.promotion).toMatchObject({ sets: [{ set: 1, amount: 1.66 }], week_earned: 1.66 });
    const admin = (await t.app.inject(asSession(root, { url: '/api/v1/admin-dashboard' }))).json();
    expect(admin.daily.at(-1).earnings).toBeGreaterThanOrEqual(1.66);
    expect(admin.confirmations_today[first.session]).toBeGreaterThanOrEqual(1);
    const history = (await t.app.inject(asSession(user, { url: '/api/v1/earning-histories' }))).json();
    expect(
      history.data
        .map((row: { kind: string; wallet_type: number; amount: number }) => [
          row.kind,
          row.wallet_type,
          row.amount,
        ])
        .sort(),
    ).toEqual([
      ['quiz', 1, 1.58],
      ['quiz', 3, 0.08],
    ]);

    // Levels 0–2 have one set a session: the session is done.
    expect((await serve(user)).json()).toMatchObject({
      state: 'blocked',
      reason: 'session_done',
      sets_done: 1,
      sets_total: 1,
    });
  });

  it('answers after the time limit are all wrong; a level-3 promoter gets set 2 after set 1', async () => {
    const user = await promoter(3);
    const { served, questions } = await startedAttempt(user);
    const late = await earningService.gradeQuiz({
      db: t.db,
      actor: actorOf(user),
      attemptId: served.attempt_id,
      answers: questions.map((question) => ({ question_id: question.id, choice_id: right(question) })),
      now: new Date(Date.now() + (3 * 30 + 6) * 1000),
    });
    expect(late).toMatchObject({ score: 0, total: 3, amount: 0 });
    await post(user, 'user-promoter-quiz-result-confirmation', { attempt_id: served.attempt_id });
    expect((await t.db.select().from(users).where(eq(users.id, user.userId))).length).toBe(1);
    const set2 = (await serve(user)).json();
    expect(set2).toMatchObject({
      state: 'ready',
      set: 2,
      retry: false,
      sets_done: 1,
      sets_total: 2,
      amount: 62.5,
    });
  });

  it('the retry replaces the first attempt: only the retry can be confirmed, and only once', async () => {
    const user = await promoter(2);
    const { served, questions } = await startedAttempt(user);
    await post(user, 'user-promoter-quiz-result-get', { attempt_id: served.attempt_id, answers: [] });
    const retry = await startedAttempt(user, true);
    expect(retry.served).toMatchObject({ set: 1, retry: true });
    expect(retry.served.attempt_id).not.toBe(served.attempt_id);
    const refused = await post(user, 'user-promoter-quiz-result-confirmation', {
      attempt_id: served.attempt_id,
    });
    expect(refused.json().message).toBe('You took the retry: confirm the retry’s result instead');
    const graded = await post(user, 'user-promoter-quiz-result-get', {
      attempt_id: retry.served.attempt_id,
      answers: retry.questions.map((question) => ({ question_id: question.id, choice_id: right(question) })),
    });
    expect(graded.json()).toMatchObject({ score: 3, total: 3, amount: 50, can_retry: false });
    expect((await serve(user, true)).json().attempt_id).toBe(retry.served.attempt_id);
    const paid = await post(user, 'user-promoter-quiz-result-confirmation', {
      attempt_id: retry.served.attempt_id,
    });
    expect(paid.json()).toEqual({
      attempt_id: retry.served.attempt_id,
      confirmed: true,
      amount: 50,
      cash: 47.5,
      grow: 2.5,
    });
    void questions;
  });

  it('refuses confirming on the next India day, and a new day starts from set 1 again', async () => {
    const user = await promoter(0);
    const { served, questions } = await startedAttempt(user);
    await post(user, 'user-promoter-quiz-result-get', {
      attempt_id: served.attempt_id,
      answers: questions.map((question) => ({ question_id: question.id, choice_id: right(question) })),
    });
    const nextDay = new Date(Date.parse(`${tomorrow}T00:30:00+05:30`));
    await expect(
      earningService.confirmQuiz({
        db: t.db,
        actor: actorOf(user),
        attemptId: served.attempt_id,
        now: nextDay,
      }),
    ).rejects.toThrow('This result was for an earlier day: results are confirmed on the day they are earned');
    const fresh = await earningService.serveVideo({ db: t.db, actor: actorOf(user), now: nextDay });
    expect(fresh).toMatchObject({ state: 'ready', session: 1, set: 1, retry: false, sets_done: 0 });
    const wallets = (await t.app.inject(asSession(user, { url: '/api/v1/wallets' }))).json().wallets;
    expect(wallets[0].balance + wallets[2].balance).toBe(0);
  });
});

describe('gates and reasons', () => {
  it('a Trainee cannot earn; the daily video and training gates when switched on', async () => {
    const trainee = await registerAndLogin(t.app, root.promoterCode);
    expect((await serve(trainee)).json()).toMatchObject({ state: 'blocked', reason: 'no_level' });
    const user = await promoter(1);
    await withTransaction(t.db, (tx) =>
      settingsService.saveSettings(tx, {
        actor: null,
        changes: { daily_video_gate: true, training_gate: true },
      }),
    );
    try {
      expect((await serve(user)).json()).toMatchObject({
        state: 'blocked',
        reason: 'daily_video',
        message: "Watch today's daily video first: the promotion videos open after it.",
      });
      await withTransaction(t.db, (tx) =>
        settingsService.saveSettings(tx, { actor: null, changes: { daily_video_gate: false } }),
      );
      expect((await serve(user)).json()).toMatchObject({ state: 'blocked', reason: 'training' });
    } finally {
      await withTransaction(t.db, (tx) =>
        settingsService.saveSettings(tx, {
          actor: null,
          changes: { daily_video_gate: false, training_gate: false },
        }),
      );
    }
  });

  it('is for users; admins read the attempt log with its filters', async () => {
    expect((await serve(root)).statusCode).toBe(403);
    const log = (
      await t.app.inject(
        asSession(root, {
          url: '/api/v1/quiz-attempts',
          query: { search_param: JSON.stringify({ confirmed: 'true' }) },
        }),
      )
    ).json();
    expect(log.data.length).toBeGreaterThan(0);
    expect(log.data.every((row: { confirmed: boolean }) => row.confirmed)).toBe(true);
    expect(log.data[0].questions[0]).toHaveProperty('correct_choice_id');
    const file = await t.app.inject(
      asSession(root, { url: '/api/v1/quiz-attempts', query: { exports: '1' } }),
    );
    expect(file.headers['content-disposition']).toBe('attachment; filename="quiz_attempts.xlsx"');
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('confirmation under concurrency on PostgreSQL', () => {
  it('100 parallel confirmations credit once', async () => {
    const user = await promoter(4);
    const { served, questions } = await startedAttempt(user);
    await post(user, 'user-promoter-quiz-result-get', {
      attempt_id: served.attempt_id,
      answers: questions.map((question) => ({ question_id: question.id, choice_id: right(question) })),
    });
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        post(user, 'user-promoter-quiz-result-confirmation', { attempt_id: served.attempt_id }),
      ),
    );
    expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([200]));
    expect(
      await t.db.$count(journalEntries, and(like(journalEntries.idempotencyKey, `quiz:${user.userId}:%`))),
    ).toBe(1);
    const wallets = (await t.app.inject(asSession(user, { url: '/api/v1/wallets' }))).json().wallets;
    expect(wallets[0].balance + wallets[2].balance).toBe(92.5);
  });
});
