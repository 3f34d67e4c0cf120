import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { SortDirection, VideoKind } from '@portal/shared';
import type { Queryable, Tx } from '../../db/client.js';
import { dailyVideoViews, quizAttempts, quizChoices, quizQuestions, videos } from '../../db/schema.js';
import { lockRowForUpdate } from '../../db/transaction.js';
import { likePattern } from '../../lib/list.js';
import { preparedOnce } from '../../lib/prepared.js';

export type NewVideo = typeof videos.$inferInsert;
export type VideoRecord = typeof videos.$inferSelect;

const questionCount = sql<number>`(select count(*)::int from quiz_questions q where q.video_id = "videos"."id" and q.lang_type = 1)`;

export async function insertVideo(tx: Tx, values: NewVideo) {
  const rows = await tx.insert(videos).values(values).returning();
  return rows[0]!;
}

export async function updateVideo(tx: Tx, id: number, kind: VideoKind, values: Partial<NewVideo>) {
  const rows = await tx
    .update(videos)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(videos.id, id), eq(videos.kind, kind)))
    .returning();
  return rows[0] ?? null;
}

export async function deleteVideo(tx: Tx, id: number, kind: VideoKind) {
  const rows = await tx
    .delete(videos)
    .where(and(eq(videos.id, id), eq(videos.kind, kind)))
    .returning();
  return rows[0] ?? null;
}

/** The video locked until the transaction ends: no learner's record can start pointing at it meanwhile. */
export function lockVideo(tx: Tx, id: number, kind: VideoKind) {
  return lockRowForUpdate(tx, videos, and(eq(videos.id, id), eq(videos.kind, kind)));
}

/**
 * The learners' records that point at a video and must outlive any edit of it: promotion quiz
 * attempts (what was served, graded and paid) and daily-video views (today's gate and the history).
 * Watch sessions are not counted: they are evidence for a moment, not a record.
 */
export async function countLearnerRecords(q: Queryable, videoId: number) {
  const [attempts, dailyViews] = await Promise.all([
    q.$count(quizAttempts, eq(quizAttempts.videoId, videoId)),
    q.$count(dailyVideoViews, eq(dailyVideoViews.videoId, videoId)),
  ]);
  return { attempts, dailyViews };
}

export async function findVideo(q: Queryable, id: number, kind?: VideoKind) {
  const rows = await q
    .select()
    .from(videos)
    .where(and(eq(videos.id, id), kind ? eq(videos.kind, kind) : undefined));
  return rows[0] ?? null;
}

export async function isFileUsed(q: Queryable, file: string): Promise<boolean> {
  return (await q.$count(videos, eq(videos.file, file))) > 0;
}

export interface VideoListParts {
  kind: VideoKind;
  search?: string;
  filter: {
    fromdate?: string;
    todate?: string;
    session?: number;
    day?: number;
    is_active?: 'true' | 'false';
    quiz_enabled?: 'true' | 'false';
  };
  sortBy?: 'showing_date' | 'day' | 'title' | 'created_at';
  sortDir?: SortDirection;
}

function videoConditions(query: VideoListParts): SQL | undefined {
  const { filter } = query;
  return and(
    eq(videos.kind, query.kind),
    query.search
      ? or(
          ilike(videos.title, likePattern(query.search)),
          ilike(videos.description, likePattern(query.search)),
        )
      : undefined,
    filter.session !== undefined ? eq(videos.session, filter.session) : undefined,
    filter.day !== undefined ? eq(videos.day, filter.day) : undefined,
    filter.is_active !== undefined ? eq(videos.isActive, filter.is_active === 'true') : undefined,
    filter.quiz_enabled !== undefined ? eq(videos.quizEnabled, filter.quiz_enabled === 'true') : undefined,
    ...(filter.fromdate ? [sql`${videos.showingDate} >= ${filter.fromdate}`] : []),
    ...(filter.todate ? [sql`${videos.showingDate} <= ${filter.todate}`] : []),
  );
}

const VIDEO_SORTS = {
  showing_date: [videos.showingDate, videos.session, videos.videoOrder],
  day: [videos.day],
  title: [videos.title],
  created_at: [videos.createdAt],
} as const;

/** Content lists are small (a few hundred rows a year): offset pages and an exact count. */
export async function findVideos(
  q: Queryable,
  query: VideoListParts,
  page: { offset: number; size: number },
) {
  const direction = query.sortDir === 'asc' ? asc : desc;
  const defaultSort = query.kind === 'training' ? 'day' : 'showing_date';
  const [first, ...within] = VIDEO_SORTS[query.sortBy ?? defaultSort];
  const ordered = query.sortBy ? direction : query.kind === 'training' ? asc : desc;
  // The sort's direction orders its first key; a date's sessions and orders read 1 to 4 either way.
  return q
    .select({ video: videos, questions: questionCount })
    .from(videos)
    .where(videoConditions(query))
    .orderBy(ordered(first!), ...within.map((key) => asc(key)), ordered(videos.id))
    .limit(page.size)
    .offset(page.offset);
}

export async function countVideos(q: Queryable, query: VideoListParts): Promise<number> {
  return q.$count(videos, videoConditions(query));
}

export async function countQuestions(q: Queryable, videoId: number): Promise<number> {
  return q.$count(quizQuestions, and(eq(quizQuestions.videoId, videoId), eq(quizQuestions.langType, 1)));
}

// ---- what users are served ---------------------------------------------------------------------

export async function findDailyVideoOn(q: Queryable, date: string) {
  const rows = await dailyVideoOn(q, { date });
  return rows[0] ?? null;
}

// Built once (lib/prepared.ts): every promoter's dashboard asks for today's video.
const dailyVideoOn = preparedOnce((q) =>
  q
    .select()
    .from(videos)
    .where(
      and(
        eq(videos.kind, 'daily'),
        eq(videos.showingDate, sql.placeholder('date')),
        eq(videos.isActive, true),
      ),
    ),
);

export function findRotationPool(q: Queryable) {
  return rotationPool(q, {});
}

const rotationPool = preparedOnce((q) =>
  q
    .select()
    .from(videos)
    .where(and(eq(videos.kind, 'daily'), eq(videos.inRotation, true), eq(videos.isActive, true)))
    .orderBy(asc(videos.id)),
);

export async function findTrainingVideo(q: Queryable, day: number) {
  const rows = await q
    .select()
    .from(videos)
    .where(and(eq(videos.kind, 'training'), eq(videos.day, day)));
  return rows[0] ?? null;
}

export async function findPromotionVideos(q: Queryable, date: string, session: number) {
  return q
    .select()
    .from(videos)
    .where(and(eq(videos.kind, 'promotion'), eq(videos.showingDate, date), eq(videos.session, session)))
    .orderBy(asc(videos.videoOrder));
}

/**
 * Videos that will be shown per India date (and session, for promotion videos) from `from` to
 * `to`: active daily videos and every promotion video (the admin dashboard's content counts).
 */
export async function countScheduled(q: Queryable, from: string, to: string) {
  return q
    .select({
      kind: videos.kind,
      date: videos.showingDate,
      session: videos.session,
      count: sql<number>`count(*)::int`,
    })
    .from(videos)
    .where(
      and(
        or(and(eq(videos.kind, 'daily'), eq(videos.isActive, true)), eq(videos.kind, 'promotion')),
        sql`${videos.showingDate} between ${from} and ${to}`,
      ),
    )
    .groupBy(videos.kind, videos.showingDate, videos.session);
}

/** Active daily videos in the rotation pool: any one of them fills a day without its own. */
export async function countRotationPool(q: Queryable): Promise<number> {
  return q.$count(
    videos,
    and(eq(videos.kind, 'daily'), eq(videos.inRotation, true), eq(videos.isActive, true)),
  );
}

// ---- quiz questions ----------------------------------------------------------------------------

export type QuestionRow = typeof quizQuestions.$inferSelect;
export type ChoiceRow = typeof quizChoices.$inferSelect;

export async function insertQuestion(tx: Tx, values: typeof quizQuestions.$inferInsert) {
  const rows = await tx.insert(quizQuestions).values(values).returning();
  return rows[0]!;
}

export async function setGroup(tx: Tx, id: number, groupId: number) {
  await tx.update(quizQuestions).set({ groupId }).where(eq(quizQuestions.id, id));
}

export async function insertChoices(tx: Tx, values: (typeof quizChoices.$inferInsert)[]) {
  if (values.length > 0) await tx.insert(quizChoices).values(values);
}

export async function findQuestionGroup(q: Queryable, groupId: number) {
  return q
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.groupId, groupId))
    .orderBy(asc(quizQuestions.langType));
}

export async function deleteQuestionGroup(tx: Tx, groupId: number) {
  return tx
    .delete(quizQuestions)
    .where(eq(quizQuestions.groupId, groupId))
    .returning({ id: quizQuestions.id });
}

/** A video's questions in one language or both, each with its choices in order. */
export async function findQuestions(q: Queryable, videoId: number, langType?: number) {
  const questions = await q
    .select()
    .from(quizQuestions)
    .where(
      and(eq(quizQuestions.videoId, videoId), langType ? eq(quizQuestions.langType, langType) : undefined),
    )
    .orderBy(asc(quizQuestions.groupId), asc(quizQuestions.langType));
  const choices =
    questions.length === 0
      ? []
      : await q
          .select()
          .from(quizChoices)
          .where(
            inArray(
              quizChoices.questionId,
              questions.map((question) => question.id),
            ),
          )
          .orderBy(asc(quizChoices.questionId), asc(quizChoices.position));
  return questions.map((question) => ({
    ...question,
    choices: choices.filter((choice) => choice.questionId === question.id),
  }));
}
