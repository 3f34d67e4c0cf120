import {
  activatePinSchema,
  adminPinRequestListSchema,
  adminPinRequestSchema,
  generatedPinSchema,
  listQuerySchema,
  pinIdSchema,
  pinFeesSchema,
  pinListQuerySchema,
  pinRejectSchema,
  pinRequestSchema,
  scratchCardSchema,
  scratchCardsResponseSchema,
  userPinRequestListSchema,
  userPinRequestSchema,
} from '@portal/shared';
import { z } from 'zod';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { totalCounterFor } from '../../lib/list-totals.js';
import { policy } from '../../lib/policy.js';
import * as pinsService from './pins.service.js';

/** A user's own list takes the list contract's paging (no filters or sorts of its own). */
const ownListQuerySchema = listQuerySchema({ filter: z.strictObject({}), sortKeys: ['request_at'] });

export function pinsRoutes(app: ZodApp, deps: AppDeps) {
  const { db, config, notices, reads } = deps;
  const totals = totalCounterFor({ config, notices });

  app.post(
    '/user-promoters',
    {
      config: { policy: policy.users },
      schema: {
        tags: ['pins'],
        body: pinRequestSchema,
        response: { 200: userPinRequestSchema, 201: userPinRequestSchema },
      },
    },
    async (request, reply) => {
      const { request: row, created } = await pinsService.requestLevel({
        db,
        actor: requireActor(request),
        level: request.body.level,
      });
      return reply.code(created ? 201 : 200).send(row);
    },
  );

  app.get(
    '/user-promoters/list',
    {
      config: { policy: policy.users },
      schema: {
        tags: ['pins'],
        querystring: ownListQuerySchema,
        response: { 200: userPinRequestListSchema },
      },
    },
    (request) =>
      pinsService.listOwnRequests({ db: reads(request), actor: requireActor(request), page: request.query }),
  );

  app.get(
    '/pin-fees',
    {
      config: { policy: policy.users },
      schema: { tags: ['pins'], response: { 200: pinFeesSchema } },
    },
    () => pinsService.pinFees({ db }),
  );

  app.post(
    '/term-accepted',
    {
      config: { policy: policy.users },
      schema: { tags: ['pins'], body: pinIdSchema, response: { 200: userPinRequestSchema } },
    },
    (request) => pinsService.acceptTerms({ db, actor: requireActor(request), id: request.body.id }),
  );

  app.post(
    '/activate-pin',
    {
      config: { policy: policy.users },
      schema: { tags: ['pins'], body: activatePinSchema, response: { 200: userPinRequestSchema } },
    },
    (request) => pinsService.activatePin({ db, actor: requireActor(request), input: request.body }),
  );

  // With `exports` set, the same query is made into pin_requests.xlsx by a worker (docs/product/lists.md).
  app.get(
    '/user-promoters',
    {
      config: { policy: policy.admins },
      schema: {
        tags: ['pins'],
        querystring: pinListQuerySchema,
        response: { 200: adminPinRequestListSchema },
      },
    },
    async (request, reply) => {
      const { query } = request;
      if (!query.exports) return pinsService.listRequests({ db: reads(request), query, totals });
      return deps.queueExport(request, reply, 'pin_requests');
    },
  );

  app.post(
    '/term-raised',
    {
      config: { policy: policy.admins },
      schema: { tags: ['pins'], body: pinIdSchema, response: { 200: adminPinRequestSchema } },
    },
    (request) => pinsService.raiseTerms({ db, actor: requireActor(request), id: request.body.id }),
  );

  app.post(
    '/generate-pin',
    {
      config: { policy: policy.admins },
      schema: { tags: ['pins'], body: pinIdSchema, response: { 200: generatedPinSchema } },
    },
    (request) => pinsService.generatePin({ db, actor: requireActor(request), id: request.body.id }),
  );

  app.post(
    '/pin-rejected',
    {
      config: { policy: policy.admins },
      schema: { tags: ['pins'], body: pinRejectSchema, response: { 200: adminPinRequestSchema } },
    },
    (request) =>
      pinsService.rejectRequest({
        db,
        actor: requireActor(request),
        id: request.body.id,
        reason: request.body.reason,
      }),
  );

  app.get(
    '/get-scratch-cards',
    {
      config: { policy: policy.users },
      schema: { tags: ['scratch cards'], response: { 200: scratchCardsResponseSchema } },
    },
    (request) => pinsService.getScratchCards({ db: reads(request), actor: requireActor(request) }),
  );

  app.post(
    '/scratched-status-update',
    {
      config: { policy: policy.users },
      schema: { tags: ['scratch cards'], body: pinIdSchema, response: { 200: scratchCardSchema } },
    },
    (request) => pinsService.scratchCard({ db, actor: requireActor(request), id: request.body.id }),
  );
}
