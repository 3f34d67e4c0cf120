import { exportJobSchema } from '@portal/shared';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { languageOfRequest } from '../../lib/messages.js';
import { policy } from '../../lib/policy.js';
import * as exportsService from '../exports/exports.service.js';

/**
 * POST my-data/export (a promoter): a zip of everything the portal holds about them, made by the
 * export worker and followed at GET exports/{id} (docs/decisions/182-own-data-export.md).
 */
export function myDataRoutes(app: ZodApp, { db, jobs, config }: AppDeps) {
  app.post(
    '/my-data/export',
    {
      config: { policy: policy.users },
      schema: { tags: ['my data'], response: { 202: exportJobSchema } },
    },
    async (request, reply) => {
      const job = await exportsService.queueExport({
        db,
        jobs,
        log: request.log,
        actor: requireActor(request),
        list: 'my_data',
        query: {},
        language: languageOfRequest(request),
        maxRows: config.EXPORT_MAX_ROWS,
      });
      return reply.code(202).header('location', `/api/v1/exports/${job.id}`).send(job);
    },
  );
}
