import {
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  payoutFileSchema,
  withdrawBulkResultSchema,
  withdrawBulkUpdateSchema,
  withdrawHistoryQuerySchema,
  withdrawHistoryResponseSchema,
  withdrawHistoryRowSchema,
  withdrawListQuerySchema,
  withdrawListResponseSchema,
  withdrawRequestSchema,
  withdrawRowSchema,
  withdrawRulesResponseSchema,
  withdrawStatusUpdateSchema,
} from '@portal/shared';
import { z } from 'zod';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { totalCounterFor } from '../../lib/list-totals.js';
import { policy } from '../../lib/policy.js';
import * as withdrawalsService from './withdrawals.service.js';

export function withdrawalsRoutes(app: ZodApp, deps: AppDeps) {
  const { db, config, notices, reads } = deps;
  const totals = totalCounterFor({ config, notices });

  app.post(
    '/withdraws',
    {
      config: { policy: policy.users },
      schema: {
        tags: ['withdrawals'],
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() }),
        body: withdrawRequestSchema,
        response: { 201: withdrawHistoryRowSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await withdrawalsService.requestWithdrawal({
          db,
          actor: requireActor(request),
          input: request.body,
          idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        }),
      ),
  );

  app.get(
    '/withdraw-histories',
    {
      config: { policy: policy.users },
      schema: {
        tags: ['withdrawals'],
        querystring: withdrawHistoryQuerySchema,
        response: { 200: withdrawHistoryResponseSchema },
      },
    },
    (request) =>
      withdrawalsService.listOwnWithdrawals({
        db: reads(request),
        actor: requireActor(request),
        query: request.query,
      }),
  );

  app.get(
    '/withdraw-rules',
    {
      config: { policy: policy.users },
      schema: { tags: ['withdrawals'], response: { 200: withdrawRulesResponseSchema } },
    },
    (request) => withdrawalsService.getWithdrawRules({ db, actor: requireActor(request) }),
  );

  // With `exports` set, the same query is made into withdraw_requests.xlsx by a worker (docs/product/lists.md).
  app.get(
    '/withdraws',
    {
      config: { policy: policy.admins },
      schema: {
        tags: ['withdrawals'],
        querystring: withdrawListQuerySchema,
        response: { 200: withdrawListResponseSchema },
      },
    },
    async (request, reply) => {
      const { query } = request;
      if (!query.exports) return withdrawalsService.listWithdrawals({ db: reads(request), query, totals });
      return deps.queueExport(request, reply, 'withdraw_requests');
    },
  );

  app.get(
    '/withdraws/export/excel',
    {
      config: { policy: policy.admins },
      schema: { tags: ['withdrawals'], querystring: withdrawListQuerySchema },
    },
    (request, reply) => deps.queueExport(request, reply, 'withdraw_requests'),
  );

  app.post(
    '/withdraw-status-update',
    {
      config: { policy: policy.admins },
      schema: {
        tags: ['withdrawals'],
        body: withdrawStatusUpdateSchema,
        response: { 200: withdrawRowSchema },
      },
    },
    (request) =>
      withdrawalsService.updateWithdrawStatus({ db, actor: requireActor(request), input: request.body }),
  );

  app.post(
    '/withdraw-status-update/bulk',
    {
      config: { policy: policy.admins },
      schema: {
        tags: ['withdrawals'],
        body: withdrawBulkUpdateSchema,
        response: { 200: withdrawBulkResultSchema },
      },
    },
    (request) =>
      withdrawalsService.bulkUpdateWithdrawStatus({ db, actor: requireActor(request), input: request.body }),
  );

  app.post(
    '/withdraws/payout-file',
    {
      config: { policy: policy.admins },
      schema: { tags: ['withdrawals'], body: payoutFileSchema },
    },
    async (request, reply) => {
      const file = await withdrawalsService.payoutFile({
        db,
        actor: requireActor(request),
        ids: request.body.ids,
        confirmNote: request.body.confirm_note,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.csv);
    },
  );
}
