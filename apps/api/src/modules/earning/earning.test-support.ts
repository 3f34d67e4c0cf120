import { like, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { Role, startOfIndiaDay, type PromotionServe } from '@portal/shared';
import { journalEntries, users } from '../../db/schema.js';
import type { Actor } from '../../lib/auth.js';
import { asSession, registerAndLogin, type Session } from '../../test/fixtures.js';
import type { TestApp } from '../../test/test-app.js';
import * as watchingService from '../watching/watching.service.js';
import * as earningService from './earning.service.js';

/** The earning tests' shared steps: schedule videos, make promoters, watch, and read the money. */

export type Member = Session & { username: string };
export interface QuestionSpec {
  en: string;
  ta?: string;
  /** Weights per level 0–4 (the quiz dialog's promotor … promotor4). */
  weights?: [number, number, number, number, number];
}
export type Ready = Extract<PromotionServe, { state: 'ready' }>;

const YOUTUBE = 'https://youtu.be/dQw4w9WgXcQ';
const RIGHT = { en: 'Right', ta: 'சரி' };
const DEFAULT_QUESTIONS: QuestionSpec[] = [1, 2, 3, 4].map((n) => ({
  en: `Question ${n}?`,
  ta: `கேள்வி ${n}?`,
}));

/** An instant given as an India date and wall-clock time (HH:MM:SS). */
export function indiaTime(date: string, time: string): Date {
  const [hours, minutes, seconds] = time.split(':').map(Number) as [number, number, number];
  return new Date(startOfIndiaDay(date).getTime() + ((hours * 60 + minutes) * 60 + seconds) * 1000);
}

/** The choice whose text is the right answer, in English or Tamil. */
export const right = (question: { choices: { id: number; text: string }[] }) =>
  question.choices.find((choice) => choice.text === RIGHT.en || choice.text === RIGHT.ta)!.id;
/** Every served question answered right. */
export const allRight = (questions: { id: number; choices: { id: number; text: string }[] }[]) =>
  questions.map((question) => ({ question_id: question.id, choice_id: right(question) }));

export const actorOf = (user: Member): Actor => ({
  id: user.userId,
  username: user.username,
  role: Role.User,
  sessionId: 't',
  ip: '127.0.0.1',
});

export function earningKit(t: TestApp, root: Session) {
  const post = (session: Session, url: string, payload: Record<string, unknown>) =>
    t.app.inject(asSession(session, { method: 'POST', url: `/api/v1/${url}`, payload }));
  const serve = (session: Session, retry = false) =>
    t.app.inject(
      asSession(session, { url: '/api/v1/user-promoter-video-get', query: retry ? { retry: 'true' } : {} }),
    );

  /** A promotion video on a date, session and order with bilingual Right/Wrong questions: its id. */
  async function scheduleVideo(
    date: string,
    session: number,
    order: number,
    questions: QuestionSpec[] = DEFAULT_QUESTIONS,
  ): Promise<number> {
    const video = await post(root, 'promotion-videos', {
      title: `${date} S${session} O${order}`,
      youtube_url: YOUTUBE,
      duration_seconds: 40,
      showing_date: date,
      session,
      order,
    });
    expect(video.statusCode, video.body).toBe(201);
    for (const question of questions) {
      const weights = question.weights ?? [10, 15, 20, 25, 30];
      const made = await post(root, 'promotion-video-quizzes', {
        video_id: video.json().id,
        question: { en: question.en, ta: question.ta ?? `${question.en} (த)` },
        choices: [
          { ...RIGHT, correct: true },
          { en: 'Wrong', ta: 'தவறு', correct: false },
        ],
        promotor: weights[0],
        promotor1: weights[1],
        promotor2: weights[2],
        promotor3: weights[3],
        promotor4: weights[4],
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    return video.json().id as number;
  }

  /** Both sessions of a date, orders 1–4: the video ids by session and order. */
  async function scheduleDay(date: string): Promise<Record<number, Record<number, number>>> {
    const ids: Record<number, Record<number, number>> = { 1: {}, 2: {} };
    for (const session of [1, 2])
      for (const order of [1, 2, 3, 4]) ids[session]![order] = await scheduleVideo(date, session, order);
    return ids;
  }

  /** A user at `level` (null: a Trainee), under `sponsor` (default the root). */
  async function promoter(level: number | null, sponsor: Session = root): Promise<Member> {
    const user = await registerAndLogin(t.app, sponsor.promoterCode);
    await t.db
      .update(users)
      .set({ currentPromoterLevel: level as 0 | null })
      .where(eq(users.id, user.userId));
    return user;
  }

  /**
   * A verified watch of the video, started at `now` (the attempt must be served in that session),
   * the session clock moved to its end.
   */
  async function watch(user: Member, videoId: number, now = new Date()) {
    const actor = actorOf(user);
    const started = await watchingService.startSession({ db: t.db, actor, kind: 'promotion', videoId, now });
    const { watched } = await watchingService.reportProgress({
      db: t.db,
      actor,
      id: started.id,
      position: started.duration_seconds,
      now: new Date(now.getTime() + started.duration_seconds * 1000),
    });
    expect(watched).toBe(true);
  }

  /** Serve (now), watch and start the quiz through the API: the serve and the questions. */
  async function startedAttempt(user: Member, retry = false, language: 'en' | 'ta' = 'en') {
    const served = (await serve(user, retry)).json() as PromotionServe;
    expect(served.state, JSON.stringify(served)).toBe('ready');
    const ready = served as Ready;
    await watch(user, ready.video.id);
    const started = await post(user, 'user-promoter-quiz-start', { attempt_id: ready.attempt_id, language });
    expect(started.statusCode, started.body).toBe(200);
    return {
      served: ready,
      questions: started.json().questions as {
        id: number;
        text: string;
        choices: { id: number; text: string }[];
      }[],
    };
  }

  /**
   * A whole set at an injected instant through the services (the way the demo seed earns on past
   * days): serve, a verified watch, the quiz answered by `answer`, graded and confirmed a few
   * seconds later.
   */
  async function earnAt(
    user: Member,
    at: Date,
    answer: (questions: { id: number; text: string; choices: { id: number; text: string }[] }[]) => {
      question_id: number;
      choice_id: number;
    }[] = allRight,
  ) {
    const actor = actorOf(user);
    const served = await earningService.serveVideo({ db: t.db, actor, now: at });
    expect(served.state, JSON.stringify(served)).toBe('ready');
    const ready = served as Ready;
    await watch(user, ready.video.id, at);
    const { questions } = await earningService.startQuiz({
      db: t.db,
      actor,
      attemptId: ready.attempt_id,
      language: 'en',
      now: at,
    });
    const result = await earningService.gradeQuiz({
      db: t.db,
      actor,
      attemptId: ready.attempt_id,
      answers: answer(questions),
      now: new Date(at.getTime() + 5_000),
    });
    const confirmed = await earningService.confirmQuiz({
      db: t.db,
      actor,
      attemptId: ready.attempt_id,
      now: new Date(at.getTime() + 10_000),
    });
    return { served: ready, questions, result, confirmed };
  }

  /** What the user holds (₹ per wallet) and how many quiz entries the ledger has for them. */
  async function moneyOf(user: Member) {
    const { wallets } = (await t.app.inject(asSession(user, { url: '/api/v1/wallets' }))).json() as {
      wallets: { wallet_type: number; balance: number }[];
    };
    const balance = (type: number) => wallets.find((wallet) => wallet.wallet_type === type)!.balance;
    return {
      cash: balance(1),
      scratch: balance(2),
      grow: balance(3),
      quizEntries: await t.db.$count(
        journalEntries,
        like(journalEntries.idempotencyKey, `quiz:${user.userId}:%`),
      ),
    };
  }

  return { post, serve, scheduleVideo, scheduleDay, promoter, watch, startedAttempt, earnAt, moneyOf };
}
