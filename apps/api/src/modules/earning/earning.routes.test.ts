import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, indiaDate, startOfIndiaDay } from '@portal/shared';
import { quizAttempts, watchSessions } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import { asSession, loginRoot, registerAndLogin, type Session } from '../../test/fixtures.js';
import { openGates } from '../../test/programme.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { checkMoneyHealth } from '../money-health/money-health.service.js';
import * as settingsService from '../settings/settings.service.js';
import * as earningService from './earning.service.js';
import { sessionAt } from './earning.rules.js';
import {
  actorOf,
  allRight,
  earningKit,
  indiaTime,
  right,
  type Member,
  type Ready,
} from './earning.test-support.js';

let t: TestApp;
let root: Session;
let kit: ReturnType<typeof earningKit>;
const today = indiaDate();
const tomorrow = addDays(today, 1);
const DAY_MS = 24 * 60 * 60 * 1000;
/** Today's and tomorrow's video ids by session and order. */
let todays: Record<number, Record<number, number>>;
let tomorrows: Record<number, Record<number, number>>;

const post = (session: Session, url: string, payload: Record<string, unknown>) =>
  kit.post(session, url, payload);
const serve = (session: Session, retry = false) => kit.serve(session, retry);
const promoter = (level: number | null, sponsor?: Session) => kit.promoter(level, sponsor);
const watch = (user: Member, videoId: number) => kit.watch(user, videoId);
const startedAttempt = (user: Member, retry = false, language: 'en' | 'ta' = 'en') =>
  kit.startedAttempt(user, retry, language);

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
  kit = earningKit(t, root);
  await openGates(t);
  todays = await kit.scheduleDay(today);
  tomorrows = await kit.scheduleDay(tomorrow);
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
    expect(first.watched).toBe(false);
    await watch(user, first.video.id);
    // Served again after the watch (a reload): watched, the quiz may start.
    expect((await serve(user)).json()).toMatchObject({ attempt_id: first.attempt_id, watched: true });
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
    expect(await kit.moneyOf(user)).toEqual({ cash: 1.58, scratch: 0, grow: 0.08, quizEntries: 1 });

    // The dashboard's sessions: this one's set paid (1 of 1 done, none remaining), the other's at
    // the per-video amount (remaining unless the Morning is over).
    const dashboard = (await t.app.inject(asSession(user, { url: '/api/v1/user-dashboard' }))).json();
    const otherSession = first.session === 1 ? 2 : 1;
    expect(dashboard.promotion).toEqual({
      session: first.session,
      sessions: [
        {
          session: first.session,
          over: false,
          sets_total: 1,
          sets_done: 1,
          sets_remaining: 0,
          sets: [{ set: 1, paid: true, amount: 1.66 }],
        },
        {
          session: otherSession,
          over: otherSession === 1,
          sets_total: 1,
          sets_done: 0,
          sets_remaining: otherSession === 1 ? 0 : 1,
          sets: [{ set: 1, paid: false, amount: 5 }],
        },
      ].sort((a, b) => a.session - b.session),
      earned_today: 1.66,
      week_earned: 1.66,
    });
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
    // Both lines say which set earned it and the score, as a code the web writes in the reader's
    // language (decision 151).
    for (const row of history.data)
      expect(row.description_parts).toEqual({
        code: 'quiz',
        session: first.session,
        set: 1,
        score: 1,
        total: 3,
      });

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
    const before = await kit.moneyOf(user);
    const confirmed = await post(user, 'user-promoter-quiz-result-confirmation', {
      attempt_id: served.attempt_id,
    });
    // A zero score confirms the set without money: nothing reaches the wallets or the journal.
    expect(confirmed.json()).toEqual({
      attempt_id: served.attempt_id,
      confirmed: true,
      amount: 0,
      cash: 0,
      grow: 0,
    });
    expect(await kit.moneyOf(user)).toEqual(before);
    expect(before).toEqual({ cash: 0, scratch: 0, grow: 0, quizEntries: 0 });
    const set2 = (await serve(user)).json();
    expect(set2).toMatchObject({
      state: 'ready',
      set: 2,
      retry: false,
      sets_done: 1,
      sets_total: 2,
      amount: 62.5,
    });
    // Today on the screen: this session 1 of 2 done, 1 remaining.
    expect(set2.today.find((day: { session: number }) => day.session === served.session)).toEqual({
      session: served.session,
      over: false,
      sets_total: 2,
      sets_done: 1,
      sets_remaining: 1,
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
    const nextDay = new Date(startOfIndiaDay(tomorrow).getTime() + 30 * 60_000);
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
    expect(await kit.moneyOf(user)).toEqual({ cash: 0, scratch: 0, grow: 0, quizEntries: 0 });
  });

  it('a new India day resets the sets: after today’s set is confirmed, the same session tomorrow serves set 1 anew', async () => {
    const user = await promoter(1);
    const { served, questions } = await startedAttempt(user);
    await post(user, 'user-promoter-quiz-result-get', {
      attempt_id: served.attempt_id,
      answers: allRight(questions),
    });
    await post(user, 'user-promoter-quiz-result-confirmation', { attempt_id: served.attempt_id });
    expect((await serve(user)).json()).toMatchObject({
      state: 'blocked',
      reason: 'session_done',
      sets_done: 1,
    });

    // The same India hour tomorrow: the same session, a new day.
    const sameTimeTomorrow = new Date(Date.now() + DAY_MS);
    expect(sessionAt(sameTimeTomorrow)).toBe(served.session);
    const fresh = await earningService.serveVideo({ db: t.db, actor: actorOf(user), now: sameTimeTomorrow });
    expect(fresh).toMatchObject({
      state: 'ready',
      session: served.session,
      set: 1,
      retry: false,
      sets_done: 0,
      result: null,
    });
    expect((fresh as Ready).attempt_id).not.toBe(served.attempt_id);
  });
});

describe('the India clock', () => {
  it('11:59:59 is the Morning session and 12:00:00 the Evening, each with its own video', async () => {
    const date = addDays(today, 3);
    const ids = await kit.scheduleDay(date);
    const user = await promoter(1);
    const morning = await earningService.serveVideo({
      db: t.db,
      actor: actorOf(user),
      now: indiaTime(date, '11:59:59'),
    });
    const evening = await earningService.serveVideo({
      db: t.db,
      actor: actorOf(user),
      now: indiaTime(date, '12:00:00'),
    });
    expect(morning).toMatchObject({ state: 'ready', session: 1, set: 1, video: { id: ids[1]![1] } });
    expect(evening).toMatchObject({ state: 'ready', session: 2, set: 1, video: { id: ids[2]![1] } });
    const rows = await t.db.select().from(quizAttempts).where(eq(quizAttempts.userId, user.userId));
    expect(rows.map((row) => [row.attemptDate, row.session, row.videoId]).sort()).toEqual([
      [date, 1, ids[1]![1]],
      [date, 2, ids[2]![1]],
    ]);
  });

  it('the dashboard at 13:30: the Morning is over with its sets missed, the Evening has one set paid and one to do', async () => {
    const date = addDays(today, -4);
    await kit.scheduleVideo(date, 2, 1);
    const user = await promoter(3);
    const { confirmed } = await kit.earnAt(user, indiaTime(date, '13:00:00'));
    expect(confirmed).toMatchObject({ amount: 62.5 });
    const day = await earningService.todaySessions(t.db, user.userId, indiaTime(date, '13:30:00'));
    const unpaid = (set: number) => ({ set, paid: false, amount: 62.5 });
    expect(day).toEqual({
      session: 2,
      sessions: [
        {
          session: 1,
          over: true,
          sets_total: 2,
          sets_done: 0,
          sets_remaining: 0,
          sets: [unpaid(1), unpaid(2)],
        },
        {
          session: 2,
          over: false,
          sets_total: 2,
          sets_done: 1,
          sets_remaining: 1,
          sets: [{ set: 1, paid: true, amount: 62.5 }, unpaid(2)],
        },
      ],
      earned_today: 62.5,
      week_earned: 62.5,
    });
    // The day after, that day's set no longer counts as today's.
    const nextDay = await earningService.todaySessions(
      t.db,
      user.userId,
      indiaTime(addDays(date, 1), '09:00:00'),
    );
    expect(nextDay.sessions.map((session) => session.sets_done)).toEqual([0, 0]);
    expect(nextDay).toMatchObject({ earned_today: 0, week_earned: 62.5 });
  });

  it('a watch cannot start before the video is served, so no early watch opens its quiz', async () => {
    const user = await promoter(1);
    // Served five minutes from now: the video that slot serves first, its watch tried before that.
    const at = new Date(Date.now() + 5 * 60_000);
    const slot = (indiaDate(at) === today ? todays : tomorrows)[sessionAt(at)]![1]!;
    const early = await post(user, 'watch-sessions', { video_kind: 'promotion', video_id: slot });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.video_id).toEqual([
      'This promotion video was not served to you in this session: open Promotion Videos again',
    ]);
    expect(await t.db.$count(watchSessions, eq(watchSessions.userId, user.userId))).toBe(0);
    const served = await earningService.serveVideo({ db: t.db, actor: actorOf(user), now: at });
    expect(served).toMatchObject({ state: 'ready', set: 1, video: { id: slot } });
    const closed = await post(user, 'user-promoter-quiz-start', {
      attempt_id: (served as Ready).attempt_id,
      language: 'en',
    });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe('Watch the video to the end first: the quiz opens after it');
    const [unstarted] = await t.db
      .select()
      .from(quizAttempts)
      .where(eq(quizAttempts.id, (served as Ready).attempt_id));
    expect(unstarted).toMatchObject({ quizStartedAt: null, served: null });
  });
});

describe('another user’s attempt', () => {
  it('starting its quiz or grading it is a 404, and the attempt stays unstarted, then ungraded', async () => {
    const owner = await promoter(1);
    const other = await promoter(1);
    const served = (await serve(owner)).json() as Ready;
    // The video was not served to the other user: they cannot even watch it.
    const otherWatch = await post(other, 'watch-sessions', {
      video_kind: 'promotion',
      video_id: served.video.id,
    });
    expect(otherWatch.statusCode).toBe(422);
    expect(await t.db.$count(watchSessions, eq(watchSessions.userId, other.userId))).toBe(0);
    await watch(owner, served.video.id);
    const start = await post(other, 'user-promoter-quiz-start', {
      attempt_id: served.attempt_id,
      language: 'en',
    });
    expect(start.statusCode).toBe(404);
    const attemptRow = async () =>
      (await t.db.select().from(quizAttempts).where(eq(quizAttempts.id, served.attempt_id)))[0]!;
    expect(await attemptRow()).toMatchObject({ quizStartedAt: null, served: null, language: null });

    const started = await post(owner, 'user-promoter-quiz-start', {
      attempt_id: served.attempt_id,
      language: 'en',
    });
    expect(started.statusCode, started.body).toBe(200);
    const graded = await post(other, 'user-promoter-quiz-result-get', {
      attempt_id: served.attempt_id,
      answers: allRight(started.json().questions),
    });
    expect(graded.statusCode).toBe(404);
    expect(await attemptRow()).toMatchObject({
      gradedAt: null,
      score: null,
      earnedPaise: null,
      answers: null,
    });
    expect(await kit.moneyOf(other)).toEqual({ cash: 0, scratch: 0, grow: 0, quizEntries: 0 });
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
      await openGates(t);
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
    // Its other filters and the export: earning.attempt-log.routes.test.ts.
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
    expect(await kit.moneyOf(user)).toEqual({ cash: 87.88, scratch: 0, grow: 4.62, quizEntries: 1 });
  });
});
