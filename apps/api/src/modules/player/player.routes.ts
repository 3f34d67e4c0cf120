import {
  messageKey,
  recordIdSchema,
  resumableWatchSessionSchema,
  VIDEO_KINDS,
  watchSessionStartedSchema,
} from '@portal/shared';
import { z } from 'zod';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';
import { perMinute } from '../../lib/rate-limit.js';
import * as playerService from './player.service.js';

/** Which video: its kind and id (the body of a start, the query of a resumable look-up). */
const videoSchema = z.object({
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

/** The player starts (or continues) watching a video; its progress reports go to watching.routes. */
export function playerRoutes(app: ZodApp, { db, config }: AppDeps) {
  app.post(
    '/watch-sessions',
    {
      config: { policy: policy.users, rateLimit: perMinute(config.RATE_LIMIT_WATCH_STARTS_PER_MINUTE) },
      schema: {
        tags: ['watching'],
        body: videoSchema,
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

  app.get(
    '/watch-sessions/resumable',
    {
      config: { policy: policy.users },
      schema: {
        tags: ['watching'],
        querystring: videoSchema,
        response: { 200: resumableWatchSessionSchema },
      },
    },
    (request) =>
      playerService.resumableSession({
        db,
        actor: requireActor(request),
        kind: request.query.video_kind,
        videoId: request.query.video_id,
      }),
  );
}
