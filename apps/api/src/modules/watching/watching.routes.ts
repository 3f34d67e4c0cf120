import { messageKey, watchProgressResultSchema } from '@portal/shared';
import { z } from 'zod';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';
import { perMinuteInBatches } from '../../lib/rate-limit.js';
import * as watchingService from './watching.service.js';

const progressSchema = z.object({
  position: z.coerce
    .number({ error: messageKey('learning.position_seconds', { field: 'position' }) })
    .min(0)
    .max(24 * 3600),
  /** The player paused or stopped here: a position to remember for coming back (decision 164). */
  paused: z.boolean().optional(),
});

export function watchingRoutes(app: ZodApp, { db, config }: AppDeps) {
  app.post(
    '/watch-sessions/:id/progress',
    {
      config: {
        policy: policy.users,
        rateLimit: perMinuteInBatches(config.RATE_LIMIT_WATCH_PROGRESS_PER_MINUTE),
      },
      schema: {
        tags: ['watching'],
        params: z.object({ id: z.uuid({ error: messageKey('learning.not_watch_session') }) }),
        body: progressSchema,
        response: { 200: watchProgressResultSchema },
      },
    },
    (request) =>
      watchingService.reportProgress({
        db,
        actor: requireActor(request),
        id: request.params.id,
        position: request.body.position,
        paused: request.body.paused,
      }),
  );
}
