import {
  attemptLogQuerySchema,
  attemptLogResponseSchema,
  earningPowerSchema,
  idParamsSchema,
  promotionServeQuerySchema,
  promotionServeSchema,
  quizConfirmationResultSchema,
  quizConfirmationSchema,
  quizResultInputSchema,
  quizResultSchema,
  quizStartResponseSchema,
  quizStartSchema,
} from '@portal/shared';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { totalCounterFor } from '../../lib/list-totals.js';
import { policy } from '../../lib/policy.js';
import { perMinute } from '../../lib/rate-limit.js';
import * as earningService from './earning.service.js';

export function earningRoutes(app: ZodApp, deps: AppDeps) {
  const { db, config, notices, reads } = deps;
  const totals = totalCounterFor({ config, notices });
  app.get(
    '/user-promoter-video-get',
    {
      config: { policy: policy.users, rateLimit: perMinute(config.RATE_LIMIT_VIDEO_SERVES_PER_MINUTE) },
      schema: {
        tags: ['earning'],
        querystring: promotionServeQuerySchema,
        response: { 200: promotionServeSchema },
      },
    },
    (request) =>
      earningService.serveVideo({ db, actor: requireActor(request), retry: request.query.retry === 'true' }),
  );

  app.post(
    '/user-promoter-quiz-start',
    {
      config: { policy: policy.users, rateLimit: perMinute(config.RATE_LIMIT_QUIZ_STARTS_PER_MINUTE) },
      schema: { tags: ['earning'], body: quizStartSchema, response: { 200: quizStartResponseSchema } },
    },
    (request) =>
      earningService.startQuiz({
        db,
        actor: requireActor(request),
        attemptId: request.body.attempt_id,
        language: request.body.language,
      }),
  );

  app.post(
    '/user-promoter-quiz-result-get',
    {
      config: { policy: policy.users },
      schema: { tags: ['earning'], body: quizResultInputSchema, response: { 200: quizResultSchema } },
    },
    (request) =>
      earningService.gradeQuiz({
        db,
        actor: requireActor(request),
        attemptId: request.body.attempt_id,
        answers: request.body.answers,
      }),
  );

  app.post(
    '/user-promoter-quiz-result-confirmation',
    {
      config: { policy: policy.users },
      schema: {
        tags: ['earning'],
        body: quizConfirmationSchema,
        response: { 200: quizConfirmationResultSchema },
      },
    },
    (request) =>
      earningService.confirmQuiz({ db, actor: requireActor(request), attemptId: request.body.attempt_id }),
  );

  // With `exports` set, the same query is made into quiz_attempts.xlsx by a worker.
  app.get(
    '/quiz-attempts',
    {
      config: { policy: policy.admins },
      schema: {
        tags: ['earning'],
        querystring: attemptLogQuerySchema,
        response: { 200: attemptLogResponseSchema },
      },
    },
    async (request, reply) => {
      const { query } = request;
      if (!query.exports) return earningService.listAttempts({ db: reads(request), query, totals });
      return deps.queueExport(request, reply, 'quiz_attempts');
    },
  );

  // What a user earns now and at most, for User Management's dialog (docs/product/money.md, Earning
  // per promotion video).
  app.get(
    '/all-referrals/:id/earning',
    {
      config: { policy: policy.admins },
      schema: { tags: ['earning'], params: idParamsSchema, response: { 200: earningPowerSchema } },
    },
    (request) => earningService.earningPowerOf(db, request.params.id),
  );
}
