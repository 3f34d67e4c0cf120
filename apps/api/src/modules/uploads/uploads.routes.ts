import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_LIMITS, uploadResultSchema } from '@portal/shared';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';
import * as uploadsService from './uploads.service.js';

/**
 * POST upload (admins): one file in the multipart field `image` or `video`. Multipart bodies are
 * accepted by this route's scope only; the busboy limit is a backstop above the largest kind's
 * limit, which the service counts while streaming.
 */
export async function uploadsRoutes(app: ZodApp, { db, config }: AppDeps) {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { files: 1, fields: 0, parts: 2, fileSize: UPLOAD_LIMITS.video + 1 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/upload',
      {
        config: { policy: policy.admins },
        schema: {
          tags: ['uploads'],
          consumes: ['multipart/form-data'],
          response: { 201: uploadResultSchema },
        },
      },
      async (request, reply) => {
        const result = await uploadsService.uploadFromRequest({
          db,
          uploadsDir: config.UPLOADS_DIR,
          actor: requireActor(request),
          request,
        });
        return reply.code(201).send(result);
      },
    );
  });
}
