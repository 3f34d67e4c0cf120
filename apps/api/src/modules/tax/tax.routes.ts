import {
  tdsDepositInputSchema,
  tdsDepositSchema,
  tdsDepositsQuerySchema,
  tdsDepositsSchema,
  tdsRegisterQuerySchema,
  tdsRegisterSchema,
  tdsStatementQuerySchema,
} from '@portal/shared';
import { XLSX_CONTENT_TYPE } from '../../lib/excel.js';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { languageOfRequest } from '../../lib/messages.js';
import { policy } from '../../lib/policy.js';
import * as taxService from './tax.service.js';

/** Tax at source for the admins (docs/decisions/179-tax-register-and-deposits.md). */
export function taxRoutes(app: ZodApp, { db }: AppDeps) {
  app.get(
    '/tds-register',
    {
      config: { policy: policy.admins },
      schema: { tags: ['tax'], querystring: tdsRegisterQuerySchema, response: { 200: tdsRegisterSchema } },
    },
    (request) =>
      taxService.getRegister({
        db,
        financialYear: request.query.financial_year,
        quarter: request.query.quarter,
      }),
  );

  app.get(
    '/tds-register/export',
    {
      config: { policy: policy.admins },
      schema: { tags: ['tax'], querystring: tdsRegisterQuerySchema },
    },
    async (request, reply) => {
      const file = await taxService.registerWorkbook({
        db,
        financialYear: request.query.financial_year,
        quarter: request.query.quarter,
      });
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  app.get(
    '/tds-deposits',
    {
      config: { policy: policy.admins },
      schema: { tags: ['tax'], querystring: tdsDepositsQuerySchema, response: { 200: tdsDepositsSchema } },
    },
    (request) => taxService.listDeposits({ db, financialYear: request.query.financial_year }),
  );

  app.post(
    '/tds-deposits',
    {
      config: { policy: policy.admins },
      schema: { tags: ['tax'], body: tdsDepositInputSchema, response: { 201: tdsDepositSchema } },
    },
    async (request, reply) => {
      const deposit = await taxService.recordDeposit({
        db,
        actor: requireActor(request),
        input: request.body,
      });
      return reply.status(201).send(deposit);
    },
  );

  // A promoter's own statement, in their language (docs/decisions/180-tax-statements-as-pdf.md).
  app.get(
    '/tds-statement',
    {
      config: { policy: policy.users },
      schema: { tags: ['tax'], querystring: tdsStatementQuerySchema },
    },
    async (request, reply) => {
      const { fileName, pdf } = await taxService.ownStatement({
        db,
        actor: requireActor(request),
        financialYear: request.query.financial_year,
        quarter: request.query.quarter,
        language: languageOfRequest(request),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}
