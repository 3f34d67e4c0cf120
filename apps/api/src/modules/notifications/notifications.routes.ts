import {
  markNotificationsReadResultSchema,
  markNotificationsReadSchema,
  notificationSettingsInputSchema,
  notificationSettingsSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  pushPublicKeySchema,
  pushSubscriptionCountSchema,
  pushSubscriptionInputSchema,
  pushUnsubscribeSchema,
} from '@portal/shared';
import { requireActor, type AppDeps, type ZodApp } from '../../lib/fastify.js';
import { policy } from '../../lib/policy.js';
import * as notificationsService from './notifications.service.js';

/** The bell, the promoter's channel choices and their browsers' push subscriptions (docs/decisions/183-notifications-outbox.md). */
export function notificationsRoutes(app: ZodApp, deps: AppDeps) {
  const { db, config, reads } = deps;

  app.get(
    '/notifications',
    {
      config: { policy: policy.users },
      schema: {
        tags: ['notifications'],
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema },
      },
    },
    (request) =>
      notificationsService.listNotifications({
        db: reads(request),
        actor: requireActor(request),
        query: request.query,
      }),
  );

  app.post(
    '/notifications/read',
    {
      config: { policy: policy.users },
      schema: {
        tags: ['notifications'],
        body: markNotificationsReadSchema,
        response: { 200: markNotificationsReadResultSchema },
      },
    },
    (request) => notificationsService.markRead({ db, actor: requireActor(request), input: request.body }),
  );

  app.get(
    '/notification-preferences',
    {
      config: { policy: policy.users },
      schema: { tags: ['notifications'], response: { 200: notificationSettingsSchema } },
    },
    (request) => notificationsService.getSettings({ db, actor: requireActor(request), config }),
  );

  app.put(
    '/notification-preferences',
    {
      config: { policy: policy.users },
      schema: {
        tags: ['notifications'],
        body: notificationSettingsInputSchema,
        response: { 200: notificationSettingsSchema },
      },
    },
    (request) =>
      notificationsService.saveSettings({ db, actor: requireActor(request), config, input: request.body }),
  );

  app.get(
    '/push/public-key',
    {
      config: { policy: policy.users },
      schema: { tags: ['notifications'], response: { 200: pushPublicKeySchema } },
    },
    () => notificationsService.pushPublicKey(db),
  );

  app.post(
    '/push-subscriptions',
    {
      config: { policy: policy.users },
      schema: {
        tags: ['notifications'],
        body: pushSubscriptionInputSchema,
        response: { 201: pushSubscriptionCountSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await notificationsService.subscribe({ db, actor: requireActor(request), input: request.body }),
        ),
  );

  app.delete(
    '/push-subscriptions',
    {
      config: { policy: policy.users },
      schema: {
        tags: ['notifications'],
        body: pushUnsubscribeSchema,
        response: { 200: pushSubscriptionCountSchema },
      },
    },
    (request) =>
      notificationsService.unsubscribe({ db, actor: requireActor(request), endpoint: request.body.endpoint }),
  );
}
