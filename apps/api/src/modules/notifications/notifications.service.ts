import {
  formatMessage,
  indiaDate,
  loadMessageCatalogue,
  NOTIFICATION_SCREEN_PATHS,
  NOTIFICATIONS_PAGE_SIZE,
  SCREEN_OF_EVENT,
  UI_LANGUAGES,
  type DeliveryChannel,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationSettings,
  type NotificationsResponse,
  type UiLanguage,
} from '@portal/shared';
import type { z } from 'zod';
import type {
  markNotificationsReadSchema,
  notificationSettingsInputSchema,
  notificationsQuerySchema,
  pushSubscriptionInputSchema,
} from '@portal/shared';
import type { Agent } from 'node:https';
import type { AppConfig } from '../../config/env.js';
import type { Database, Queryable, Tx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import type { Actor } from '../../lib/auth.js';
import { notFound } from '../../lib/errors.js';
import * as contentService from '../content/content.service.js';
import {
  emailSender,
  NoAddress,
  pushSender,
  templateSender,
  vapidKeysOf,
  type ChannelSenders,
  type OutgoingMessage,
} from './notifications.channels.js';
import * as notificationsRepo from './notifications.repository.js';
import {
  deliveryChannelsFor,
  DeliveryStatus,
  isToldAtAll,
  nextAttemptAfter,
  notificationText,
  preferencesOf,
  textParams,
  type NotificationParams,
} from './notifications.rules.js';

/**
 * Notifications (docs/decisions/183-notifications-outbox.md): an event is told in the transaction
 * that makes it (rolled back with it), as a row of the bell's list and one outbox row per chosen
 * channel; the `notifications.deliver` job sends the outbox with retries.
 */

const ALL_DELIVERY_CHANNELS: readonly DeliveryChannel[] = ['push', 'sms', 'whatsapp', 'email'];

/**
 * Tells one promoter about an event, inside the caller's transaction. `key` names the event
 * (`withdrawal_completed:42`): an event already told is not told again. Admin accounts and closed
 * ones are told nothing.
 */
export async function notify(
  tx: Tx,
  event: { userId: number; event: NotificationEvent; key: string; params?: NotificationParams },
): Promise<void> {
  const recipient = await notificationsRepo.findRecipient(tx, event.userId);
  if (!recipient || recipient.role !== 2 || recipient.closedAt !== null) return;
  const channels = preferencesOf(recipient.preferences)[event.event];
  // Every chosen channel gets its outbox row: one the portal cannot send is recorded as skipped.
  if (!isToldAtAll(channels, ALL_DELIVERY_CHANNELS)) return;
  const id = await notificationsRepo.insertNotification(tx, {
    userId: event.userId,
    event: event.event,
    params: event.params ?? {},
    eventKey: `${event.event}:${event.key}`,
  });
  if (id === null) return;
  await notificationsRepo.insertDeliveries(tx, id, deliveryChannelsFor(channels, ALL_DELIVERY_CHANNELS));
}

/** The channels this portal can send: the app and push always, the others when configured. */
export function availableChannels(config: AppConfig): NotificationChannel[] {
  return [
    'in_app',
    'push',
    ...(config.SMS_GATEWAY_URL ? (['sms'] as const) : []),
    ...(config.WHATSAPP_GATEWAY_URL ? (['whatsapp'] as const) : []),
    ...(config.SMTP_URL ? (['email'] as const) : []),
  ];
}

function languageOf(value: string): UiLanguage {
  return (UI_LANGUAGES as readonly string[]).includes(value) ? (value as UiLanguage) : 'en';
}

/** GET notifications: a page of the promoter's entries in their language, and the unread count. */
export async function listNotifications({
  db,
  actor,
  query,
}: {
  db: Queryable;
  actor: Actor;
  query: z.output<typeof notificationsQuerySchema>;
}): Promise<NotificationsResponse> {
  const recipient = await notificationsRepo.findRecipient(db, actor.id);
  if (!recipient) throw notFound();
  const catalogue = await loadMessageCatalogue(languageOf(recipient.uiLanguage));
  const rows = await notificationsRepo.listOf(db, actor.id, {
    before: query.before,
    unreadOnly: query.unread_only ?? false,
    limit: NOTIFICATIONS_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  return {
    data: page.map((row) => {
      const event = row.event as NotificationEvent;
      return {
        id: row.id,
        event,
        ...notificationText(catalogue, event, row.params as NotificationParams),
        screen: SCREEN_OF_EVENT[event],
        created_at: row.createdAt.toISOString(),
        read_at: row.readAt?.toISOString() ?? null,
      };
    }),
    unread: await notificationsRepo.unreadCountOf(db, actor.id),
    has_more: rows.length > NOTIFICATIONS_PAGE_SIZE,
  };
}

/** POST notifications/read: the promoter's entries named, or all; answers what stays unread. */
export async function markRead({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: z.output<typeof markNotificationsReadSchema>;
}) {
  return withTransaction(db, async (tx) => {
    await notificationsRepo.markRead(tx, actor.id, input.all ? 'all' : (input.ids ?? []));
    return { unread: await notificationsRepo.unreadCountOf(tx, actor.id) };
  });
}

/** GET notification-preferences. */
export async function getSettings({
  db,
  actor,
  config,
}: {
  db: Queryable;
  actor: Actor;
  config: AppConfig;
}): Promise<NotificationSettings> {
  const recipient = await notificationsRepo.findRecipient(db, actor.id);
  if (!recipient) throw notFound();
  return {
    preferences: preferencesOf(recipient.preferences),
    email: recipient.email,
    mobile: recipient.mobile,
    available_channels: availableChannels(config),
    push_subscriptions: await notificationsRepo.subscriptionCountOf(db, actor.id),
  };
}

/** PUT notification-preferences: every event's channels and the email, as sent. */
export async function saveSettings({
  db,
  actor,
  config,
  input,
}: {
  db: Database;
  actor: Actor;
  config: AppConfig;
  input: z.output<typeof notificationSettingsInputSchema>;
}): Promise<NotificationSettings> {
  await withTransaction(db, (tx) =>
    notificationsRepo.savePreferences(tx, actor.id, { preferences: input.preferences, email: input.email }),
  );
  return getSettings({ db, actor, config });
}

/** POST push-subscriptions: this browser receives the account's push messages. */
export async function subscribe({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: z.output<typeof pushSubscriptionInputSchema>;
}) {
  return withTransaction(db, async (tx) => {
    await notificationsRepo.saveSubscription(tx, {
      userId: actor.id,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
    });
    return { push_subscriptions: await notificationsRepo.subscriptionCountOf(tx, actor.id) };
  });
}

/** DELETE push-subscriptions: this browser no longer receives them. */
export async function unsubscribe({ db, actor, endpoint }: { db: Database; actor: Actor; endpoint: string }) {
  return withTransaction(db, async (tx) => {
    await notificationsRepo.deleteSubscription(tx, { endpoint, userId: actor.id });
    return { push_subscriptions: await notificationsRepo.subscriptionCountOf(tx, actor.id) };
  });
}

/** GET push/public-key. */
export async function pushPublicKey(db: Database) {
  return { public_key: (await vapidKeysOf(db)).publicKey };
}

/**
 * What a promoter's own data holds of notifications (docs/decisions/182-own-data-export.md): the
 * email and choices, and every notification told to them, in their language.
 */
export async function ownNotificationData({ db, actor }: { db: Queryable; actor: Actor }) {
  const recipient = await notificationsRepo.findRecipient(db, actor.id);
  if (!recipient) throw notFound();
  const catalogue = await loadMessageCatalogue(languageOf(recipient.uiLanguage));
  const rows = await notificationsRepo.listOf(db, actor.id, { unreadOnly: false, limit: 100_000 });
  return {
    email: recipient.email,
    preferences: preferencesOf(recipient.preferences),
    push_subscriptions: await notificationsRepo.subscriptionCountOf(db, actor.id),
    notifications: rows.map((row) => ({
      id: row.id,
      event: row.event,
      ...notificationText(catalogue, row.event as NotificationEvent, row.params as NotificationParams),
      created_at: row.createdAt.toISOString(),
      read_at: row.readAt?.toISOString() ?? null,
    })),
  };
}

/** An account being closed leaves no push subscription behind. */
export function forgetAccount(tx: Tx, userId: number) {
  return notificationsRepo.forgetAccount(tx, userId);
}

/** The senders of the channels this portal is configured for. */
export async function sendersFor(
  db: Database,
  config: AppConfig,
  options: { pushAgent?: Agent } = {},
): Promise<ChannelSenders> {
  const keys = await vapidKeysOf(db);
  return {
    push: pushSender({
      db,
      keys,
      agent: options.pushAgent,
      subject: config.VAPID_SUBJECT ?? config.PUBLIC_ORIGIN ?? 'mailto:admin@localhost',
    }),
    ...(config.SMS_GATEWAY_URL && {
      sms: templateSender({
        channel: 'sms',
        url: config.SMS_GATEWAY_URL,
        headers: config.SMS_GATEWAY_HEADERS,
        templateIds: config.SMS_TEMPLATE_IDS,
      }),
    }),
    ...(config.WHATSAPP_GATEWAY_URL && {
      whatsapp: templateSender({
        channel: 'whatsapp',
        url: config.WHATSAPP_GATEWAY_URL,
        headers: config.WHATSAPP_GATEWAY_HEADERS,
        templateIds: config.WHATSAPP_TEMPLATE_IDS,
      }),
    }),
    ...(config.SMTP_URL && { email: emailSender({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM }) }),
  };
}

export interface DeliveryWorker {
  db: Database;
  senders: ChannelSenders;
  /** The portal's address, for the links in push, SMS and email; absent: paths alone. */
  origin?: string;
  /** Deliveries claimed at a time. */
  batchSize?: number;
}

/** What a run of the delivery job did. */
export interface DeliveryCounts {
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
}

/**
 * The `notifications.deliver` job: claims the due deliveries a batch at a time and sends each by
 * its channel, one channel's failure leaving the others alone; a failure is retried with backoff
 * up to MAX_DELIVERY_ATTEMPTS, then recorded as failed.
 */
export async function deliverDue(worker: DeliveryWorker): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { sent: 0, retried: 0, failed: 0, skipped: 0 };
  const batchSize = worker.batchSize ?? 50;
  for (;;) {
    const claimed = await notificationsRepo.claimDue(worker.db, batchSize);
    for (const delivery of claimed) await deliverOne(worker, delivery, counts);
    if (claimed.length < batchSize) return counts;
  }
}

async function deliverOne(
  worker: DeliveryWorker,
  delivery: notificationsRepo.ClaimedDelivery,
  counts: DeliveryCounts,
): Promise<void> {
  const sender = worker.senders[delivery.channel];
  if (!sender) {
    await notificationsRepo.finishDelivery(worker.db, delivery, {
      status: DeliveryStatus.Skipped,
      error: `${delivery.channel} is not set up on this portal`,
    });
    counts.skipped += 1;
    return;
  }
  try {
    await sender.send(await messageOf(worker, delivery));
    await notificationsRepo.finishDelivery(worker.db, delivery, { status: DeliveryStatus.Sent });
    counts.sent += 1;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (error instanceof NoAddress) {
      await notificationsRepo.finishDelivery(worker.db, delivery, {
        status: DeliveryStatus.Skipped,
        error: reason,
      });
      counts.skipped += 1;
      return;
    }
    const nextAttemptAt = nextAttemptAfter(delivery.attempts, new Date());
    if (nextAttemptAt) {
      await notificationsRepo.finishDelivery(worker.db, delivery, {
        status: DeliveryStatus.Waiting,
        error: reason,
        nextAttemptAt,
      });
      counts.retried += 1;
    } else {
      await notificationsRepo.finishDelivery(worker.db, delivery, {
        status: DeliveryStatus.Failed,
        error: reason,
      });
      counts.failed += 1;
    }
  }
}

async function messageOf(
  worker: DeliveryWorker,
  delivery: notificationsRepo.ClaimedDelivery,
): Promise<OutgoingMessage> {
  const language = languageOf(delivery.uiLanguage);
  const catalogue = await loadMessageCatalogue(language);
  const text = notificationText(catalogue, delivery.event, delivery.params);
  const url = `${worker.origin ?? ''}${NOTIFICATION_SCREEN_PATHS[SCREEN_OF_EVENT[delivery.event]]}`;
  return {
    deliveryId: delivery.id,
    notificationId: delivery.notificationId,
    userId: delivery.userId,
    event: delivery.event,
    language,
    ...text,
    url,
    values: textParams(catalogue, delivery.params),
    mobile: delivery.mobile,
    email: delivery.email,
    footer: `${formatMessage(catalogue['notify.open_portal'], { url })}\n\n${catalogue['notify.email_footer']}`,
  };
}

/**
 * The opt-in announcements, run by schedule: today's daily video once it is up (checked hourly
 * through the day, told once per day), and a promotion session opening when it has videos today.
 */
export async function announceDailyVideo({ db, now = new Date() }: { db: Database; now?: Date }) {
  const date = indiaDate(now);
  const video = await contentService.dailyVideoFor(db, date);
  if (!video) return { told: 0 };
  const told = await withTransaction(db, (tx) =>
    notificationsRepo.insertForOptedIn(tx, {
      event: 'daily_video',
      params: {},
      eventKey: `daily_video:${date}`,
    }),
  );
  return { told };
}

export async function announceSessionOpening({
  db,
  session,
  now = new Date(),
}: {
  db: Database;
  session: 1 | 2;
  now?: Date;
}) {
  const date = indiaDate(now);
  const videos = await contentService.promotionVideos(db, date, session);
  if (videos.length === 0) return { told: 0 };
  const told = await withTransaction(db, (tx) =>
    notificationsRepo.insertForOptedIn(tx, {
      event: 'session_opening',
      params: { session },
      eventKey: `session_opening:${date}:${session}`,
    }),
  );
  return { told };
}
