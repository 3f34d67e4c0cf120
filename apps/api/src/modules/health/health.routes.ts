import { z } from 'zod';
import { MESSAGES } from '@portal/shared';
import type { ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';

const statusSchema = z.object({ status: z.string() });
const readySchema = statusSchema.extend({
  /**
   * With a read replica: how far behind the primary it is, in ms (null: down, or not yet known);
   * reads go to the primary meanwhile (docs/decisions/166-reads-from-a-replica.md).
   */
  replica_lag_ms: z.number().nullable().optional(),
});

export function healthRoutes(
  app: ZodApp,
  ping: () => Promise<void>,
  /** The replica's lag (lib/read-routing.ts); undefined when none is configured. */
  replicaLagMs: () => number | null | undefined = () => undefined,
) {
  app.get(
    '/health',
    { config: { policy: policy.public }, schema: { tags: ['health'], response: { 200: statusSchema } } },
    () => ({ status: 'ok' }),
  );

  app.get(
    '/ready',
    {
      config: { policy: policy.public },
      schema: { tags: ['health'], response: { 200: readySchema, 503: z.object({ message: z.string() }) } },
    },
    async (_request, reply) => {
      try {
        await ping();
        const lag = replicaLagMs();
        return lag === undefined ? { status: 'ready' } : { status: 'ready', replica_lag_ms: lag };
      } catch {
        return reply.code(503).send({ message: MESSAGES.databaseUnavailable });
      }
    },
  );
}
