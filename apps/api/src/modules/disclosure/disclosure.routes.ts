import { publicEarningsSchema } from '@portal/shared';
import type { AppDeps, ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';
import { publicEarningsCache } from './disclosure.service.js';

export function disclosureRoutes(app: ZodApp, { reads }: AppDeps) {
  const earnings = publicEarningsCache();
  app.get(
    '/public-earnings',
    {
      config: { policy: policy.public },
      schema: { tags: ['disclosure'], response: { 200: publicEarningsSchema } },
    },
    (request) => earnings.get(reads(request)),
  );
}
