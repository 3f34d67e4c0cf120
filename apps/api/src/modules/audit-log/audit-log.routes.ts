import { auditLogActionsSchema, auditLogQuerySchema, auditLogResponseSchema } from '@portal/shared';
import type { AppDeps, ZodApp } from '../../lib/fastify.js';
import { totalCounterFor } from '../../lib/list-totals.js';
import { policy } from '../../lib/policy.js';
import * as auditLogService from './audit-log.service.js';

/** The audit log, the super admin's alone (docs/product/roles.md; docs/decisions/184-audit-log-on-screen.md). */
export function auditLogRoutes(app: ZodApp, deps: AppDeps) {
  const { config, notices, reads } = deps;
  const totals = totalCounterFor({ config, notices });

  // With `exports` set, the same query is made into audit_log.xlsx by a worker.
  app.get(
    '/audit-log',
    {
      config: { policy: policy.superAdmin },
      schema: {
        tags: ['audit-log'],
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema },
      },
    },
    async (request, reply) => {
      const { query } = request;
      if (!query.exports) return auditLogService.listAuditLog({ db: reads(request), query, totals });
      return deps.queueExport(request, reply, 'audit_log');
    },
  );

  app.get(
    '/audit-log/actions',
    {
      config: { policy: policy.superAdmin },
      schema: { tags: ['audit-log'], response: { 200: auditLogActionsSchema } },
    },
    (request) => auditLogService.listAuditActions({ db: reads(request) }),
  );
}
