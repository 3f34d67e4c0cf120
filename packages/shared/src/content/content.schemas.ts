import { z } from '../zod.js';
import { messageKey } from '../i18n/translate.js';
import { requiredText } from '../auth/auth.schemas.js';
import { isIsoDate } from '../common/dates.js';
import { DEFAULT_QUIZ_TIME_LIMIT, SessionType, TRAINING_DAYS, VIDEO_ORDERS } from '../common/enums.js';
import { recordIdSchema } from '../common/ids.js';
import {
  filterDateSchema,
  listQuerySchema,
  listResponseSchema,
  refineDateRange,
} from '../common/list-query.js';

/**
 * Videos and quizzes (docs/product/content-and-earning.md). The three video kinds share
 * one JSON shape: a title, a description, a YouTube link or an uploaded file, and the duration.
 */

export const VIDEO_KINDS = ['daily', 'training', 'promotion'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];

/** A link the YouTube player can play: youtube.com/watch?v=, youtu.be/, /shorts/ or /embed/. */
export function youtubeVideoId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  const host = parsed.hostname.replace(/^(www\.|m\.)/, '');
  const id =
    host === 'youtu.be'
      ? parsed.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? parsed.pathname === '/watch'
          ? (parsed.searchParams.get('v') ?? '')
          : (/^\/(?:shorts|embed|live)\/([^/]+)/.exec(parsed.pathname)?.[1] ?? '')
        : '';
  return /^[\w-]{11}$/.test(id) ? id : null;
}

/** The videos' messages by code (docs/decisions/144-server-messages-by-code.md). */
export const VIDEO_MESSAGES = {
  source: messageKey('content.video_source'),
  youtube: messageKey('content.youtube_link', { watch: 'youtube.com/watch?v=…', short: 'youtu.be/…' }),
  duration: messageKey('content.duration'),
  showingDate: messageKey('common.date_invalid'),
} as const;

const isoDate = z
  .string({ error: VIDEO_MESSAGES.showingDate })
  .refine(isIsoDate, { error: VIDEO_MESSAGES.showingDate });

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** The fields every video kind shares. */
const videoShape = {
  title: requiredText(messageKey('content.title_required'), 150),
  description: z
    .string()
    .trim()
    .max(2000, { error: messageKey('common.description_too_long', { max: 2000 }) })
    .default(''),
  youtube_url: z.preprocess(
    emptyToNull,
    z
      .string()
      .trim()
      .refine((url) => youtubeVideoId(url) !== null, { error: VIDEO_MESSAGES.youtube })
      .nullish(),
  ),
  /** A name `POST upload` answered. */
  file: z.preprocess(
    emptyToNull,
    z
      .string()
      .regex(/^[a-f0-9-]{36}\.[a-z0-9]{2,5}$/, { error: messageKey('content.upload_first') })
      .nullish(),
  ),
  /**
   * Entered (or pre-filled by the browser) for a YouTube link. For an uploaded file the server
   * reads it from the file on every save and ignores what is sent here.
   */
  duration_seconds: z.preprocess(
    emptyToNull,
    z.coerce
      .number({ error: VIDEO_MESSAGES.duration })
      .int({ error: VIDEO_MESSAGES.duration })
      .min(1, { error: VIDEO_MESSAGES.duration })
      .max(6 * 3600, { error: messageKey('content.duration_too_long') })
      .nullish(),
  ),
};

function oneSource<
  T extends { youtube_url?: string | null; file?: string | null; duration_seconds?: number | null },
>(value: T, ctx: z.RefinementCtx) {
  if (Boolean(value.youtube_url) === Boolean(value.file))
    ctx.addIssue({ code: 'custom', path: ['youtube_url'], message: VIDEO_MESSAGES.source });
  else if (value.youtube_url && value.duration_seconds == null)
    ctx.addIssue({ code: 'custom', path: ['duration_seconds'], message: VIDEO_MESSAGES.duration });
}

export const dailyVideoInputSchema = z
  .object({
    ...videoShape,
    showing_date: isoDate,
    is_active: z.boolean().default(true),
    in_rotation: z.boolean().default(false),
  })
  .superRefine(oneSource);
export type DailyVideoInput = z.input<typeof dailyVideoInputSchema>;

export const trainingVideoInputSchema = z
  .object({
    ...videoShape,
    day: z.coerce
      .number({ error: messageKey('content.day_choice') })
      .int()
      .refine((day) => (TRAINING_DAYS as readonly number[]).includes(day), {
        error: messageKey('content.day_choice'),
      }),
    quiz_enabled: z.boolean().default(true),
  })
  .superRefine(oneSource);
export type TrainingVideoInput = z.input<typeof trainingVideoInputSchema>;

export const promotionVideoInputSchema = z
  .object({
    ...videoShape,
    showing_date: isoDate,
    session: z.coerce
      .number({ error: messageKey('content.session_choice') })
      .int()
      .refine((value) => value === SessionType.Morning || value === SessionType.Evening, {
        error: messageKey('content.session_choice'),
      }),
    order: z.coerce
      .number({ error: messageKey('content.order_choice') })
      .int()
      .refine((value) => (VIDEO_ORDERS as readonly number[]).includes(value), {
        error: messageKey('content.order_choice'),
      }),
  })
  .superRefine(oneSource);
export type PromotionVideoInput = z.input<typeof promotionVideoInputSchema>;

/** A video as admins list it; `url` is what a player loads (the YouTube link or /uploads/final/…). */
/**
 * What the transcoding job made of a video's uploaded file (docs/decisions/158-video-ladder-made-at-upload.md):
 * null for a YouTube link. Until `ready`, players use the original file (`url`).
 */
export const MEDIA_STATUSES = ['queued', 'processing', 'ready', 'failed'] as const;
export const videoMediaSchema = z.object({
  status: z.enum(MEDIA_STATUSES),
  /** How far the conversion is, 0–100. */
  percent: z.number().int(),
  /** Why it failed, as ffmpeg said. */
  error: z.string().nullable(),
  /** The HLS master playlist, once ready. */
  hls_url: z.string().nullable(),
  poster_url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
  /** The ladder's rungs, lowest first: height in pixels, bandwidth in bits per second. */
  renditions: z.array(z.object({ height: z.number().int(), bandwidth: z.number().int() })),
});
export type VideoMedia = z.infer<typeof videoMediaSchema>;

export const videoRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(VIDEO_KINDS),
  title: z.string(),
  description: z.string(),
  youtube_url: z.string().nullable(),
  file: z.string().nullable(),
  url: z.string(),
  duration_seconds: z.number().int(),
  showing_date: z.string().nullable(),
  is_active: z.boolean().nullable(),
  in_rotation: z.boolean().nullable(),
  day: z.number().int().nullable(),
  quiz_enabled: z.boolean().nullable(),
  session: z.number().int().nullable(),
  order: z.number().int().nullable(),
  /** Questions (English/Tamil pairs) attached. */
  questions: z.number().int(),
  media: videoMediaSchema.nullable(),
  created_at: z.string(),
});
export type VideoRow = z.infer<typeof videoRowSchema>;
export const videoListResponseSchema = listResponseSchema(videoRowSchema);

export const videoListFilterSchema = refineDateRange(
  z
    .strictObject({
      fromdate: filterDateSchema,
      todate: filterDateSchema,
      session: z.coerce.number().int().min(1).max(2),
      day: z.coerce.number().int().min(1).max(7),
      is_active: z.enum(['true', 'false']),
      /** Training videos: the quiz switched on or off. */
      quiz_enabled: z.enum(['true', 'false']),
    })
    .partial(),
  'fromdate',
  'todate',
);
export const VIDEO_SORT_KEYS = ['showing_date', 'day', 'title', 'created_at'] as const;
export const videoListQuerySchema = listQuerySchema({
  filter: videoListFilterSchema,
  sortKeys: VIDEO_SORT_KEYS,
});
export type VideoListQuery = z.infer<typeof videoListQuerySchema>;

export const videoIdParamsSchema = z.object({ id: recordIdSchema });

// ---- quiz questions ----------------------------------------------------------------------------

/** The quiz questions' messages by code (docs/decisions/144-server-messages-by-code.md). */
export const QUIZ_MESSAGES = {
  oneCorrect: messageKey('content.one_correct'),
  choices: messageKey('content.choices_count'),
  en: messageKey('content.english_required'),
  ta: messageKey('content.tamil_required'),
} as const;
const WEIGHT = messageKey('content.weight');
const TIME_LIMIT = messageKey('content.time_limit');

const bilingual = (max: number) =>
  z.object({
    en: requiredText(QUIZ_MESSAGES.en, max),
    ta: requiredText(QUIZ_MESSAGES.ta, max),
  });

const weight = (fallback: number) =>
  z.coerce
    .number({ error: WEIGHT })
    .int({ error: WEIGHT })
    .min(0, { error: WEIGHT })
    .max(100, { error: WEIGHT })
    .default(fallback);

/**
 * training-video-quizzes / promotion-video-quizzes (POST, PUT): one question in English and Tamil,
 * stored as two language rows (lang_type 1 and 2) sharing time limit and weights
 * (docs/product/content-and-earning.md, Quiz questions). Weights per level default to 10, 15, 20,
 * 25, 30 (docs/product/money.md, Earning per promotion video).
 */
export const quizQuestionInputSchema = z.object({
  video_id: recordIdSchema,
  question: bilingual(500),
  choices: z
    .array(bilingual(200).extend({ correct: z.boolean().default(false) }), { error: QUIZ_MESSAGES.choices })
    .min(2, { error: QUIZ_MESSAGES.choices })
    .max(6, { error: QUIZ_MESSAGES.choices })
    .refine((choices) => choices.filter((choice) => choice.correct).length === 1, {
      error: QUIZ_MESSAGES.oneCorrect,
    }),
  time_limit: z.coerce
    .number({ error: TIME_LIMIT })
    .int()
    .min(5, { error: TIME_LIMIT })
    .max(300, { error: TIME_LIMIT })
    .default(DEFAULT_QUIZ_TIME_LIMIT),
  promotor: weight(10),
  promotor1: weight(15),
  promotor2: weight(20),
  promotor3: weight(25),
  promotor4: weight(30),
});
export type QuizQuestionInput = z.input<typeof quizQuestionInputSchema>;

/** A question as admins see it: both languages, with the correct choice. */
export const quizQuestionRowSchema = z.object({
  id: z.number().int(),
  video_id: z.number().int(),
  question: z.object({ en: z.string(), ta: z.string() }),
  choices: z.array(z.object({ en: z.string(), ta: z.string(), correct: z.boolean() })),
  time_limit: z.number().int(),
  promotor: z.number().int(),
  promotor1: z.number().int(),
  promotor2: z.number().int(),
  promotor3: z.number().int(),
  promotor4: z.number().int(),
});
export type QuizQuestionRow = z.infer<typeof quizQuestionRowSchema>;
export const quizQuestionListSchema = z.object({ data: z.array(quizQuestionRowSchema) });
export type QuizQuestionList = z.infer<typeof quizQuestionListSchema>;
export const quizQuestionsQuerySchema = z.object({ video_id: recordIdSchema });

/** A question as a user is served it: one language, no correct flags. */
export const servedQuestionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  choices: z.array(z.object({ id: z.number().int(), text: z.string() })),
  time_limit: z.number().int(),
});
export type ServedQuestion = z.infer<typeof servedQuestionSchema>;

export const QUIZ_LANGUAGES = ['en', 'ta'] as const;
export type QuizLanguageCode = (typeof QUIZ_LANGUAGES)[number];
export const quizLanguageSchema = z.enum(QUIZ_LANGUAGES, {
  error: messageKey('content.quiz_language', { en: 'en', ta: 'ta' }),
});

export const quizAnswersSchema = z
  .array(z.object({ question_id: recordIdSchema, choice_id: recordIdSchema }), {
    error: messageKey('content.answers_required'),
  })
  .max(100);

/** 'You scored N out of M' (docs/product/content-and-earning.md, Earning from promotion videos). */
export function scoreMessage(score: number, total: number): string {
  return `You scored ${score} out of ${total}`;
}

// ---- uploads -----------------------------------------------------------------------------------

export const UPLOAD_LIMITS = { image: 5 * 1024 * 1024, video: 500 * 1024 * 1024 } as const;

/** POST upload: the stored name to put in a video's `file`, its URL, and a video's duration. */
export const uploadResultSchema = z.object({
  file: z.string(),
  url: z.string(),
  kind: z.enum(['image', 'video']),
  mime: z.string(),
  size: z.number().int(),
  duration_seconds: z.number().int().nullable(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;
