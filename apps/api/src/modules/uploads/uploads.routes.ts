import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_LIMITS, uploadResultSchema } from '@portal/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';
import * as uploadsService from './uploads.service.js';

/**
 * POST upload (admins): one file in the multipart field `image` or `video`. Multipart bodies are
 * accepted by this route's scope only. Busboy's limits are fixed before the part's field name is
 * read, so its file-size limit cannot be per kind: it is a backstop just above the largest kind's
 * limit. The per-kind limit (5 MiB for an image) is the service's count while the bytes stream,
 * which stops the stream a chunk past it (uploads.routes.test.ts, the never-ending upload).
 */
export async function uploadsRoutes(app: ZodApp, { db, config, storage }: AppDeps) {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { files: 1, fields: 0, parts: 2, fileSize: UPLOAD_LIMITS.video + 1 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/upload',
      {
        // An admin's video may take many minutes from a phone (docs/decisions/090-slow-clients.md).
        config: { policy: policy.admins, longUpload: true },
        schema: {
          tags: ['uploads'],
          consumes: ['multipart/form-data'],
          response: { 201: uploadResultSchema },
        },
      },
      async (request, reply) => {
        const result = await uploadsService.uploadFromRequest({
          db,
          storage,
          workDir: path.join(config.UPLOADS_DIR, 'tmp'),
          actor: requireActor(request),
          request,
        });
        return reply.code(201).send(result);
      },
    );
  });
}
