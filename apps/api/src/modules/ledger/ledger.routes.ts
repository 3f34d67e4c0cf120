import {
  earningHistoryQuerySchema,
  earningHistoryResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  walletAdjustmentResultSchema,
  walletAdjustmentSchema,
  walletsResponseSchema,
} from '@portal/shared';
import { z } from 'zod';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';
import * as ledgerService from './ledger.service.js';

export function ledgerRoutes(app: ZodApp, { db, reads }: AppDeps) {
  app.get(
    '/wallets',
    {
      config: { policy: policy.users },
      schema: { tags: ['money'], response: { 200: walletsResponseSchema } },
    },
    (request) => ledgerService.getWallets({ db: reads(request), actor: requireActor(request) }),
  );

  app.post(
    '/wallet-adjustments',
    {
      config: { policy: policy.superAdmin },
      schema: {
        tags: ['money'],
        headers: z.object({ [IDEMPOTENCY_KEY_HEADER]: idempotencyKeySchema.optional() }),
        body: walletAdjustmentSchema,
        response: { 201: walletAdjustmentResultSchema },
      },
    },
    async (request, reply) => {
      const result = await ledgerService.adjustWallet({
        db,
        actor: requireActor(request),
        input: request.body,
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
      });
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/earning-histories',
    {
      config: { policy: policy.users },
      schema: {
        tags: ['money'],
        querystring: earningHistoryQuerySchema,
        response: { 200: earningHistoryResponseSchema },
      },
    },
    (request) =>
      ledgerService.listEarningHistory({
        db: reads(request),
        actor: requireActor(request),
        query: request.query,
      }),
  );
}
