import { z } from 'zod';
import { defineJob } from '../../lib/jobs.js';
import {
  announceDailyVideo,
  announceSessionOpening,
  deliverDue,
  type DeliveryWorker,
} from './notifications.service.js';

export const DELIVER_NOTIFICATIONS_JOB = 'notifications.deliver';

/**
 * Notifications' jobs (docs/decisions/183-notifications-outbox.md): every minute the outbox is
 * sent (failed deliveries wait out their backoff); through the day, today's daily video is told
 * to those who asked once it is up; at 07:00 and 12:00 India time, the session that opens.
 */
export function notificationsJobs(worker: DeliveryWorker) {
  const { db } = worker;
  return [
    defineJob({
      name: DELIVER_NOTIFICATIONS_JOB,
      payload: z.object({}),
      schedule: { cron: '* * * * *', payload: {} },
      handler: () => deliverDue(worker),
    }),
    defineJob({
      name: 'notifications.daily-video',
      payload: z.object({}),
      schedule: { cron: '5 7-21 * * *', payload: {} },
      handler: () => announceDailyVideo({ db }),
    }),
    defineJob({
      name: 'notifications.morning-session',
      payload: z.object({}),
      schedule: { cron: '0 7 * * *', payload: {} },
      handler: () => announceSessionOpening({ db, session: 1 }),
    }),
    defineJob({
      name: 'notifications.evening-session',
      payload: z.object({}),
      schedule: { cron: '0 12 * * *', payload: {} },
      handler: () => announceSessionOpening({ db, session: 2 }),
    }),
  ];
}
