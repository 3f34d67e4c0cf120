import {
  bankDetailLockSchema,
  bankDetailUnlockSchema,
  paymentDetailsInputSchema,
  paymentDetailsResponseSchema,
  paymentDetailsSchema,
  userBankDetailInputSchema,
  userBankDetailResponseSchema,
  userBankDetailSchema,
} from '@portal/shared';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';
import * as bankService from './bank-details.service.js';

export function bankDetailsRoutes(app: ZodApp, { db }: AppDeps) {
  app.get(
    '/user-bank-detail',
    {
      config: { policy: policy.users },
      schema: { tags: ['bank details'], response: { 200: userBankDetailResponseSchema } },
    },
    (request) => bankService.getOwnBankDetail({ db, actor: requireActor(request) }),
  );

  app.post(
    '/user-bank-detail/upsert',
    {
      config: { policy: policy.users },
      schema: {
        tags: ['bank details'],
        body: userBankDetailInputSchema,
        response: { 200: userBankDetailSchema },
      },
    },
    (request) => bankService.upsertOwnBankDetail({ db, actor: requireActor(request), input: request.body }),
  );

  // An admin lets a user change saved bank details once without their password (docs/product/money.md).
  app.get(
    '/user-bank-detail/lock',
    {
      config: { policy: policy.admins },
      schema: {
        tags: ['bank details'],
        querystring: bankDetailUnlockSchema,
        response: { 200: bankDetailLockSchema },
      },
    },
    (request) => bankService.getBankDetailLock({ db, input: request.query }),
  );

  app.post(
    '/user-bank-detail/unlock',
    {
      config: { policy: policy.admins },
      schema: {
        tags: ['bank details'],
        body: bankDetailUnlockSchema,
        response: { 200: bankDetailLockSchema },
      },
    },
    (request) => bankService.unlockBankDetail({ db, actor: requireActor(request), input: request.body }),
  );

  // Promoters see these details through their own PIN request once its terms are raised
  // (docs/product/pins-and-levels.md), not here.
  app.get(
    '/admin-bank-details',
    {
      config: { policy: policy.admins },
      schema: { tags: ['bank details'], response: { 200: paymentDetailsResponseSchema } },
    },
    () => bankService.getPaymentDetails({ db }),
  );

  app.post(
    '/admin-bank-details/upsert',
    {
      config: { policy: policy.admins },
      schema: {
        tags: ['bank details'],
        body: paymentDetailsInputSchema,
        response: { 200: paymentDetailsSchema },
      },
    },
    (request) => bankService.upsertPaymentDetails({ db, actor: requireActor(request), input: request.body }),
  );
}
