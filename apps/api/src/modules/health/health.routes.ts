import { z } from 'zod';
import { MESSAGES } from '@portal/shared';
import type { ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';

const statusSchema = z.object({ status: z.string() });

export function healthRoutes(app: ZodApp, ping: () => Promise<void>) {
  app.get(
    '/health',
    { config: { policy: policy.public }, schema: { tags: ['health'], response: { 200: statusSchema } } },
    () => ({ status: 'ok' }),
  );

  app.get(
    '/ready',
    {
      config: { policy: policy.public },
      schema: { tags: ['health'], response: { 200: statusSchema, 503: z.object({ message: z.string() }) } },
    },
    async (_request, reply) => {
      try {
        await ping();
        return { status: 'ready' };
      } catch {
        return reply.code(503).send({ message: MESSAGES.databaseUnavailable });
      }
    },
  );
}
