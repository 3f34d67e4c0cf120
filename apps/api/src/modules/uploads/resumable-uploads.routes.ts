import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';
import { resumableUploads } from './resumable-uploads.service.js';

/**
 * Resumable uploads of videos, the tus 1.0 protocol (resumable-uploads.service.ts): POST creates
 * an upload, HEAD gives its offset, PATCH appends bytes, DELETE cancels it (the partial upload is
 * deleted). Admins only; the app's session and same-origin checks run first, as for every route.
 * PATCH bodies (`application/offset+octet-stream`) are left unread by Fastify for the tus server,
 * and may take the long upload deadline (docs/decisions/090-slow-clients.md): slow phones.
 */
export async function resumableUploadsRoutes(app: ZodApp, { db, config, storage }: AppDeps) {
  const uploads = resumableUploads({ db, storage, uploadsDir: config.UPLOADS_DIR });
  // Abandoned partial uploads are deleted once they are older than their lifetime.
  const removeExpired = () =>
    void uploads.removeExpired().catch((error: unknown) => {
      app.log.warn({ err: error }, 'resumable uploads: removing expired partial uploads failed');
    });
  const sweep = setInterval(removeExpired, 60 * 60 * 1000).unref();
  app.addHook('onReady', async () => removeExpired());
  app.addHook('onClose', async () => clearInterval(sweep));
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => {
      done(null, undefined);
    });
    const options = {
      config: { policy: policy.admins, longUpload: true },
      schema: { tags: ['uploads'], hide: true },
    };
    scope.post('/uploads/resumable', options, (request, reply) => uploads.handle(request, reply));
    scope.withTypeProvider<ZodTypeProvider>().route({
      method: ['HEAD', 'PATCH', 'DELETE'],
      url: '/uploads/resumable/:id',
      config: options.config,
      // The tus server's id (32 hex digits); the service answers 404 to anything else.
      schema: { ...options.schema, params: z.object({ id: z.string() }) },
      handler: (request, reply) => uploads.handle(request, reply, request.params.id),
    });
  });
}
