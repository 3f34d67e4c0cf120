import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { formatIndiaClock } from '@portal/shared';
import { trainingQuizResults } from '../../db/schema.js';
import { asSession, loginRoot, registerAndLogin, type Session } from '../../test/fixtures.js';
import { actorOf } from '../../test/programme.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import * as learningService from './learning.service.js';

// The training quiz keeps its answers (docs/product/content-and-earning.md, Training): a try
// names the questions answered wrongly, never a correct choice; a failed try's retry waits the
// setting's minutes and shows the questions and choices in a new order.

let t: TestApp;
let root: Session;
let videoId: number;
/** The day's English questions as the admin sees them: id, text and each choice's correct flag. */
let questions: { id: number; text: string; choices: { id: number; text: string; correct: boolean }[] }[];

const post = (session: Session, url: string, payload: Record<string, unknown>) =>
  t.app.inject(asSession(session, { method: 'POST', url: `/api/v1/${url}`, payload }));
const get = (session: Session, url: string, query: Record<string, string> = {}) =>
  t.app.inject(asSession(session, { url: `/api/v1/${url}`, query }));
const put = (session: Session, url: string, payload: Record<string, unknown>) =>
  t.app.inject(asSession(session, { method: 'PUT', url: `/api/v1/${url}`, payload }));

const QUESTIONS = [
  ['Two plus two?', ['Four', 'Five', 'Six']],
  ['Capital of India?', ['New Delhi', 'Mumbai', 'Kolkata', 'Chennai']],
  ['Which wallet gets scratch rewards?', ['Scratch Wallet', 'Cash Wallet']],
  ['Days in the training?', ['Seven', 'Five', 'Ten']],
] as const;

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
  videoId = (
    await post(root, 'training-videos', {
      title: 'Day 1',
      youtube_url: 'https://youtu.be/dQw4w9WgXcQ',
      duration_seconds: 60,
      day: 1,
    })
  ).json().id;
  for (const [question, choices] of QUESTIONS) {
    const made = await post(root, 'training-video-quizzes', {
      video_id: videoId,
      question: { en: question, ta: `${question} (ta)` },
      // The first choice written is the correct one.
      choices: choices.map((choice, index) => ({ en: choice, ta: `${choice} (ta)`, correct: index === 0 })),
    });
    expect(made.statusCode, made.body).toBe(201);
  }
  const listed = (await get(root, 'training-video-quizzes', { video_id: String(videoId) })).json() as {
    data: { question: { en: string }; choices: { en: string; correct: boolean }[] }[];
  };
  // The served questions carry the English row's ids: read them as a user once, match by text.
  const user = await registerAndLogin(t.app, root.promoterCode);
  const served = (await get(user, 'user-training-current', { language: 'en' })).json() as {
    questions: { id: number; text: string; choices: { id: number; text: string }[] }[];
  };
  questions = served.questions.map((question) => {
    const admin = listed.data.find((row) => row.question.en === question.text)!;
    return {
      id: question.id,
      text: question.text,
      choices: question.choices.map((choice) => ({
        id: choice.id,
        text: choice.text,
        correct: admin.choices.find((row) => row.en === choice.text)!.correct,
      })),
    };
  });
  expect(questions).toHaveLength(QUESTIONS.length);
});
afterAll(() => t.close());

const rightChoice = (questionId: number) =>
  questions.find((question) => question.id === questionId)!.choices.find((choice) => choice.correct)!.id;
const wrongChoice = (questionId: number) =>
  questions.find((question) => question.id === questionId)!.choices.find((choice) => !choice.correct)!.id;
const allRight = () =>
  questions.map((question) => ({ question_id: question.id, choice_id: rightChoice(question.id) }));

async function storedResult(userId: number) {
  const rows = await t.db
    .select()
    .from(trainingQuizResults)
    .where(and(eq(trainingQuizResults.userId, userId), eq(trainingQuizResults.day, 1)));
  return rows[0] ?? null;
}

/** The order a user is shown: question ids, and each question's choice ids. */
async function shownOrder(user: Session) {
  const body = (await get(user, 'user-training-current', { language: 'en' })).json() as {
    questions: { id: number; choices: { id: number }[] }[];
  };
  return {
    questions: body.questions.map((question) => question.id),
    choices: Object.fromEntries(
      body.questions.map((question) => [question.id, question.choices.map((choice) => choice.id)]),
    ) as Record<number, number[]>,
  };
}

/** Every number anywhere in a JSON value. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

describe('POST training-quiz-result keeps the answers', () => {
  it('a blank submission answers the score and the questions missed, and no correct choice anywhere', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const graded = await post(user, 'training-quiz-result', { day: 1, language: 'en', answers: [] });
    expect(graded.statusCode, graded.body).toBe(200);
    const body = graded.json();
    expect(Object.keys(body).sort()).toEqual([
      'message',
      'pass_percent',
      'passed',
      'retry_at',
      'score',
      'total',
      'wrong',
    ]);
    expect(body).toMatchObject({ score: 0, total: QUESTIONS.length, passed: false });
    expect([...body.wrong].sort()).toEqual(questions.map((question) => question.id).sort());
    // No correct choice id outside the list of questions missed, and no field that names a choice.
    const { wrong: _questionIds, ...rest } = body;
    const correctIds = questions.map((question) => rightChoice(question.id));
    expect(numbersIn(rest).filter((n) => correctIds.includes(n))).toEqual([]);
    expect(graded.body).not.toMatch(/correct|choice/i);
  });

  it('a failed try lists exactly the questions answered wrongly or not at all', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const [first, second, third, fourth] = questions.map((question) => question.id) as [
      number,
      number,
      number,
      number,
    ];
    const graded = await post(user, 'training-quiz-result', {
      day: 1,
      language: 'en',
      answers: [
        { question_id: first, choice_id: rightChoice(first) },
        { question_id: second, choice_id: wrongChoice(second) },
        // the third left blank
        { question_id: fourth, choice_id: wrongChoice(fourth) },
      ],
    });
    expect(graded.json()).toMatchObject({
      score: 1,
      total: 4,
      passed: false,
      message: 'You scored 1 out of 4',
    });
    expect([...graded.json().wrong].sort()).toEqual([second, third, fourth].sort());
  });

  it('an immediate retry is refused with when it opens, and the stored result is unchanged', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const failed = await post(user, 'training-quiz-result', { day: 1, language: 'en', answers: [] });
    const retryAt = new Date(failed.json().retry_at);
    const before = await storedResult(user.userId);
    expect(before).toMatchObject({ score: 0, passed: false, tries: 1 });
    // The default wait: 10 minutes from the try's grading.
    expect(retryAt.getTime()).toBe(before!.lastTriedAt.getTime() + 10 * 60_000);

    const refused = await post(user, 'training-quiz-result', { day: 1, language: 'en', answers: allRight() });
    expect(refused.statusCode).toBe(429);
    const clock = formatIndiaClock(retryAt);
    expect(refused.json().message).toContain(`Day 1's quiz opens again at ${clock}`);
    expect(refused.json().message).toContain('(India time)');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect(await storedResult(user.userId)).toEqual(before);
    // GET user-training-current says so too.
    expect((await get(user, 'user-training-current', { language: 'en' })).json().retry_at).toBe(
      retryAt.toISOString(),
    );
    // Nor does the refused day complete.
    expect((await post(user, 'user-day-training-mark-as-completed', { day: 1 })).statusCode).toBe(400);
  });

  it('after the wait the retry is graded, in a new order of questions and choices', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const actor = actorOf(user);
    const firstTry = await shownOrder(user);
    // A reload within a try shows the same order.
    expect(await shownOrder(user)).toEqual(firstTry);
    // The order is the server's, not the order the questions were written in (seeded per user, day, try).
    expect(firstTry.questions).toHaveLength(QUESTIONS.length);

    const failed = await learningService.gradeTrainingQuiz({
      db: t.db,
      actor,
      day: 1,
      language: 'en',
      answers: [],
      now: new Date('2027-05-01T06:00:00Z'),
    });
    expect(failed.retry_at).toBe('2027-05-01T06:10:00.000Z');
    const secondTry = await shownOrder(user);
    expect(secondTry.questions).not.toEqual(firstTry.questions);
    expect([...secondTry.questions].sort()).toEqual([...firstTry.questions].sort());
    for (const question of questions) {
      expect(secondTry.choices[question.id]).not.toEqual(firstTry.choices[question.id]);
      expect([...secondTry.choices[question.id]!].sort()).toEqual([...firstTry.choices[question.id]!].sort());
    }

    // A second before the retry opens: refused, nothing stored.
    await expect(
      learningService.gradeTrainingQuiz({
        db: t.db,
        actor,
        day: 1,
        language: 'en',
        answers: allRight(),
        now: new Date('2027-05-01T06:09:59Z'),
      }),
    ).rejects.toMatchObject({ statusCode: 429 });
    expect(await storedResult(user.userId)).toMatchObject({ passed: false, tries: 1 });

    const passed = await learningService.gradeTrainingQuiz({
      db: t.db,
      actor,
      day: 1,
      language: 'en',
      answers: allRight(),
      now: new Date('2027-05-01T06:10:00Z'),
    });
    expect(passed).toMatchObject({ score: 4, total: 4, passed: true, wrong: [], retry_at: null });
    expect(await storedResult(user.userId)).toMatchObject({ score: 4, passed: true, tries: 2 });
  });

  it('a passed try stays passed: a worse try later keeps the best result and waits for nothing', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const passed = await post(user, 'training-quiz-result', { day: 1, language: 'en', answers: allRight() });
    expect(passed.json()).toMatchObject({ passed: true, wrong: [], retry_at: null });
    const worse = await post(user, 'training-quiz-result', { day: 1, language: 'en', answers: [] });
    expect(worse.statusCode, worse.body).toBe(200);
    expect(worse.json()).toMatchObject({ score: 0, passed: false, retry_at: null });
    expect(await storedResult(user.userId)).toMatchObject({ score: 4, passed: true, tries: 2 });
    expect((await get(user, 'user-training-current', { language: 'en' })).json()).toMatchObject({
      quiz: { score: 4, total: 4, passed: true },
      retry_at: null,
    });
  });

  it('the wait is the Promotion Settings value: 0 lets a retry in at once', async () => {
    expect((await put(root, 'programme-settings', { training_retry_wait_minutes: 0 })).statusCode).toBe(200);
    try {
      const user = await registerAndLogin(t.app, root.promoterCode);
      await post(user, 'training-quiz-result', { day: 1, language: 'en', answers: [] });
      const again = await post(user, 'training-quiz-result', { day: 1, language: 'en', answers: allRight() });
      expect(again.statusCode, again.body).toBe(200);
      expect(await storedResult(user.userId)).toMatchObject({ passed: true, tries: 2 });
    } finally {
      expect((await put(root, 'programme-settings', { training_retry_wait_minutes: 10 })).statusCode).toBe(
        200,
      );
    }
    expect(
      (await put(root, 'programme-settings', { training_retry_wait_minutes: 1441 })).json().errors,
    ).toEqual({ training_retry_wait_minutes: ['Retry wait must be at most 1440'] });
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('training quiz tries at once (PostgreSQL)', () => {
  it('of 20 submissions at once after a failed try, none is graded before the retry opens', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    // The first try itself: 20 at once grade exactly one, the rest wait for the retry.
    const answers = questions.map((question, index) => ({
      question_id: question.id,
      choice_id: index === 0 ? rightChoice(question.id) : wrongChoice(question.id),
    }));
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(user, 'training-quiz-result', { day: 1, language: 'en', answers }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      200,
      ...Array<number>(19).fill(429),
    ]);
    expect(await storedResult(user.userId)).toMatchObject({ score: 1, passed: false, tries: 1 });
  });
});
