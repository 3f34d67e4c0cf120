import { z } from '../zod.js';
import { servedQuestionSchema, videoMediaSchema } from '../content/content.schemas.js';

/** Daily videos and the 7-day training (docs/product/content-and-earning.md). */

/** A video a screen can play: an uploaded file (`url`) or a YouTube link (`youtube_url`). */
export const playableVideoSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  youtube_url: z.string().nullable(),
  duration_seconds: z.number().int(),
  /** The adaptive ladder of an uploaded file (null for YouTube). */
  media: videoMediaSchema.nullable(),
});

/** GET daily-videos-today: today's video (scheduled, else the rotation's turn) and whether it was watched. */
export const dailyTodaySchema = z.object({
  date: z.string(),
  video: playableVideoSchema.nullable(),
  watched: z.boolean(),
});
export type DailyToday = z.infer<typeof dailyTodaySchema>;

/** POST daily-videos-watched. */
export const dailyWatchedSchema = dailyTodaySchema.pick({ date: true, watched: true });
export type DailyWatched = z.infer<typeof dailyWatchedSchema>;

export const TRAINING_DAY_STATES = ['completed', 'open', 'locked'] as const;
export type DayState = (typeof TRAINING_DAY_STATES)[number];

/** GET user-training-current: the 7 days' states and the open day's video and questions (no answers). */
export const trainingCurrentSchema = z.object({
  day: z.number().int().nullable(),
  next_day: z.number().int().nullable(),
  complete: z.boolean(),
  days: z.array(z.object({ day: z.number().int(), state: z.enum(TRAINING_DAY_STATES) })),
  video: playableVideoSchema.nullable(),
  quiz_enabled: z.boolean(),
  questions: z.array(servedQuestionSchema),
  watched: z.boolean(),
  quiz: z.object({ score: z.number().int(), total: z.number().int(), passed: z.boolean() }).nullable(),
  /** After a failed try: when the retry opens (ISO time; may be past). */
  retry_at: z.string().nullable(),
});
export type TrainingCurrent = z.infer<typeof trainingCurrentSchema>;

/** POST training-quiz-result. */
export const trainingQuizResultSchema = z.object({
  score: z.number().int(),
  total: z.number().int(),
  passed: z.boolean(),
  pass_percent: z.number().int(),
  message: z.string(),
  /** The questions answered wrongly or not at all: never which choice was right. */
  wrong: z.array(z.number().int()),
  /** After a failed try: when the retry opens. */
  retry_at: z.string().nullable(),
});
export type TrainingQuizResult = z.infer<typeof trainingQuizResultSchema>;

/** POST user-day-training-mark-as-completed. */
export const trainingDayCompletedSchema = z.object({
  day: z.number().int(),
  completed: z.boolean(),
  complete: z.boolean(),
  next_day: z.number().int().nullable(),
});
export type TrainingDayCompleted = z.infer<typeof trainingDayCompletedSchema>;
