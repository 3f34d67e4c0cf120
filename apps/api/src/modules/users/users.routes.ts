import {
  createAdminSchema,
  adminUpdateUserSchema,
  setActiveSchema,
  userIdParamsSchema,
  userListQuerySchema,
  userListResponseSchema,
  userRowSchema,
} from '@portal/shared';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';
import * as usersService from './users.service.js';

export function usersRoutes(app: ZodApp, { db }: AppDeps) {
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
    (request) => usersService.listUsers({ db, actor: requireActor(request), query: request.query }),
  );

  app.get(
    '/all-referrals/:id',
    {
      config: { policy: policy.admins },
      schema: { tags: ['users'], params: userIdParamsSchema, response: { 200: userRowSchema } },
    },
    (request) => usersService.getUser({ db, actor: requireActor(request), id: request.params.id }),
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
      usersService.updateUserDetails({
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
}
