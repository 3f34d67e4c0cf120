import { randomInt } from 'node:crypto';
import {
  addDays,
  indiaDate,
  paiseToRupees,
  QuizLanguage,
  quizEntryDescription,
  scoreMessage,
  type attemptLogQuerySchema,
  type AttemptLogRow,
  type EarningPower,
  type ListResponse,
  type PromotionBlock,
  type PromotionServe,
  type PromoterLevel,
  type QuizLanguageCode,
  type QuizResult,
  type UserDashboard,
} from '@portal/shared';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { Actor } from '../../lib/auth.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { WorkbookFile } from '../../lib/excel.js';
import { exportInBatches, readListPage } from '../../lib/list-page.js';
import type { TotalCounter } from '../../lib/list-totals.js';
import * as contentService from '../content/content.service.js';
import * as learningService from '../learning/learning.service.js';
import * as ledgerService from '../ledger/ledger.service.js';
import * as settingsService from '../settings/settings.service.js';
import * as usersService from '../users/users.service.js';
import * as watchedService from '../watching/watched.service.js';
import {
  ATTEMPT_EXPORT_BATCH,
  ATTEMPT_EXPORT_COLUMNS,
  ATTEMPT_EXPORT_FILE,
  ATTEMPT_EXPORT_SHEET,
} from './earning.export.js';
import { paidVideosPerDay, perVideoAmount } from './earning.amounts.rules.js';
import * as earningRepo from './earning.repository.js';
import {
  answerDeadline,
  dayProgress,
  grade,
  sessionAt,
  videoOrderOf,
  type ServedCopy,
  type SessionProgress,
} from './earning.rules.js';

/**
 * Earning from promotion videos (docs/product/content-and-earning.md, Earning from promotion
 * videos; docs/product/money.md, Earning per promotion video). The server picks the session, set
 * and video, serves the questions (keeping a copy with the answers), grades only what it served,
 * and pays each user, day, session and set once.
 */

const LANG_TYPES: Record<QuizLanguageCode, number> = { en: QuizLanguage.English, ta: QuizLanguage.Tamil };

/**
 * Why no video can be served now. Sent in English; each is a shared catalogue sentence
 * (`earning.blocked_*`, coded-messages.test.ts holds them so), which the web shows in the reader's
 * language (docs/decisions/154-success-answers-and-blocked-pages-by-code.md).
 */
const BLOCK_MESSAGES: Record<PromotionBlock, string> = {
  no_level:
    'Promotion videos pay promoters with a level. You are a Trainee: request a PIN for a level in My Pins to start earning.',
  daily_video: "Watch today's daily video first: the promotion videos open after it.",
  training: 'Complete the 7-day training programme first: the promotion videos open after it.',
  session_done: 'You have finished this session. Come back for the next one.',
  no_video: 'No promotion video is scheduled for this session yet. Please check back later.',
};

type Attempt = earningRepo.AttemptRecord;

interface AmountParts {
  base: number;
  bonuses: { level: number; referrals: number; amount: number }[];
  cap: number;
}

const rupeeParts = (parts: AmountParts) => ({
  base: paiseToRupees(parts.base),
  bonuses: parts.bonuses.map((bonus) => ({ ...bonus, amount: paiseToRupees(bonus.amount) })),
  cap: paiseToRupees(parts.cap),
});

/** A set is done once one of its attempts is confirmed. */
function setsDone(attempts: Attempt[]): number {
  return new Set(attempts.filter((attempt) => attempt.confirmedAt).map((attempt) => attempt.setNo)).size;
}

function resultOf(attempt: Attempt, attempts: Attempt[]): QuizResult | null {
  if (!attempt.gradedAt) return null;
  return {
    score: attempt.score!,
    total: attempt.total!,
    message: scoreMessage(attempt.score!, attempt.total!),
    amount: paiseToRupees(attempt.earnedPaise!),
    can_retry: canRetry(attempt, attempts),
  };
}

/** The first attempt of a set may be retried once, until it is confirmed. */
function canRetry(attempt: Attempt, attempts: Attempt[]): boolean {
  if (attempt.isRetry || attempt.confirmedAt) return false;
  return !attempts.some((other) => other.setNo === attempt.setNo && other.isRetry);
}

function blocked(
  reason: PromotionBlock,
  session: number,
  setsTotal: number,
  done: number,
  today: SessionProgress[],
): PromotionServe {
  return {
    state: 'blocked',
    reason,
    message: BLOCK_MESSAGES[reason],
    session,
    sets_total: setsTotal,
    sets_done: done,
    today,
  };
}

/**
 * GET user-promoter-video-get: the session of the India clock, the first set not yet confirmed and
 * its video (the retry video when asked for and allowed), recorded as an attempt with what it pays.
 * Asking again answers the same attempt. Gates first: a level, today's daily video, the training.
 */
export async function serveVideo({
  db,
  actor,
  retry = false,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  retry?: boolean;
  now?: Date;
}): Promise<PromotionServe> {
  const date = indiaDate(now);
  const session = sessionAt(now);
  const terms = await earningTermsOf(db, actor.id);
  if (terms.level === null || !terms.perVideo)
    return blocked('no_level', session, 0, 0, dayProgress([], 0, session));
  const level = terms.level as PromoterLevel;
  const setsTotal = terms.settings.values.levels[level].sets_per_session;
  const dayAttempts = await earningRepo.findDayAttempts(db, actor.id, date);
  const attempts = dayAttempts.filter((attempt) => attempt.session === session);
  const done = setsDone(attempts);
  // Sets done and remaining today (serving never changes them: only confirmations do).
  const today = dayProgress(
    dayAttempts.filter((attempt) => attempt.confirmedAt),
    setsTotal,
    session,
  );
  if (
    terms.settings.values.daily_video_gate &&
    !(await learningService.isDailyVideoWatched(db, actor.id, now))
  )
    return blocked('daily_video', session, setsTotal, done, today);
  if (terms.settings.values.training_gate && !(await learningService.isTrainingComplete(db, actor.id)))
    return blocked('training', session, setsTotal, done, today);
  // The first set without a confirmed attempt; levels with one set never reach set 2.
  const set = [1, 2].find(
    (candidate) => candidate <= setsTotal && !attempts.some((a) => a.setNo === candidate && a.confirmedAt),
  );
  if (!set) return blocked('session_done', session, setsTotal, done, today);

  const ofSet = attempts.filter((attempt) => attempt.setNo === set);
  const first = ofSet.find((attempt) => !attempt.isRetry);
  const second = ofSet.find((attempt) => attempt.isRetry);
  const wantsRetry = retry && first?.gradedAt && canRetry(first, attempts);
  const current = second ?? (wantsRetry ? null : first);
  const attempt =
    current ??
    (await (async () => {
      const isRetry = Boolean(wantsRetry);
      const videos = await contentService.promotionVideos(db, date, session);
      const video = videos.find((candidate) => candidate.videoOrder === videoOrderOf(set, isRetry));
      if (!video) return null;
      return withTransaction(db, async (tx) => {
        const made = await earningRepo.insertAttemptOnce(tx, {
          userId: actor.id,
          videoId: video.id,
          attemptDate: date,
          session,
          setNo: set,
          isRetry,
          level,
          amountPaise: terms.perVideo!.amount,
          amountParts: {
            base: terms.perVideo!.base,
            bonuses: terms.perVideo!.bonuses,
            cap: terms.perVideo!.cap,
          },
          settingsVersion: terms.settings.version,
          createdAt: now,
        });
        // A parallel serve made it first: answer that one.
        return (
          made ??
          (await earningRepo.findDayAttempts(tx, actor.id, date, session)).find(
            (a) => a.setNo === set && a.isRetry === isRetry,
          )!
        );
      });
    })());
  if (!attempt) return blocked('no_video', session, setsTotal, done, today);
  const video = await contentService.findVideo(db, attempt.videoId);
  if (!video) return blocked('no_video', session, setsTotal, done, today);
  const all = await earningRepo.findDayAttempts(db, actor.id, date, session);
  return {
    state: 'ready',
    attempt_id: attempt.id,
    session,
    set,
    retry: attempt.isRetry,
    video: {
      id: video.id,
      title: video.title,
      url: contentService.videoUrl(video),
      youtube_url: video.youtubeUrl,
      duration_seconds: video.durationSeconds,
      media: await contentService.mediaOfVideo(db, video),
    },
    amount: paiseToRupees(attempt.amountPaise),
    amount_parts: rupeeParts(attempt.amountParts as AmountParts),
    sets_total: setsTotal,
    sets_done: setsDone(all),
    today,
    // Watched already (a reload after the video): the quiz can start without watching again.
    watched:
      attempt.quizStartedAt !== null ||
      (await watchedService.isWatched(db, actor.id, promotionTask(attempt))),
    quiz_started: attempt.quizStartedAt !== null,
    result: resultOf(attempt, all),
  };
}

/** A promotion attempt as a watch task: only a session opened for this attempt counts for it. */
const promotionTask = (attempt: Attempt) =>
  ({ kind: 'promotion', videoId: attempt.videoId, attemptId: attempt.id }) as const;

/**
 * The attempt whose video the user may watch now: served to them today in the current session,
 * its quiz not started (docs/product/content-and-earning.md, Watching). Null for any other video.
 */
export async function attemptToWatch(
  q: Queryable,
  userId: number,
  videoId: number,
  now = new Date(),
): Promise<number | null> {
  const attempts = await earningRepo.findDayAttempts(q, userId, indiaDate(now), sessionAt(now));
  const open = attempts.filter((attempt) => attempt.videoId === videoId && !attempt.quizStartedAt);
  return open.at(-1)?.id ?? null;
}

async function requireOwnAttempt(q: Queryable, actor: Actor, id: number) {
  const attempt = await earningRepo.findAttempt(q, id);
  if (!attempt || attempt.userId !== actor.id) throw notFound();
  return attempt;
}

const publicQuestions = (served: ServedCopy[]) =>
  served.map((question) => ({
    id: question.id,
    text: question.text,
    choices: question.choices,
    time_limit: question.time_limit,
  }));

function pick<T>(items: T[], count: number): T[] {
  const pool = [...items];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/**
 * POST user-promoter-quiz-start: opens the quiz only after a verified watch of the attempt's
 * video, with a server-chosen sample of its questions in the chosen language. The attempt keeps a
 * copy (with the correct choices and the level's weights); asking again answers the same questions
 * and start time.
 */
export async function startQuiz({
  db,
  actor,
  attemptId,
  language,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  attemptId: number;
  language: QuizLanguageCode;
  now?: Date;
}) {
  const attempt = await requireOwnAttempt(db, actor, attemptId);
  if (!attempt.quizStartedAt) {
    if (!(await watchedService.isWatched(db, actor.id, promotionTask(attempt))))
      throw badRequest('Watch the video to the end first: the quiz opens after it');
    const { values } = await settingsService.getSettings(db);
    const questions = await contentService.questionsOf(db, attempt.videoId, LANG_TYPES[language]);
    if (questions.length === 0) throw badRequest('This video has no quiz yet: please check back later');
    const weightKey = (['promotor', 'promotor1', 'promotor2', 'promotor3', 'promotor4'] as const)[
      attempt.level
    ]!;
    const served: ServedCopy[] = pick(questions, values.quiz_questions_per_attempt).map((question) => ({
      id: question.id,
      text: question.question,
      time_limit: question.timeLimit,
      weight: question[weightKey],
      correct_choice_id: question.choices.find((choice) => choice.isCorrect)!.id,
      choices: question.choices.map((choice) => ({ id: choice.id, text: choice.choiceValue })),
    }));
    await withTransaction(db, (tx) => earningRepo.startQuiz(tx, attempt.id, { language, served, now }));
  }
  const started = (await earningRepo.findAttempt(db, attempt.id))!;
  const served = started.served as ServedCopy[];
  return {
    questions: publicQuestions(served),
    started_at: started.quizStartedAt!.toISOString(),
    deadline: answerDeadline(
      started.quizStartedAt!,
      served.map((question) => question.time_limit),
    ).toISOString(),
  };
}

/**
 * POST user-promoter-quiz-result-get: grades the served questions only, once per attempt (a
 * second submission answers the first result).
 */
export async function gradeQuiz({
  db,
  actor,
  attemptId,
  answers,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  attemptId: number;
  answers: { question_id: number; choice_id: number }[];
  now?: Date;
}): Promise<QuizResult> {
  await withTransaction(db, async (tx) => {
    const attempt = await earningRepo.lockAttempt(tx, attemptId);
    if (!attempt || attempt.userId !== actor.id) throw notFound();
    if (attempt.gradedAt) return;
    if (!attempt.quizStartedAt) throw badRequest('Start the quiz first');
    const served = attempt.served as ServedCopy[];
    const inTime =
      now <=
      answerDeadline(
        attempt.quizStartedAt,
        served.map((question) => question.time_limit),
      );
    const result = grade(served, answers, attempt.amountPaise, inTime);
    await earningRepo.saveGrade(tx, attempt.id, {
      answers,
      score: result.score,
      total: result.total,
      earnedPaise: result.earned,
      gradedAt: now,
    });
  });
  const graded = (await earningRepo.findAttempt(db, attemptId))!;
  return resultOf(
    graded,
    await earningRepo.findDayAttempts(db, actor.id, graded.attemptDate, graded.session),
  )!;
}

/**
 * POST user-promoter-quiz-result-confirmation: pays a graded attempt into the wallets (5 % Grow,
 * rounded down, the rest Cash) once per user, day, session and set, only for its owner, only on
 * its own India day, and only the set's latest attempt. A repeated or parallel confirmation
 * answers the first and credits nothing.
 */
export async function confirmQuiz({
  db,
  actor,
  attemptId,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  attemptId: number;
  now?: Date;
}) {
  // The Grow share of the settings the attempt was served under: editing a setting never changes
  // an attempt already served (docs/product/content-and-earning.md, Promotion attempts).
  const growPercentOf = async (q: Queryable, attempt: Attempt) =>
    (await settingsService.getSettingsVersion(q, attempt.settingsVersion)).values.grow_share_percent;
  const answer = async (q: Queryable, attempt: Attempt) => {
    const split = ledgerService.splitPayout(attempt.earnedPaise ?? 0, await growPercentOf(q, attempt));
    return {
      attempt_id: attempt.id,
      confirmed: attempt.confirmedAt !== null,
      amount: paiseToRupees(attempt.earnedPaise ?? 0),
      cash: paiseToRupees(split.cash),
      grow: paiseToRupees(split.grow),
    };
  };
  return withTransaction(db, async (tx) => {
    const attempt = await earningRepo.lockAttempt(tx, attemptId);
    if (!attempt || attempt.userId !== actor.id) throw notFound();
    if (attempt.confirmedAt) return answer(tx, attempt);
    if (!attempt.gradedAt)
      throw badRequest('Finish the quiz first: a result is confirmed after it is graded');
    if (attempt.attemptDate !== indiaDate(now))
      throw badRequest(
        'This result was for an earlier day: results are confirmed on the day they are earned',
      );
    const sameSet = await earningRepo.findDayAttempts(tx, actor.id, attempt.attemptDate, attempt.session);
    if (sameSet.some((other) => other.setNo === attempt.setNo && other.confirmedAt))
      throw badRequest('This set is already confirmed');
    if (!attempt.isRetry && sameSet.some((other) => other.setNo === attempt.setNo && other.isRetry))
      throw badRequest('You took the retry: confirm the retry’s result instead');
    const earned = attempt.earnedPaise ?? 0;
    let entryId: number | null = null;
    if (earned > 0) {
      const split = ledgerService.splitPayout(earned, await growPercentOf(tx, attempt));
      const lines = [
        { target: { userId: actor.id, walletType: 1 as const }, amount: split.cash },
        ...(split.grow > 0
          ? [{ target: { userId: actor.id, walletType: 3 as const }, amount: split.grow }]
          : []),
        { target: { system: 'programme_expense' as const }, amount: -earned },
      ];
      const posted = await ledgerService.post(tx, {
        kind: 'quiz',
        description: quizEntryDescription(attempt.session, attempt.setNo, attempt.score!, attempt.total!),
        idempotencyKey: `quiz:${actor.id}:${attempt.attemptDate}:${attempt.session}:${attempt.setNo}`,
        fingerprint: ledgerService.fingerprintOf({ attempt: attempt.id, earned }),
        audit: {
          actor,
          action: 'quiz_attempt.confirm',
          after: {
            attempt_id: attempt.id,
            amount: paiseToRupees(earned),
            cash: paiseToRupees(split.cash),
            grow: paiseToRupees(split.grow),
          },
        },
        at: now,
        lines,
      });
      entryId = posted.entryId;
    }
    const confirmed = await earningRepo.confirm(tx, attempt.id, entryId, now);
    return answer(tx, confirmed ?? attempt);
  });
}

/**
 * Today's promotion sessions for the user dashboard (docs/product/content-and-earning.md, Earning
 * from promotion videos): per session the sets of the user's level, each paid (its confirmed
 * amount) or not yet (what the current per-video amount pays for a full score), done and
 * remaining (none once the session is over); what was earned today and in the last 7 days.
 */
export async function todaySessions(
  q: Queryable,
  userId: number,
  now = new Date(),
  knownTerms?: EarningTerms,
): Promise<UserDashboard['promotion']> {
  const date = indiaDate(now);
  const current = sessionAt(now);
  const [terms, attempts, week] = await Promise.all([
    knownTerms ?? earningTermsOf(q, userId),
    earningRepo.findDayAttempts(q, userId, date),
    earningRepo.sumConfirmedByDay(q, addDays(date, -6), userId),
  ]);
  const perVideo = terms.level === null ? 0 : (terms.perVideo?.amount ?? 0);
  const setsPerSession =
    terms.level === null ? 0 : terms.settings.values.levels[terms.level].sets_per_session;
  const paid = attempts.filter((attempt) => attempt.confirmedAt);
  const sessions = dayProgress(paid, setsPerSession, current).map((progress) => ({
    ...progress,
    sets: Array.from({ length: progress.sets_total }, (_, index) => {
      const confirmed = paid.find(
        (attempt) => attempt.session === progress.session && attempt.setNo === index + 1,
      );
      return {
        set: index + 1,
        paid: confirmed !== undefined,
        amount: paiseToRupees(confirmed ? (confirmed.earnedPaise ?? 0) : perVideo),
      };
    }),
  }));
  return {
    session: current,
    sessions,
    earned_today: paiseToRupees(paid.reduce((sum, attempt) => sum + (attempt.earnedPaise ?? 0), 0)),
    week_earned: paiseToRupees(week.reduce((sum, day) => sum + Number(day.amount), 0)),
  };
}

/** Earnings paid per India day from `from`, and today's confirmations per session (admins). */
export async function earningsByDay(q: Queryable, from: string) {
  return earningRepo.sumConfirmedByDay(q, from);
}

export async function confirmationsBySession(q: Queryable, date: string) {
  const rows = await earningRepo.countConfirmedBySession(q, date);
  return {
    1: rows.find((row) => row.session === 1)?.count ?? 0,
    2: rows.find((row) => row.session === 2)?.count ?? 0,
  };
}

// ---- the attempt log ---------------------------------------------------------------------------

type LogQuery = z.output<typeof attemptLogQuerySchema>;

function logPartsOf(query: LogQuery): earningRepo.AttemptListParts {
  const filter = query.search_param ?? {};
  return {
    search: query.search,
    fromdate: filter.fromdate,
    todate: filter.todate,
    confirmed: filter.confirmed === undefined ? undefined : filter.confirmed === 'true',
    username: filter.username,
    ascending: query.sortDir === 'asc',
  };
}

function toLogRow(row: { attempt: Attempt; username: string }): AttemptLogRow {
  const { attempt } = row;
  const served = (attempt.served as ServedCopy[] | null) ?? [];
  return {
    id: attempt.id,
    username: row.username,
    date: attempt.attemptDate,
    session: attempt.session,
    set: attempt.setNo,
    retry: attempt.isRetry,
    video_id: attempt.videoId,
    level: attempt.level,
    language: attempt.language,
    questions: served.map((question) => ({
      id: question.id,
      text: question.text,
      choices: question.choices,
      correct_choice_id: question.correct_choice_id,
    })),
    answers: (attempt.answers as { question_id: number; choice_id: number }[] | null) ?? [],
    score: attempt.score,
    total: attempt.total,
    per_video: paiseToRupees(attempt.amountPaise),
    amount: attempt.earnedPaise === null ? null : paiseToRupees(attempt.earnedPaise),
    confirmed: attempt.confirmedAt !== null,
    served_at: attempt.createdAt.toISOString(),
    quiz_started_at: attempt.quizStartedAt?.toISOString() ?? null,
    graded_at: attempt.gradedAt?.toISOString() ?? null,
    confirmed_at: attempt.confirmedAt?.toISOString() ?? null,
  };
}

/** GET quiz-attempts (admins): the attempt log with the list contract (lib/list-page.ts). */
export async function listAttempts({
  db,
  query,
  totals,
}: {
  db: Database;
  query: LogQuery;
  totals: TotalCounter;
}): Promise<ListResponse<AttemptLogRow>> {
  const parts = logPartsOf(query);
  const { ascending, ...rows } = parts;
  const page = await readListPage({
    query,
    totals,
    counted: { list: 'quiz-attempts', rows, order: { ascending } },
    find: (read) => earningRepo.findAttemptLog(db, parts, read),
    count: (counting) => earningRepo.countAttemptLog(db, parts, counting),
  });
  return { data: page.rows.map(toLogRow), pageInfo: page.pageInfo };
}

export async function exportAttempts({
  db,
  query,
  maxRows,
}: {
  db: Database;
  query: LogQuery;
  maxRows: number;
}): Promise<WorkbookFile> {
  const parts = logPartsOf(query);
  return exportInBatches({
    count: (counting) => earningRepo.countAttemptLog(db, parts, counting),
    find: (batch) => earningRepo.findAttemptLog(db, parts, batch),
    toRow: (found) => toLogRow(found),
    maxRows,
    batchSize: ATTEMPT_EXPORT_BATCH,
    fileName: ATTEMPT_EXPORT_FILE,
    sheetName: ATTEMPT_EXPORT_SHEET,
    columns: ATTEMPT_EXPORT_COLUMNS,
  });
}

/**
 * What a user's promotion videos pay now (paise), with the settings it comes from: null for a
 * Trainee, who cannot earn yet (docs/product/money.md, Earning per promotion video).
 */
async function earningTermsOf(q: Queryable, userId: number) {
  const [settings, accounts, referralLevels] = await Promise.all([
    settingsService.getSettings(q),
    usersService.findAccountsByIds(q, [userId]),
    usersService.activeReferralLevels(q, userId),
  ]);
  const account = accounts[0];
  if (!account) throw notFound();
  const level = account.currentPromoterLevel as PromoterLevel | null;
  if (level === null) return { level: null, settings, perVideo: null };
  return { level, settings, perVideo: perVideoAmount(settings.values, level, referralLevels) };
}

type EarningTerms = Awaited<ReturnType<typeof earningTermsOf>>;

/**
 * What a user earns per video and per day now, and at most (docs/product/money.md, Earning per
 * promotion video): their level's base plus the bonuses of their active direct referrals, capped.
 * A Trainee earns nothing yet.
 */
export async function earningPowerOf(q: Queryable, userId: number): Promise<EarningPower> {
  return earningPowerFrom(await earningTermsOf(q, userId));
}

/**
 * The promoter dashboard's two parts of earning, what they earn per video and today's sessions,
 * from one read of their terms (settings, level, active referrals).
 */
export async function promotionToday(q: Queryable, userId: number, now = new Date()) {
  const terms = await earningTermsOf(q, userId);
  return { earning: earningPowerFrom(terms), promotion: await todaySessions(q, userId, now, terms) };
}

function earningPowerFrom({ level, settings, perVideo: amount }: EarningTerms): EarningPower {
  if (level === null || amount === null)
    return {
      level: null,
      per_video: 0,
      per_video_base: 0,
      per_video_bonuses: [],
      per_video_max: 0,
      daily: 0,
      daily_max: 0,
      videos_per_day: 0,
    };
  const videos = paidVideosPerDay(settings.values, level);
  return {
    level,
    per_video: paiseToRupees(amount.amount),
    per_video_base: paiseToRupees(amount.base),
    per_video_bonuses: amount.bonuses.map((bonus) => ({ ...bonus, amount: paiseToRupees(bonus.amount) })),
    per_video_max: paiseToRupees(amount.cap),
    daily: paiseToRupees(amount.amount * videos),
    daily_max: paiseToRupees(amount.cap * videos),
    videos_per_day: videos,
  };
}
