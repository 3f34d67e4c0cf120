import {
  DELIVERY_CHANNELS,
  formatRupees,
  formatMessage,
  NOTIFICATION_EVENTS,
  OPT_IN_NOTIFICATION_EVENTS,
  type DeliveryChannel,
  type EventChannels,
  type MessageCatalogue,
  type MessageCode,
  type NotificationEvent,
  type NotificationPreferences,
} from '@portal/shared';

/**
 * The rules of notifications (docs/decisions/183-notifications-outbox.md): who is told what on
 * which channel, how a failed delivery is retried, and the texts in the reader's language.
 */

/** An event's channels before the promoter chose: the app, push and email; SMS and WhatsApp cost, so asked for. */
export function defaultChannels(event: NotificationEvent): EventChannels {
  if (OPT_IN_NOTIFICATION_EVENTS.includes(event))
    return { in_app: false, push: false, sms: false, whatsapp: false, email: false };
  return { in_app: true, push: true, sms: false, whatsapp: false, email: true };
}

/** The stored choices over the defaults: an event or channel never chosen keeps its default. */
export function preferencesOf(stored: unknown): NotificationPreferences {
  const chosen = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  const preferences = {} as NotificationPreferences;
  for (const event of NOTIFICATION_EVENTS) {
    const defaults = defaultChannels(event);
    const own =
      chosen[event] && typeof chosen[event] === 'object' ? (chosen[event] as Record<string, unknown>) : {};
    preferences[event] = Object.fromEntries(
      Object.entries(defaults).map(([channel, on]) => [
        channel,
        typeof own[channel] === 'boolean' ? own[channel] : on,
      ]),
    ) as EventChannels;
  }
  return preferences;
}

/**
 * The outbox rows one event makes: the chosen channels this portal can send. The app's entry is
 * the notification itself, so it is written when in_app or any other channel is chosen.
 */
export function deliveryChannelsFor(
  channels: EventChannels,
  available: readonly DeliveryChannel[],
): DeliveryChannel[] {
  return DELIVERY_CHANNELS.filter((channel) => channels[channel] && available.includes(channel));
}

export function isToldAtAll(channels: EventChannels, available: readonly DeliveryChannel[]): boolean {
  return channels.in_app || deliveryChannelsFor(channels, available).length > 0;
}

/** Attempts before a delivery is given up as failed. */
export const MAX_DELIVERY_ATTEMPTS = 6;
/** The wait after each failed attempt: 1 min, 5 min, 30 min, 2 h, 12 h. */
const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3600_000, 12 * 3600_000];

/** When a delivery that failed its `attempts`-th attempt is tried again; null: give up. */
export function nextAttemptAfter(attempts: number, failedAt: Date): Date | null {
  if (attempts >= MAX_DELIVERY_ATTEMPTS) return null;
  const delay = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0]!;
  return new Date(failedAt.getTime() + delay);
}

/** How long a claimed delivery is its worker's; after that another worker may take it again. */
export const DELIVERY_LEASE_MS = 2 * 60_000;

/** Delivery statuses (the outbox's `status`). */
export const DeliveryStatus = { Waiting: 0, Sending: 1, Sent: 2, Failed: 3, Skipped: 4 } as const;

/** What one event carries to its texts: amounts in paise, a session by number, a reason or none. */
export interface NotificationParams {
  level?: number;
  amount?: number;
  net?: number;
  reference?: string | null;
  reason?: string | null;
  ticket?: number;
  session?: number;
}

/**
 * The values the catalogue's texts are filled with, and a gateway's template: amounts grouped
 * ('1,500.00'), words translated.
 */
export function textParams(catalogue: MessageCatalogue, params: NotificationParams): Record<string, string> {
  const rupees = (paise: number) => formatRupees(paise / 100).replace('₹', '');
  const values: Record<string, string> = {};
  if (params.level !== undefined) values.level = String(params.level);
  if (params.amount !== undefined) values.amount = rupees(params.amount);
  if (params.net !== undefined) values.net = rupees(params.net);
  if (params.reference !== undefined) values.reference = params.reference ?? '-';
  if (params.reason !== undefined) values.reason = params.reason || catalogue['notify.no_reason'];
  if (params.ticket !== undefined) values.ticket = String(params.ticket);
  if (params.session !== undefined)
    values.session = catalogue[params.session === 1 ? 'notify.session_morning' : 'notify.session_evening'];
  return values;
}

/** An event's title and body in `catalogue`'s language. */
export function notificationText(
  catalogue: MessageCatalogue,
  event: NotificationEvent,
  params: NotificationParams,
): { title: string; body: string } {
  const values = textParams(catalogue, params);
  const text = (part: 'title' | 'body') =>
    formatMessage(catalogue[`notify.${event}.${part}` as MessageCode], values);
  return { title: text('title'), body: text('body') };
}
