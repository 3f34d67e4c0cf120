import { messageKey, videoMediaSchema } from '@portal/shared';
import { z } from 'zod';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
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
