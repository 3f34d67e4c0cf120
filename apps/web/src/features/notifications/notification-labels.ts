import type { NotificationChannel, NotificationEvent } from '@portal/shared';
import { formatDate, indiaDate, indiaTime24 } from '@portal/shared';
import type { MessageKey, MessageValues } from '../../lib/i18n/i18n';

/** Each event as the settings name it: what happened, from the promoter's side. */
export const EVENT_LABELS: Record<NotificationEvent, MessageKey> = {
  pin_terms_raised: 'notifications.event.pinTermsRaised',
  pin_generated: 'notifications.event.pinGenerated',
  level_reached: 'notifications.event.levelReached',
  withdrawal_processing: 'notifications.event.withdrawalProcessing',
  withdrawal_completed: 'notifications.event.withdrawalCompleted',
  withdrawal_rejected: 'notifications.event.withdrawalRejected',
  scratch_card_received: 'notifications.event.scratchCardReceived',
  ticket_replied: 'notifications.event.ticketReplied',
  daily_video: 'notifications.event.dailyVideo',
  session_opening: 'notifications.event.sessionOpening',
};

export const CHANNEL_LABELS: Record<NotificationChannel, MessageKey> = {
  in_app: 'notifications.channel.inApp',
  push: 'notifications.channel.push',
  sms: 'notifications.channel.sms',
  whatsapp: 'notifications.channel.whatsapp',
  email: 'notifications.channel.email',
};

/** Why a channel cannot be chosen: this portal is not set up to send it. */
export const CHANNEL_UNAVAILABLE: Record<NotificationChannel, MessageKey> = {
  in_app: 'notifications.settings.unavailable.inApp',
  push: 'notifications.settings.unavailable.push',
  sms: 'notifications.settings.unavailable.sms',
  whatsapp: 'notifications.settings.unavailable.whatsapp',
  email: 'notifications.settings.unavailable.email',
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When an entry was made, India time (docs/product/README.md): 'Today, 14:05', 'Yesterday,
 * 09:30', or the date and time for anything older.
 */
export function whenText(
  createdAt: string,
  now: Date = new Date(),
): { key: MessageKey; values: MessageValues } {
  const time = indiaTime24(createdAt);
  const day = indiaDate(new Date(createdAt));
  if (day === indiaDate(now)) return { key: 'notifications.time.today', values: { time } };
  if (day === indiaDate(new Date(now.getTime() - DAY_MS)))
    return { key: 'notifications.time.yesterday', values: { time } };
  return { key: 'notifications.time.date', values: { date: formatDate(createdAt), time } };
}
