import type { Agent } from 'node:https';
import nodemailer from 'nodemailer';
import webpush from 'web-push';
import type { DeliveryChannel, NotificationEvent, PushPayload } from '@portal/shared';
import type { Database } from '../../db/client.js';
import * as notificationsRepo from './notifications.repository.js';

/**
 * The channels a notification leaves the portal by (docs/decisions/183-notifications-outbox.md):
 * Web Push, an HTTP template-message gateway for SMS and for WhatsApp, and SMTP email. Each sender
 * throws when the attempt failed (it is retried) and NoAddress when there is nowhere to send it
 * (recorded as skipped).
 */
export interface OutgoingMessage {
  deliveryId: number;
  notificationId: number;
  userId: number;
  event: NotificationEvent;
  language: string;
  title: string;
  body: string;
  /** The screen it opens, as a full URL when the portal's origin is known. */
  url: string;
  /** The values of the event's text, for a gateway's template. */
  values: Record<string, string>;
  mobile: string | null;
  email: string | null;
  /** Email only: the closing lines, in the reader's language. */
  footer: string;
}

export interface ChannelSender {
  send(message: OutgoingMessage): Promise<void>;
}

export type ChannelSenders = Partial<Record<DeliveryChannel, ChannelSender>>;

/** Nowhere to send: no subscription, mobile, email or template. Not retried. */
export class NoAddress extends Error {}

const SEND_TIMEOUT_MS = 10_000;

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** The portal's VAPID keys: made on the first start and kept in the database, the same for every instance. */
export async function vapidKeysOf(db: Database): Promise<VapidKeys> {
  const stored = await notificationsRepo.settingOnce(
    db,
    'vapid_keys',
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  return JSON.parse(stored) as VapidKeys;
}

/**
 * Web Push to every browser the account subscribed: sent when one took it; a subscription the
 * push service says is gone (404, 410) is forgotten.
 */
export function pushSender(options: {
  db: Database;
  keys: VapidKeys;
  subject: string;
  /** The HTTPS agent push services are reached through (a proxy's, or one trusting a private CA). */
  agent?: Agent;
}): ChannelSender {
  const { db, keys, subject, agent } = options;
  return {
    async send(message) {
      const subscriptions = await notificationsRepo.subscriptionsOf(db, message.userId);
      if (subscriptions.length === 0) throw new NoAddress('no push subscription');
      const payload: PushPayload = {
        id: message.notificationId,
        title: message.title,
        body: message.body,
        url: message.url,
      };
      let delivered = 0;
      let failure: unknown = null;
      for (const subscription of subscriptions) {
        try {
          await webpush.sendNotification(
            {
              endpoint: subscription.endpoint,
              keys: { p256dh: subscription.p256dh, auth: subscription.auth },
            },
            JSON.stringify(payload),
            {
              vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
              TTL: 24 * 3600,
              timeout: SEND_TIMEOUT_MS,
              ...(agent && { agent }),
            },
          );
          delivered += 1;
        } catch (error) {
          const status = (error as { statusCode?: number }).statusCode;
          if (status === 404 || status === 410)
            await notificationsRepo.deleteSubscription(db, { endpoint: subscription.endpoint });
          else failure ??= error;
        }
      }
      if (delivered > 0) return;
      if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
      throw new NoAddress('every push subscription had expired');
    },
  };
}

/**
 * An HTTP template-message gateway, the common shape of Indian SMS and WhatsApp providers: a POST
 * of JSON with the number, the template registered for the event, its values and the text. Any
 * answer but 2xx is a failure.
 */
export function templateSender(options: {
  channel: 'sms' | 'whatsapp';
  url: string;
  headers: Record<string, string>;
  templateIds: Record<string, string>;
}): ChannelSender {
  return {
    async send(message) {
      if (!message.mobile) throw new NoAddress('no mobile number');
      const templateId = options.templateIds[message.event];
      if (!templateId) throw new NoAddress(`no ${options.channel} template for ${message.event}`);
      const response = await fetch(options.url, {
        method: 'POST',
        headers: { ...options.headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          to: `91${message.mobile}`,
          template_id: templateId,
          language: message.language,
          params: message.values,
          text: `${message.title}\n${message.body}`,
          reference: `notification-delivery-${message.deliveryId}`,
        }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`${options.channel} gateway answered ${response.status}`);
    },
  };
}

/** Email through SMTP: the title as the subject, the text, the link and the footer. */
export function emailSender(options: { smtpUrl: string; from: string }): ChannelSender {
  const url = new URL(options.smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return {
    async send(message) {
      if (!message.email) throw new NoAddress('no email address');
      await transport.sendMail({
        from: options.from,
        to: message.email,
        subject: message.title,
        text: `${message.body}\n\n${message.footer}`,
        headers: {
          'Content-Language': message.language,
          'X-Portal-Notification': String(message.notificationId),
        },
      });
    },
  };
}
