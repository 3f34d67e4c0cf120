import { like } from 'drizzle-orm';
import { expect } from 'vitest';
import type { PromotionServe } from '@portal/shared';
import { journalEntries } from '../../db/schema.js';
import { asSession, type Session } from '../../test/fixtures.js';
import {
  actorOf,
  promoterAt,
  promotionVideo,
  RIGHT,
  watchedAt,
  type Member,
  type QuestionSpec,
} from '../../test/programme.js';
import type { TestApp } from '../../test/test-app.js';
import * as earningService from './earning.service.js';

/**
 * The earning tests' own steps (serve, quiz, money) over the programme steps every module's tests
 * share (apps/api/src/test/programme.ts).
 */

export { actorOf, indiaTime, type Member, type QuestionSpec } from '../../test/programme.js';
export type Ready = Extract<PromotionServe, { state: 'ready' }>;

/** The choice whose text is the right answer, in English or Tamil. */
export const right = (question: { choices: { id: number; text: string }[] }) =>
  question.choices.find((choice) => choice.text === RIGHT.en || choice.text === RIGHT.ta)!.id;
/** Every served question answered right. */
export const allRight = (questions: { id: number; choices: { id: number; text: string }[] }[]) =>
  questions.map((question) => ({ question_id: question.id, choice_id: right(question) }));

export function earningKit(t: TestApp, root: Session) {
  const post = (session: Session, url: string, payload: Record<string, unknown>) =>
    t.app.inject(asSession(session, { method: 'POST', url: `/api/v1/${url}`, payload }));
  const serve = (session: Session, retry = false) =>
    t.app.inject(
      asSession(session, { url: '/api/v1/user-promoter-video-get', query: retry ? { retry: 'true' } : {} }),
    );

  /** A promotion video on a date, session and order with bilingual Right/Wrong questions: its id. */
  const scheduleVideo = (date: string, session: number, order: number, questions?: QuestionSpec[]) =>
    promotionVideo(t, root, { date, session, order, questions });

  /** Both sessions of a date, orders 1–4: the video ids by session and order. */
  async function scheduleDay(date: string): Promise<Record<number, Record<number, number>>> {
    const ids: Record<number, Record<number, number>> = { 1: {}, 2: {} };
    for (const session of [1, 2])
      for (const order of [1, 2, 3, 4]) ids[session]![order] = await scheduleVideo(date, session, order);
    return ids;
  }

  /** A user at `level` (null: a Trainee), under `sponsor` (default the root). */
  const promoter = (level: number | null, sponsor: Session = root): Promise<Member> =>
    promoterAt(t, level, sponsor);

  /**
   * A verified watch of the video, started at `now` (the attempt must be served in that session),
   * the session clock moved to its end.
   */
  async function watch(user: Member, videoId: number, now = new Date()) {
    const { watched } = await watchedAt(t, user, 'promotion', videoId, now);
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
