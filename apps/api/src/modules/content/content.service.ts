import {
  type AdminDashboard,
  pageInfoOf,
  QuizLanguage,
  SessionType,
  type dailyVideoInputSchema,
  type ListResponse,
  type promotionVideoInputSchema,
  type quizQuestionInputSchema,
  type QuizQuestionRow,
  type trainingVideoInputSchema,
  type VideoKind,
  type videoListQuerySchema,
  type VideoMedia,
  type VideoRow,
} from '@portal/shared';
import type { z } from 'zod';
import type { Database, Queryable, Tx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { mapUniqueViolations, type UniqueFields } from '../../db/unique-violations.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../lib/auth.js';
import { badRequest, fieldError, notFound } from '../../lib/errors.js';
import * as mediaService from '../media/media.service.js';
import * as uploadsService from '../uploads/uploads.service.js';
import * as contentRepo from './content.repository.js';

/**
 * Content (docs/product/content-and-earning.md): the three kinds of video and their bilingual
 * quizzes (the YouTube channels are modules/youtube-channels). Admin writes are audited; a deleted video's uploaded file
 * goes when nothing else uses it.
 */

type DailyInput = z.output<typeof dailyVideoInputSchema>;
type TrainingInput = z.output<typeof trainingVideoInputSchema>;
type PromotionInput = z.output<typeof promotionVideoInputSchema>;
export type VideoInput =
  | { kind: 'daily'; input: DailyInput }
  | { kind: 'training'; input: TrainingInput }
  | { kind: 'promotion'; input: PromotionInput };

/** Each kind's one-per-slot rule, as a 422 on the field that names the slot. */
const VIDEO_SLOTS: UniqueFields = {
  videos_daily_date_key: {
    field: 'showing_date',
    message: 'A daily video is already scheduled on this date',
  },
  videos_training_day_key: { field: 'day', message: 'This training day already has a video' },
  videos_promotion_slot_key: {
    field: 'order',
    message: 'This date and session already have a video in this order',
  },
};

/** What a player loads: the YouTube link, or the uploaded file's URL. */
export function videoUrl(video: { youtubeUrl: string | null; file: string | null }): string {
  return video.youtubeUrl ?? uploadsService.fileUrl(video.file!);
}

/**
 * A video as the admin lists show it; `media` is what the transcoding job made of its file
 * (mediaService.mediaOf), null for a YouTube link or in an audit row's snapshot.
 */
export function toVideoRow(
  video: contentRepo.VideoRecord,
  questions: number,
  media: VideoMedia | null,
): VideoRow {
  return {
    id: video.id,
    kind: video.kind as VideoKind,
    title: video.title,
    description: video.description,
    youtube_url: video.youtubeUrl,
    file: video.file,
    url: videoUrl(video),
    duration_seconds: video.durationSeconds,
    showing_date: video.showingDate,
    is_active: video.isActive,
    in_rotation: video.inRotation,
    day: video.day,
    quiz_enabled: video.quizEnabled,
    session: video.session,
    order: video.videoOrder,
    questions,
    media,
    created_at: video.createdAt.toISOString(),
  };
}

function columnsOf(video: VideoInput, durationSeconds: number): contentRepo.NewVideo {
  const base = {
    kind: video.kind,
    title: video.input.title,
    description: video.input.description,
    youtubeUrl: video.input.youtube_url ?? null,
    file: video.input.file ?? null,
    durationSeconds,
  };
  switch (video.kind) {
    case 'daily':
      return {
        ...base,
        showingDate: video.input.showing_date,
        isActive: video.input.is_active,
        inRotation: video.input.in_rotation,
      };
    case 'training':
      return { ...base, day: video.input.day, quizEnabled: video.input.quiz_enabled };
    case 'promotion':
      return {
        ...base,
        showingDate: video.input.showing_date,
        session: video.input.session,
        videoOrder: video.input.order,
      };
  }
}

/**
 * The video's length: for an uploaded file, read from the stored file on every save (what the
 * client sent is ignored, so verified watching cannot be shortened); for a YouTube link, the value
 * entered (docs/product/content-and-earning.md, Videos). The file must exist and be a video.
 */
async function durationOf(files: uploadsService.FileStore, input: VideoInput['input']): Promise<number> {
  if (!input.file) return input.duration_seconds!; // the schema requires it with a YouTube link
  if (!(await files.exists(input.file)))
    throw fieldError('file', 'This file was not uploaded, or was removed: upload it again');
  const seconds = await files.videoSeconds(input.file);
  if (seconds === null) throw fieldError('file', 'The length of this file could not be read: upload a video');
  return seconds;
}

export async function createVideo({
  db,
  files,
  actor,
  video,
}: {
  db: Database;
  files: uploadsService.FileStore;
  actor: Actor;
  video: VideoInput;
}) {
  const durationSeconds = await durationOf(files, video.input);
  const row = await mapUniqueViolations(VIDEO_SLOTS, () =>
    withTransaction(db, async (tx) => {
      const created = await contentRepo.insertVideo(tx, columnsOf(video, durationSeconds));
      if (created.file) await mediaService.requestLadder(tx, created.file);
      await writeAudit(tx, {
        actor,
        action: `${video.kind}_video.create`,
        entity: 'videos',
        entityId: created.id,
        after: { ...video.input, duration_seconds: durationSeconds },
      });
      return created;
    }),
  );
  return toVideoRow(row, 0, await mediaOfVideo(db, row));
}

/** The `media` of one video's file (null for a YouTube link): what every player response carries. */
export async function mediaOfVideo(
  db: Queryable,
  video: { file: string | null },
): Promise<VideoMedia | null> {
  return video.file ? ((await mediaService.mediaOf(db, [video.file])).get(video.file) ?? null) : null;
}

export async function updateVideo({
  db,
  files,
  actor,
  id,
  video,
}: {
  db: Database;
  files: uploadsService.FileStore;
  actor: Actor;
  id: number;
  video: VideoInput;
}) {
  const durationSeconds = await durationOf(files, video.input);
  const { before, after } = await mapUniqueViolations(VIDEO_SLOTS, () =>
    withTransaction(db, async (tx) => {
      const previous = await contentRepo.findVideo(tx, id, video.kind);
      if (!previous) throw notFound();
      const updated = await contentRepo.updateVideo(tx, id, video.kind, columnsOf(video, durationSeconds));
      if (updated?.file) await mediaService.requestLadder(tx, updated.file);
      await writeAudit(tx, {
        actor,
        action: `${video.kind}_video.update`,
        entity: 'videos',
        entityId: id,
        before: toVideoRow(previous, 0, null),
        after: { ...video.input, duration_seconds: durationSeconds },
      });
      return { before: previous, after: updated! };
    }),
  );
  if (before.file && before.file !== after.file) await releaseFile(db, files, before.file);
  return toVideoRow(after, await contentRepo.countQuestions(db, id), await mediaOfVideo(db, after));
}

/**
 * A video that learners' records point at is kept (docs/decisions/084-videos-learners-point-at.md):
 * deleting it would take their quiz attempts or their daily-video views with it.
 */
export const DELETE_REFUSED = {
  attempts:
    'Promoters have taken the quiz of this video: their attempts and earnings point at it, so it cannot be deleted. Edit it instead to change what is shown from now on.',
  dailyViews:
    'Promoters have watched this daily video: their daily-video records point at it, so it cannot be deleted. Switch off Active (and the rotation pool) instead to stop showing it.',
} as const;

export async function deleteVideo({
  db,
  files,
  actor,
  id,
  kind,
}: {
  db: Database;
  files: uploadsService.FileStore;
  actor: Actor;
  id: number;
  kind: VideoKind;
}) {
  const deleted = await withTransaction(db, async (tx) => {
    if (!(await contentRepo.lockVideo(tx, id, kind))) throw notFound();
    const records = await contentRepo.countLearnerRecords(tx, id);
    if (records.attempts > 0) throw badRequest(DELETE_REFUSED.attempts);
    if (records.dailyViews > 0) throw badRequest(DELETE_REFUSED.dailyViews);
    const row = await contentRepo.deleteVideo(tx, id, kind);
    if (!row) throw notFound();
    await writeAudit(tx, {
      actor,
      action: `${kind}_video.delete`,
      entity: 'videos',
      entityId: id,
      before: toVideoRow(row, 0, null),
    });
    return row;
  });
  if (deleted.file) await releaseFile(db, files, deleted.file);
  return { message: 'Deleted' };
}

/** Removes an uploaded file (and what was made of it) once no video points at it any more. */
async function releaseFile(q: Queryable, files: uploadsService.FileStore, file: string) {
  if (await contentRepo.isFileUsed(q, file)) return;
  await files.remove(file);
  await mediaService.forgetLadder(q, files.storage, file);
}

export async function listVideos({
  db,
  kind,
  query,
}: {
  db: Database;
  kind: VideoKind;
  query: z.output<typeof videoListQuerySchema>;
}): Promise<ListResponse<VideoRow>> {
  const parts: contentRepo.VideoListParts = {
    kind,
    search: query.search,
    filter: query.search_param ?? {},
    sortBy: query.sortBy,
    sortDir: query.sortDir,
  };
  const [rows, total] = await Promise.all([
    contentRepo.findVideos(db, parts, {
      offset: (query.page_number - 1) * query.page_size,
      size: query.page_size,
    }),
    contentRepo.countVideos(db, parts),
  ]);
  const media = await mediaService.mediaOf(
    db,
    rows.map((row) => row.video.file),
  );
  return {
    data: rows.map((row) =>
      toVideoRow(row.video, row.questions, row.video.file ? (media.get(row.video.file) ?? null) : null),
    ),
    pageInfo: pageInfoOf(total, query.page_number, query.page_size),
  };
}

// ---- quiz questions ----------------------------------------------------------------------------

type QuestionInput = z.output<typeof quizQuestionInputSchema>;

function toQuestionRow(group: Awaited<ReturnType<typeof contentRepo.findQuestions>>): QuizQuestionRow {
  const english = group.find((row) => row.langType === QuizLanguage.English)!;
  const tamil = group.find((row) => row.langType === QuizLanguage.Tamil)!;
  return {
    id: english.groupId,
    video_id: english.videoId,
    question: { en: english.question, ta: tamil.question },
    choices: english.choices.map((choice, index) => ({
      en: choice.choiceValue,
      ta: tamil.choices[index]?.choiceValue ?? '',
      correct: choice.isCorrect,
    })),
    time_limit: english.timeLimit,
    promotor: english.promotor,
    promotor1: english.promotor1,
    promotor2: english.promotor2,
    promotor3: english.promotor3,
    promotor4: english.promotor4,
  };
}

/** A quiz belongs to a video of its own kind (training quizzes to training videos). */
async function requireQuizVideo(q: Queryable, videoId: number, kind: 'training' | 'promotion') {
  const video = await contentRepo.findVideo(q, videoId, kind);
  if (!video) throw fieldError('video_id', `No ${kind} video has this id`);
  return video;
}

/** Writes the two language rows of one question (English first: its id names the group). */
async function insertQuestionPair(tx: Tx, input: QuestionInput, groupId?: number) {
  const shared = {
    videoId: input.video_id,
    timeLimit: input.time_limit,
    promotor: input.promotor,
    promotor1: input.promotor1,
    promotor2: input.promotor2,
    promotor3: input.promotor3,
    promotor4: input.promotor4,
  };
  const english = await contentRepo.insertQuestion(tx, {
    ...shared,
    groupId: groupId ?? 0,
    langType: QuizLanguage.English,
    question: input.question.en,
  });
  const group = groupId ?? english.id;
  if (!groupId) await contentRepo.setGroup(tx, english.id, group);
  const tamil = await contentRepo.insertQuestion(tx, {
    ...shared,
    groupId: group,
    langType: QuizLanguage.Tamil,
    question: input.question.ta,
  });
  for (const [row, lang] of [
    [english, 'en'],
    [tamil, 'ta'],
  ] as const)
    await contentRepo.insertChoices(
      tx,
      input.choices.map((choice, position) => ({
        questionId: row.id,
        position,
        choiceValue: choice[lang],
        isCorrect: choice.correct,
      })),
    );
  return group;
}

export async function listQuestions({ db, videoId }: { db: Database; videoId: number }) {
  const rows = await contentRepo.findQuestions(db, videoId);
  const groups = [...new Set(rows.map((row) => row.groupId))];
  return { data: groups.map((groupId) => toQuestionRow(rows.filter((row) => row.groupId === groupId))) };
}

export async function createQuestion({
  db,
  actor,
  kind,
  input,
}: {
  db: Database;
  actor: Actor;
  kind: 'training' | 'promotion';
  input: QuestionInput;
}) {
  const group = await withTransaction(db, async (tx) => {
    await requireQuizVideo(tx, input.video_id, kind);
    const id = await insertQuestionPair(tx, input);
    await writeAudit(tx, {
      actor,
      action: `${kind}_quiz.create`,
      entity: 'quiz_questions',
      entityId: id,
      after: input,
    });
    return id;
  });
  return toQuestionRow(
    await contentRepo
      .findQuestions(db, input.video_id)
      .then((rows) => rows.filter((row) => row.groupId === group)),
  );
}

/**
 * Replaces a question: its rows are written again under the same group id. Attempts already served
 * keep their own copy of what they showed, so an edit never changes them.
 */
export async function updateQuestion({
  db,
  actor,
  kind,
  id,
  input,
}: {
  db: Database;
  actor: Actor;
  kind: 'training' | 'promotion';
  id: number;
  input: QuestionInput;
}) {
  await withTransaction(db, async (tx) => {
    const existing = await contentRepo.findQuestionGroup(tx, id);
    if (existing.length === 0) throw notFound();
    await requireQuizVideo(tx, existing[0]!.videoId, kind);
    if (input.video_id !== existing[0]!.videoId) await requireQuizVideo(tx, input.video_id, kind);
    await contentRepo.deleteQuestionGroup(tx, id);
    await insertQuestionPair(tx, input, id);
    await writeAudit(tx, {
      actor,
      action: `${kind}_quiz.update`,
      entity: 'quiz_questions',
      entityId: id,
      after: input,
    });
  });
  return toQuestionRow(
    await contentRepo
      .findQuestions(db, input.video_id)
      .then((rows) => rows.filter((row) => row.groupId === id)),
  );
}

export async function deleteQuestion({
  db,
  actor,
  kind,
  id,
}: {
  db: Database;
  actor: Actor;
  kind: 'training' | 'promotion';
  id: number;
}) {
  await withTransaction(db, async (tx) => {
    const existing = await contentRepo.findQuestionGroup(tx, id);
    if (existing.length === 0) throw notFound();
    await requireQuizVideo(tx, existing[0]!.videoId, kind);
    await contentRepo.deleteQuestionGroup(tx, id);
    await writeAudit(tx, { actor, action: `${kind}_quiz.delete`, entity: 'quiz_questions', entityId: id });
  });
  return { message: 'Deleted' };
}

// ---- for the learning and earning modules ------------------------------------------------------

/** A video by id (any kind, or the given one), or null. */
export function findVideo(q: Queryable, id: number, kind?: VideoKind) {
  return contentRepo.findVideo(q, id, kind);
}

/** Today's daily video: the one scheduled for the India date, else the rotation pool's turn. */
export async function dailyVideoFor(q: Queryable, date: string) {
  const scheduled = await contentRepo.findDailyVideoOn(q, date);
  if (scheduled) return scheduled;
  const pool = await contentRepo.findRotationPool(q);
  if (pool.length === 0) return null;
  const dayNumber = Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
  return pool[dayNumber % pool.length]!;
}

export function trainingVideo(q: Queryable, day: number) {
  return contentRepo.findTrainingVideo(q, day);
}

export function promotionVideos(q: Queryable, date: string, session: number) {
  return contentRepo.findPromotionVideos(q, date, session);
}

/** A video's questions in one language (lang_type 1 or 2), with their choices and correct flags. */
export function questionsOf(q: Queryable, videoId: number, langType: number) {
  return contentRepo.findQuestions(q, videoId, langType);
}

/**
 * What users will be shown on each of `dates` (the admin dashboard's "Videos for the next 7 days",
 * docs/product/content-and-earning.md, Admin dashboard): the day's active daily video, or the
 * rotation pool filling a day without one (an inactive video fills nothing), and the promotion
 * videos of each session.
 */
export async function contentSchedule(q: Queryable, dates: string[]): Promise<AdminDashboard['content']> {
  if (dates.length === 0) return [];
  const [rows, pool] = await Promise.all([
    contentRepo.countScheduled(q, dates[0]!, dates.at(-1)!),
    contentRepo.countRotationPool(q),
  ]);
  const count = (date: string, kind: VideoKind, session?: number) =>
    rows
      .filter(
        (row) => row.date === date && row.kind === kind && (session === undefined || row.session === session),
      )
      .reduce((sum, row) => sum + row.count, 0);
  return dates.map((date) => {
    const daily = count(date, 'daily');
    const morning = count(date, 'promotion', SessionType.Morning);
    const evening = count(date, 'promotion', SessionType.Evening);
    return {
      date,
      daily,
      rotation: daily === 0 && pool > 0,
      promotion: morning + evening,
      promotion_sessions: { 1: morning, 2: evening },
    };
  });
}
