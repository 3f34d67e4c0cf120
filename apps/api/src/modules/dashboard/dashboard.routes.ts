import { adminDashboardSchema, userDashboardSchema } from '@portal/shared';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';
import { perMinute } from '../../lib/rate-limit.js';
import * as dashboardService from './dashboard.service.js';

export function dashboardRoutes(app: ZodApp, { config, reads }: AppDeps) {
  app.get(
    '/admin-dashboard',
    {
      config: { policy: policy.admins, rateLimit: perMinute(config.RATE_LIMIT_DASHBOARD_PER_MINUTE) },
      schema: { tags: ['dashboard'], response: { 200: adminDashboardSchema } },
    },
    (request) => dashboardService.getAdminDashboard({ db: reads(request), actor: requireActor(request) }),
  );

  app.get(
    '/user-dashboard',
    {
      config: { policy: policy.users, rateLimit: perMinute(config.RATE_LIMIT_DASHBOARD_PER_MINUTE) },
      schema: { tags: ['dashboard'], response: { 200: userDashboardSchema } },
    },
    (request) => dashboardService.getUserDashboard({ db: reads(request), actor: requireActor(request) }),
  );
}
