import { exportJobSchema, exportJobsQuerySchema, exportJobsResponseSchema } from '@portal/shared';
import { z } from 'zod';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { languageOfRequest } from '../../lib/messages.js';
import { policy } from '../../lib/policy.js';
import * as exportsService from './exports.service.js';

const exportParamsSchema = z.object({ id: z.uuid() });

/**
 * GET exports, GET exports/{id} and GET exports/{id}/file: the caller's own exports (an admin's
 * lists, a promoter's data).
 */
export function exportsRoutes(app: ZodApp, { db, storage, jobs, config }: AppDeps) {
  app.get(
    '/exports',
    {
      config: { policy: policy.signedIn },
      schema: {
        tags: ['exports'],
        querystring: exportJobsQuerySchema,
        response: { 200: exportJobsResponseSchema },
      },
    },
    (request) =>
      exportsService.listExports({
        db,
        actor: requireActor(request),
        list: request.query.list,
        language: languageOfRequest(request),
      }),
  );

  app.get(
    '/exports/:id',
    {
      config: { policy: policy.signedIn },
      schema: { tags: ['exports'], params: exportParamsSchema, response: { 200: exportJobSchema } },
    },
    (request) =>
      exportsService.getExport({
        db,
        actor: requireActor(request),
        id: request.params.id,
        language: languageOfRequest(request),
      }),
  );

  app.get(
    '/exports/:id/file',
    { config: { policy: policy.signedIn }, schema: { tags: ['exports'], params: exportParamsSchema } },
    (request, reply) =>
      exportsService.sendExportFile({
        db,
        storage,
        actor: requireActor(request),
        id: request.params.id,
        reply,
      }),
  );

  // A promoter's own data, a zip made by the worker like a list's export
  // (docs/decisions/182-own-data-export.md).
  app.post(
    '/my-data/export',
    {
      config: { policy: policy.users },
      schema: { tags: ['exports'], response: { 202: exportJobSchema } },
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
