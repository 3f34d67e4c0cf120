import fastifyStatic from '@fastify/static';
import { messageKey, videoMediaSchema } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { LocalStorage } from '../../lib/storage/local-storage.js';
import { policy } from '../../lib/policy.js';
import { isStoredName } from '../uploads/uploads.service.js';
import * as mediaService from './media.service.js';

const retryBodySchema = z.object({
  /** The video's `file`: a stored upload's name. */
  file: z.string().refine(isStoredName, { error: messageKey('content.file_missing') }),
});

/** POST video-media/retry `{ file }` (admins): a failed conversion queued again (media.service.ts). */
export function mediaRoutes(app: ZodApp, { db, jobs }: AppDeps) {
  app.post(
    '/video-media/retry',
    {
      config: { policy: policy.admins },
      schema: { tags: ['videos'], body: retryBodySchema, response: { 200: videoMediaSchema } },
    },
    async (request) => {
      const media = await mediaService.retryLadder({
        db,
        actor: requireActor(request),
        file: request.body.file,
      });
      mediaService.queueTranscoding(jobs, app.log);
      return media;
    },
  );
}

/**
 * GET /media/<name>/… (signed-in users of any role): a video's ladder, poster and thumbnail
 * (docs/decisions/162-video-files-for-signed-in-users-only.md). Outside /api/v1 so the playlists'
 * relative links resolve here; a visitor gets 401. From local storage the bytes are sent here,
 * with range requests and long caching for segments; from a bucket, playlists carry signed URLs.
 */
export async function mediaFileRoutes(app: FastifyInstance, { config, storage }: AppDeps) {
  await app.register(async (scope) => {
    if (storage instanceof LocalStorage)
      await scope.register(fastifyStatic, {
        root: storage.directory,
        serve: false,
        dotfiles: 'deny',
        index: false,
      });
    scope.get('/media/*', { config: { policy: policy.signedIn } }, async (request, reply) => {
      const delivery = await mediaService.deliverMedia({
        storage,
        rest: (request.params as { '*': string })['*'],
        signSeconds: config.MEDIA_URL_SECONDS,
        baseUrl: config.MEDIA_BASE_URL,
      });
      if (!delivery) return reply.callNotFound();
      void reply.header('cache-control', delivery.cacheControl).header('x-content-type-options', 'nosniff');
      if (delivery.kind === 'redirect') return reply.redirect(delivery.url, 302);
      if (delivery.kind === 'playlist') return reply.type(delivery.type).send(delivery.body);
      return reply.type(delivery.type).sendFile(delivery.key, { cacheControl: false });
    });
  });
}
