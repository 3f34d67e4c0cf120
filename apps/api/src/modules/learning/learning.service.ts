import {
  indiaDate,
  QuizLanguage,
  scoreMessage,
  type QuizLanguageCode,
  type ServedQuestion,
} from '@portal/shared';
import type { Database, Queryable } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { Actor } from '../../lib/auth.js';
import { badRequest, fieldError } from '../../lib/errors.js';
import { throttled } from '../../lib/throttle.js';
import * as contentService from '../content/content.service.js';
import * as settingsService from '../settings/settings.service.js';
import * as watchedService from '../watching/watched.service.js';
import * as learningRepo from './learning.repository.js';
import {
  hasPassed,
  isRetryOpen,
  retryOpensAt,
  retryRefusedMessage,
  trainingDays,
  tryOrder,
} from './learning.rules.js';

/**
 * The daily video and the 7-day training programme (docs/product/content-and-earning.md). The
 * server decides what was watched (verified watch sessions) and what was answered (graded here);
 * correct choices never reach a promoter, not even in a result.
 */

const LANG_TYPES: Record<QuizLanguageCode, number> = { en: QuizLanguage.English, ta: QuizLanguage.Tamil };

async function playable(
  db: Queryable,
  video: NonNullable<Awaited<ReturnType<typeof contentService.findVideo>>>,
) {
  return {
    id: video.id,
    title: video.title,
    description: video.description,
    url: contentService.videoUrl(video),
    youtube_url: video.youtubeUrl,
    duration_seconds: video.durationSeconds,
    media: await contentService.mediaOfVideo(db, video),
  };
}

/** Questions as a user gets them: one language, choices without their correct flags. */
export function serve(questions: Awaited<ReturnType<typeof contentService.questionsOf>>): ServedQuestion[] {
  return questions.map((question) => ({
    id: question.id,
    text: question.question,
    choices: question.choices.map((choice) => ({ id: choice.id, text: choice.choiceValue })),
    time_limit: question.timeLimit,
  }));
}

/**
 * A training day's questions in the order of one try: questions and each question's choices
 * redrawn per user, day and try, the same on every reload within the try
 * (docs/decisions/096-the-training-quiz-keeps-its-answers.md).
 */
export function serveTry(
  questions: Awaited<ReturnType<typeof contentService.questionsOf>>,
  { userId, day, tryNumber }: { userId: number; day: number; tryNumber: number },
): ServedQuestion[] {
  return serve(
    tryOrder(questions, `${userId}:${day}`, tryNumber).map((question) => ({
      ...question,
      choices: tryOrder(question.choices, `${userId}:${day}:${question.id}`, tryNumber),
    })),
  );
}

// ---- daily video -------------------------------------------------------------------------------

/** GET daily-videos-today: today's video (India date) and whether the caller watched it today. */
export async function dailyVideoToday({
  db,
  actor,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  now?: Date;
}) {
  const date = indiaDate(now);
  const [video, view] = await Promise.all([
    contentService.dailyVideoFor(db, date),
    learningRepo.findDailyView(db, actor.id, date),
  ]);
  return { date, video: video ? await playable(db, video) : null, watched: view !== null };
}

/** Has the user watched today's daily video (the promotion screen's gate)? */
export async function isDailyVideoWatched(q: Queryable, userId: number, now = new Date()): Promise<boolean> {
  return (await learningRepo.findDailyView(q, userId, indiaDate(now))) !== null;
}

/**
 * POST daily-videos-watched: records today's daily video as watched, only when a watch session of
 * that video was verified today.
 */
export async function markDailyVideoWatched({
  db,
  actor,
  videoId,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  videoId: number;
  now?: Date;
}) {
  const date = indiaDate(now);
  const video = await contentService.dailyVideoFor(db, date);
  if (!video || video.id !== videoId) throw fieldError('video_id', "This is not today's daily video");
  if (!(await watchedService.isWatched(db, actor.id, { kind: 'daily', videoId, date })))
    throw badRequest('Watch the whole video first: it counts once it has played to the end');
  await withTransaction(db, (tx) => learningRepo.insertDailyView(tx, actor.id, date, videoId));
  return { date, watched: true };
}

// ---- training ----------------------------------------------------------------------------------

async function dayState(q: Queryable, userId: number, now: Date) {
  return trainingDays(await learningRepo.findCompletedDays(q, userId), indiaDate(now));
}

/** Has the user completed all 7 training days (the promotion screen's gate)? */
export async function isTrainingComplete(q: Queryable, userId: number): Promise<boolean> {
  return (await learningRepo.findCompletedDays(q, userId)).length >= 7;
}

/** The video of the training day open to the user today, if any: the one training video they may watch now. */
export async function openTrainingVideo(q: Queryable, userId: number, now = new Date()) {
  const { openDay } = await dayState(q, userId, now);
  return openDay === null ? null : contentService.trainingVideo(q, openDay);
}

/**
 * GET user-training-current: the days and their states, and for the open day its video, whether
 * it was watched, the quiz questions in the chosen language (no correct flags) in the next try's
 * order, the best result so far and, after a failed try, when the retry opens.
 */
export async function currentTraining({
  db,
  actor,
  language,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  language: QuizLanguageCode;
  now?: Date;
}) {
  const state = await dayState(db, actor.id, now);
  const day = state.openDay;
  const video = day ? await contentService.trainingVideo(db, day) : null;
  const [questions, watched, result] = video
    ? await Promise.all([
        video.quizEnabled
          ? contentService.questionsOf(db, video.id, LANG_TYPES[language])
          : Promise.resolve([]),
        watchedService.isWatched(db, actor.id, { kind: 'training', videoId: video.id, date: indiaDate(now) }),
        learningRepo.findQuizResult(db, actor.id, day!),
      ])
    : [[], false, null];
  const retryAt =
    result && !result.passed
      ? retryOpensAt(result, (await settingsService.getSettings(db)).values.training_retry_wait_minutes)
      : null;
  return {
    day,
    next_day: state.nextDay,
    complete: state.complete,
    days: state.days,
    video: video ? await playable(db, video) : null,
    quiz_enabled: Boolean(video?.quizEnabled) && questions.length > 0,
    // The next try's order: a failed try's retry shows the questions and choices redrawn.
    questions: serveTry(questions, { userId: actor.id, day: day ?? 0, tryNumber: (result?.tries ?? 0) + 1 }),
    watched,
    quiz: result ? { score: result.score, total: result.total, passed: result.passed } : null,
    retry_at: retryAt?.toISOString() ?? null,
  };
}

async function requireOpenDay(q: Queryable, userId: number, day: number, now: Date) {
  const state = await dayState(q, userId, now);
  if (state.days[day - 1]?.state === 'completed') throw badRequest(`Day ${day} is already completed`);
  if (state.openDay !== day)
    throw badRequest(
      state.nextDay === day
        ? `Day ${day} opens tomorrow: one training day a day`
        : `Day ${day} is not open yet: complete the days before it first`,
    );
  const video = await contentService.trainingVideo(q, day);
  if (!video) throw badRequest(`Day ${day} has no video yet: please check back later`);
  return video;
}

/**
 * POST training-quiz-result: grades the answers against all of the day's questions in the chosen
 * language (unanswered = wrong) and keeps the best result. The answer names the questions
 * answered wrongly (or not at all), never a correct choice; after a failed try the next waits the
 * setting's minutes, refused with a 429 naming when it opens and leaving the result as it was
 * (docs/product/content-and-earning.md, Training).
 */
export async function gradeTrainingQuiz({
  db,
  actor,
  day,
  language,
  answers,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  day: number;
  language: QuizLanguageCode;
  answers: { question_id: number; choice_id: number }[];
  now?: Date;
}) {
  const video = await requireOpenDay(db, actor.id, day, now);
  const questions = await contentService.questionsOf(db, video.id, LANG_TYPES[language]);
  if (!video.quizEnabled || questions.length === 0) throw badRequest(`Day ${day} has no quiz`);
  const chosen = new Map(answers.map((answer) => [answer.question_id, answer.choice_id]));
  const wrong = questions
    .filter((question) => chosen.get(question.id) !== question.choices.find((choice) => choice.isCorrect)?.id)
    .map((question) => question.id);
  const total = questions.length;
  const score = total - wrong.length;
  const { values } = await settingsService.getSettings(db);
  const wait = values.training_retry_wait_minutes;
  const passed = hasPassed(score, total, values.training_pass_percent);
  const saved = await withTransaction(db, async (tx) => {
    await learningRepo.lockQuizTries(tx, actor.id);
    const opensAt = retryOpensAt(await learningRepo.findQuizResult(tx, actor.id, day), wait);
    if (!isRetryOpen(opensAt, now))
      throw throttled(
        retryRefusedMessage(day, opensAt!),
        Math.max(1, Math.ceil((opensAt!.getTime() - now.getTime()) / 1000)),
      );
    await learningRepo.saveQuizResult(tx, { userId: actor.id, day, score, total, passed, triedAt: now });
    return (await learningRepo.findQuizResult(tx, actor.id, day))!;
  });
  return {
    score,
    total,
    passed,
    pass_percent: values.training_pass_percent,
    message: scoreMessage(score, total),
    wrong,
    retry_at: retryOpensAt(saved, wait)?.toISOString() ?? null,
  };
}

/**
 * POST user-day-training-mark-as-completed: the open day completes only when its video was
 * watched (verified) and, if it has a quiz, the quiz was passed. The next day opens tomorrow.
 */
export async function completeTrainingDay({
  db,
  actor,
  day,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  day: number;
  now?: Date;
}) {
  const video = await requireOpenDay(db, actor.id, day, now);
  if (
    !(await watchedService.isWatched(db, actor.id, {
      kind: 'training',
      videoId: video.id,
      date: indiaDate(now),
    }))
  )
    throw badRequest(`Watch day ${day}'s video to the end today first`);
  if (
    video.quizEnabled &&
    (await contentService.questionsOf(db, video.id, QuizLanguage.English)).length > 0
  ) {
    const result = await learningRepo.findQuizResult(db, actor.id, day);
    if (!result?.passed) throw badRequest(`Pass day ${day}'s quiz first`);
  }
  await withTransaction(db, (tx) => learningRepo.insertCompletedDay(tx, actor.id, day, indiaDate(now)));
  const state = await dayState(db, actor.id, now);
  return { day, completed: true, complete: state.complete, next_day: state.nextDay };
}

/** Today's learning tasks for the dashboard: the daily video and the training day. */
export async function todayTasks(q: Queryable, userId: number, now = new Date()) {
  const date = indiaDate(now);
  const [video, view, state] = await Promise.all([
    contentService.dailyVideoFor(q, date),
    learningRepo.findDailyView(q, userId, date),
    dayState(q, userId, now),
  ]);
  return {
    daily_video: { available: video !== null, watched: view !== null },
    training: { day: state.openDay, next_day: state.nextDay, complete: state.complete },
  };
}
