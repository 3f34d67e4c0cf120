import { messageKey, recordIdSchema, VIDEO_KINDS, watchSessionStartedSchema } from '@portal/shared';
import { z } from 'zod';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';
import { perMinute } from '../../lib/rate-limit.js';
import * as playerService from './player.service.js';

const startSchema = z.object({
  video_kind: z.enum(VIDEO_KINDS, {
    error: messageKey('learning.video_kind_choice', {
      field: 'video_kind',
      daily: 'daily',
      training: 'training',
      promotion: 'promotion',
    }),
  }),
  video_id: recordIdSchema,
});

/** The player starts watching a video; its progress reports go to watching.routes. */
export function playerRoutes(app: ZodApp, { db, config }: AppDeps) {
  app.post(
    '/watch-sessions',
    {
      config: { policy: policy.users, rateLimit: perMinute(config.RATE_LIMIT_WATCH_STARTS_PER_MINUTE) },
      schema: {
        tags: ['watching'],
        body: startSchema,
        response: { 201: watchSessionStartedSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(
        await playerService.startSession({
          db,
          actor: requireActor(request),
          kind: request.body.video_kind,
          videoId: request.body.video_id,
        }),
      ),
  );
}
