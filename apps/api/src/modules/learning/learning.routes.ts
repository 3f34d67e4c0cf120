import {
  dailyTodaySchema,
  dailyWatchedSchema,
  messageKey,
  quizAnswersSchema,
  quizLanguageSchema,
  recordIdSchema,
  trainingCurrentSchema,
  trainingDayCompletedSchema,
  trainingQuizResultSchema,
} from '@portal/shared';
import { z } from 'zod';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';
import { perMinute } from '../../lib/rate-limit.js';
import * as learningService from './learning.service.js';

const DAY_CHOICE = messageKey('content.day_choice');
const dayField = z.coerce
  .number({ error: DAY_CHOICE })
  .int()
  .min(1, { error: DAY_CHOICE })
  .max(7, { error: DAY_CHOICE });

export function learningRoutes(app: ZodApp, { db, config }: AppDeps) {
  const learningReads = perMinute(config.RATE_LIMIT_LEARNING_READS_PER_MINUTE);
  app.get(
    '/daily-videos-today',
    {
      config: { policy: policy.users, rateLimit: learningReads },
      schema: { tags: ['learning'], response: { 200: dailyTodaySchema } },
    },
    (request) => learningService.dailyVideoToday({ db, actor: requireActor(request) }),
  );

  app.get(
    '/daily-videos-status',
    {
      config: { policy: policy.users, rateLimit: learningReads },
      schema: { tags: ['learning'], response: { 200: dailyWatchedSchema } },
    },
    async (request) => {
      const today = await learningService.dailyVideoToday({ db, actor: requireActor(request) });
      return { date: today.date, watched: today.watched };
    },
  );

  app.post(
    '/daily-videos-watched',
    {
      config: { policy: policy.users },
      schema: {
        tags: ['learning'],
        body: z.object({ video_id: recordIdSchema }),
        response: { 200: dailyWatchedSchema },
      },
    },
    (request) =>
      learningService.markDailyVideoWatched({
        db,
        actor: requireActor(request),
        videoId: request.body.video_id,
      }),
  );

  app.get(
    '/user-training-current',
    {
      config: { policy: policy.users, rateLimit: learningReads },
      schema: {
        tags: ['learning'],
        querystring: z.object({ language: quizLanguageSchema.default('en') }),
        response: { 200: trainingCurrentSchema },
      },
    },
    (request) =>
      learningService.currentTraining({ db, actor: requireActor(request), language: request.query.language }),
  );

  app.post(
    '/training-quiz-result',
    {
      config: { policy: policy.users },
      schema: {
        tags: ['learning'],
        body: z.object({ day: dayField, language: quizLanguageSchema, answers: quizAnswersSchema }),
        response: { 200: trainingQuizResultSchema },
      },
    },
    (request) => learningService.gradeTrainingQuiz({ db, actor: requireActor(request), ...request.body }),
  );

  app.post(
    '/user-day-training-mark-as-completed',
    {
      config: { policy: policy.users },
      schema: {
        tags: ['learning'],
        body: z.object({ day: dayField }),
        response: { 200: trainingDayCompletedSchema },
      },
    },
    (request) =>
      learningService.completeTrainingDay({ db, actor: requireActor(request), day: request.body.day }),
  );
}
