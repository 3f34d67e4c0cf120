import {
  adminPersonalDetailsSchema,
  adminUpdateUserSchema,
  createAdminSchema,
  setActiveSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListResponseSchema,
  profileSchema,
  referralListQuerySchema,
  referralListResponseSchema,
  referralTreeQuerySchema,
  referralTreeSchema,
  userRowSchema,
  uiLanguageInputSchema,
  uiLanguageAnswerSchema,
} from '@portal/shared';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { totalCounterFor } from '../../lib/list-totals.js';
import { policy } from '../../lib/policy.js';
import * as uiLanguageService from './ui-language.service.js';
import * as usersService from './users.service.js';

export function usersRoutes(app: ZodApp, deps: AppDeps) {
  const { db, config, notices, reads } = deps;
  const totals = totalCounterFor({ config, notices });
  app.get(
    '/all-referrals',
    {
      config: { policy: policy.admins },
      schema: {
        tags: ['users'],
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema },
      },
    },
    // With `exports` set, the same query is made into users.xlsx by a worker (docs/product/lists.md).
    async (request, reply) => {
      const actor = requireActor(request);
      const { query } = request;
      if (!query.exports) return usersService.listUsers({ db: reads(request), actor, query, totals });
      return deps.queueExport(request, reply, 'users');
    },
  );

  app.put(
    '/update-personal-details',
    {
      config: { policy: policy.signedIn },
      // Every role sends names and mobile; the rest depends on the caller's role, so the service
      // checks the whole body against that role's shape (users.rules.ts personalDetailsSchemaFor).
      schema: { tags: ['users'], body: adminPersonalDetailsSchema.loose(), response: { 200: profileSchema } },
    },
    (request) =>
      usersService.updateOwnPersonalDetails({ db, actor: requireActor(request), input: request.body }),
  );

  app.put(
    '/ui-language',
    {
      config: { policy: policy.signedIn },
      schema: { tags: ['users'], body: uiLanguageInputSchema, response: { 200: uiLanguageAnswerSchema } },
    },
    (request) =>
      uiLanguageService.setUiLanguage({ db, actor: requireActor(request), language: request.body.language }),
  );

  app.get(
    '/all-referrals/:id',
    {
      config: { policy: policy.admins },
      schema: { tags: ['users'], params: userIdParamsSchema, response: { 200: userRowSchema } },
    },
    (request) =>
      usersService.getUser({ db: reads(request), actor: requireActor(request), id: request.params.id }),
  );

  app.put(
    '/all-referrals/:id',
    {
      config: { policy: policy.admins },
      schema: {
        tags: ['users'],
        params: userIdParamsSchema,
        body: adminUpdateUserSchema,
        response: { 200: userRowSchema },
      },
    },
    (request) =>
      usersService.updatePersonalDetails({
        db,
        actor: requireActor(request),
        id: request.params.id,
        input: request.body,
      }),
  );

  app.patch(
    '/all-referrals/:id/status',
    {
      config: { policy: policy.admins },
      schema: {
        tags: ['users'],
        params: userIdParamsSchema,
        body: setActiveSchema,
        response: { 200: userRowSchema },
      },
    },
    (request) =>
      usersService.setUserActive({
        db,
        actor: requireActor(request),
        id: request.params.id,
        isActive: request.body.is_active,
      }),
  );

  app.post(
    '/admins',
    {
      config: { policy: policy.superAdmin },
      schema: { tags: ['users'], body: createAdminSchema, response: { 201: userRowSchema } },
    },
    async (request, reply) => {
      const admin = await usersService.createAdmin({ db, actor: requireActor(request), input: request.body });
      return reply.code(201).send(admin);
    },
  );

  app.get(
    '/referrals',
    {
      config: { policy: policy.users },
      schema: {
        tags: ['users'],
        querystring: referralListQuerySchema,
        response: { 200: referralListResponseSchema },
      },
    },
    (request) =>
      usersService.listReferrals({
        db: reads(request),
        actor: requireActor(request),
        query: request.query,
        totals,
      }),
  );

  app.get(
    '/referral-tree',
    {
      config: { policy: policy.signedIn },
      schema: {
        tags: ['users'],
        querystring: referralTreeQuerySchema,
        response: { 200: referralTreeSchema },
      },
    },
    (request) =>
      usersService.getReferralTree({
        db: reads(request),
        actor: requireActor(request),
        id: request.query.id,
      }),
  );
}
