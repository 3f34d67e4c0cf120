import { accountClosureInputSchema, accountClosureSchema } from '@portal/shared';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';
import * as closureService from './account-closure.service.js';

/** A promoter closing their account (docs/decisions/182-own-data-export.md). */
export function accountClosureRoutes(app: ZodApp, { db }: AppDeps) {
  app.get(
    '/account-closure',
    {
      config: { policy: policy.users },
      schema: { tags: ['account'], response: { 200: accountClosureSchema } },
    },
    (request) => closureService.getClosure({ db, actor: requireActor(request) }),
  );

  app.post(
    '/account-closure',
    {
      config: { policy: policy.users },
      schema: { tags: ['account'], body: accountClosureInputSchema, response: { 200: accountClosureSchema } },
    },
    (request) => closureService.requestClosure({ db, actor: requireActor(request), input: request.body }),
  );

  app.delete(
    '/account-closure',
    {
      config: { policy: policy.users },
      schema: { tags: ['account'], response: { 200: accountClosureSchema } },
    },
    (request) => closureService.cancelClosure({ db, actor: requireActor(request) }),
  );
}
