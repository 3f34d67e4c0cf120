import { z } from '../zod.js';
import { recordIdSchema } from '../common/ids.js';
import {
  filterDateSchema,
  listQuerySchema,
  listResponseSchema,
  refineDateRange,
} from '../common/list-query.js';
import {
  quizAnswersSchema,
  quizLanguageSchema,
  servedQuestionSchema,
  videoMediaSchema,
} from '../content/content.schemas.js';

/** Promotion sessions (docs/product/content-and-earning.md, Promotion videos). */

export const PROMOTION_BLOCKS = ['no_level', 'daily_video', 'training', 'session_done', 'no_video'] as const;
export type PromotionBlock = (typeof PROMOTION_BLOCKS)[number];

const amountPartsSchema = z.object({
  base: z.number(),
  bonuses: z.array(z.object({ level: z.number().int(), referrals: z.number().int(), amount: z.number() })),
  cap: z.number(),
});

/**
 * One of today's two sessions: its sets done and those that can still be done (none once the
 * session is over).
 */
export const promotionSessionProgressSchema = z.object({
  session: z.number().int(),
  /** The session has ended (Morning after 12:00 India time): its sets not done can no longer be. */
  over: z.boolean(),
  sets_total: z.number().int(),
  sets_done: z.number().int(),
  sets_remaining: z.number().int(),
});
export type PromotionSessionProgress = z.infer<typeof promotionSessionProgressSchema>;

/** GET user-promoter-video-get: the video to watch now, or why there is none. */
export const promotionServeSchema = z.discriminatedUnion('state', [
  z.object({
    state: z.literal('ready'),
    attempt_id: z.number().int(),
    session: z.number().int(),
    set: z.number().int(),
    retry: z.boolean(),
    video: z.object({
      id: z.number().int(),
      title: z.string(),
      url: z.string(),
      youtube_url: z.string().nullable(),
      duration_seconds: z.number().int(),
      /** The adaptive ladder of an uploaded file (null for YouTube). */
      media: videoMediaSchema.nullable(),
    }),
    /** What this video pays for a full score (₹), and why. */
    amount: z.number(),
    amount_parts: amountPartsSchema,
    /** This session's sets. */
    sets_total: z.number().int(),
    sets_done: z.number().int(),
    /** Both of today's sessions: sets done and remaining today. */
    today: z.array(promotionSessionProgressSchema),
    /** The server has seen this video watched since it was served: the quiz may start. */
    watched: z.boolean(),
    quiz_started: z.boolean(),
    /** Set once graded: the result and whether a retry is still possible. */
    result: z
      .object({
        score: z.number().int(),
        total: z.number().int(),
        amount: z.number(),
        message: z.string(),
        can_retry: z.boolean(),
      })
      .nullable(),
  }),
  z.object({
    state: z.literal('blocked'),
    reason: z.enum(PROMOTION_BLOCKS),
    message: z.string(),
    session: z.number().int(),
    sets_total: z.number().int(),
    sets_done: z.number().int(),
    today: z.array(promotionSessionProgressSchema),
  }),
]);
export type PromotionServe = z.infer<typeof promotionServeSchema>;
export const promotionServeQuerySchema = z.object({ retry: z.enum(['true', 'false']).optional() });

export const quizStartSchema = z.object({ attempt_id: recordIdSchema, language: quizLanguageSchema });
export const quizStartResponseSchema = z.object({
  questions: z.array(servedQuestionSchema),
  started_at: z.string(),
  /** Answers after this count as wrong (the served limits plus a 5 s grace). */
  deadline: z.string(),
});
export type QuizStartResponse = z.infer<typeof quizStartResponseSchema>;

export const quizResultInputSchema = z.object({ attempt_id: recordIdSchema, answers: quizAnswersSchema });
export const quizResultSchema = z.object({
  score: z.number().int(),
  total: z.number().int(),
  message: z.string(),
  amount: z.number(),
  can_retry: z.boolean(),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

export const quizConfirmationSchema = z.object({ attempt_id: recordIdSchema });
export const quizConfirmationResultSchema = z.object({
  attempt_id: z.number().int(),
  confirmed: z.boolean(),
  amount: z.number(),
  cash: z.number(),
  grow: z.number(),
});
export type QuizConfirmationResult = z.infer<typeof quizConfirmationResultSchema>;

/** GET quiz-attempts: the attempt log for admins. */
export const attemptLogFilterSchema = refineDateRange(
  z
    .strictObject({
      fromdate: filterDateSchema,
      todate: filterDateSchema,
      confirmed: z.enum(['true', 'false']),
      /** One promoter's attempts: the username, matched exactly. */
      username: z.string().trim().min(1).max(50),
    })
    .partial(),
  'fromdate',
  'todate',
);
export const attemptLogQuerySchema = listQuerySchema({
  filter: attemptLogFilterSchema,
  sortKeys: ['created_at'],
});
export const attemptLogRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  date: z.string(),
  session: z.number().int(),
  set: z.number().int(),
  retry: z.boolean(),
  video_id: z.number().int(),
  level: z.number().int(),
  language: z.string().nullable(),
  /** The questions served, in order, with their choices and the correct one. */
  questions: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      choices: z.array(z.object({ id: z.number().int(), text: z.string() })),
      correct_choice_id: z.number().int(),
    }),
  ),
  answers: z.array(z.object({ question_id: z.number().int(), choice_id: z.number().int() })),
  score: z.number().int().nullable(),
  total: z.number().int().nullable(),
  per_video: z.number(),
  amount: z.number().nullable(),
  confirmed: z.boolean(),
  served_at: z.string(),
  quiz_started_at: z.string().nullable(),
  graded_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
});
export type AttemptLogRow = z.infer<typeof attemptLogRowSchema>;
export const attemptLogResponseSchema = listResponseSchema(attemptLogRowSchema);
