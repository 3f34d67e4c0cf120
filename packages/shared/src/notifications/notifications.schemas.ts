import { z } from '../zod.js';
import { messageKey } from '../i18n/translate.js';
import { recordIdSchema } from '../common/ids.js';

/**
 * Notifications (docs/decisions/183-notifications-outbox.md): what happened to a promoter, told in
 * the app and, as they choose per event, by push, SMS, WhatsApp and email.
 */
export const NOTIFICATION_EVENTS = [
  'pin_terms_raised',
  'pin_generated',
  'level_reached',
  'withdrawal_processing',
  'withdrawal_completed',
  'withdrawal_rejected',
  'scratch_card_received',
  'ticket_replied',
  'daily_video',
  'session_opening',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** Told only to those who asked for them: off on every channel until the promoter turns them on. */
export const OPT_IN_NOTIFICATION_EVENTS: readonly NotificationEvent[] = ['daily_video', 'session_opening'];

export const NOTIFICATION_CHANNELS = ['in_app', 'push', 'sms', 'whatsapp', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
/** The channels sent from the outbox; in_app is the notification row itself. */
export const DELIVERY_CHANNELS = ['push', 'sms', 'whatsapp', 'email'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/** The screen an entry opens, named for the web app's paths. */
export const NOTIFICATION_SCREENS = [
  'my_pins',
  'withdraw_requests',
  'scratch_card',
  'contact_us',
  'daily_video',
  'promotion_videos',
  'dashboard',
] as const;
export type NotificationScreen = (typeof NOTIFICATION_SCREENS)[number];

export const SCREEN_OF_EVENT: Record<NotificationEvent, NotificationScreen> = {
  pin_terms_raised: 'my_pins',
  pin_generated: 'my_pins',
  level_reached: 'dashboard',
  withdrawal_processing: 'withdraw_requests',
  withdrawal_completed: 'withdraw_requests',
  withdrawal_rejected: 'withdraw_requests',
  scratch_card_received: 'scratch_card',
  ticket_replied: 'contact_us',
  daily_video: 'daily_video',
  session_opening: 'promotion_videos',
};

/** One entry of the bell's list, its texts in the reader's language. */
export const notificationSchema = z.object({
  id: z.number().int(),
  event: z.enum(NOTIFICATION_EVENTS),
  title: z.string(),
  body: z.string(),
  screen: z.enum(NOTIFICATION_SCREENS),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** GET notifications: the newest first, `before` the id of the last entry shown for more. */
export const notificationsQuerySchema = z.object({
  before: recordIdSchema.optional(),
  unread_only: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

export const notificationsResponseSchema = z.object({
  data: z.array(notificationSchema),
  unread: z.number().int(),
  has_more: z.boolean(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** POST notifications/read: these entries, or all of them. */
export const markNotificationsReadSchema = z
  .object({
    ids: z.array(recordIdSchema).min(1).max(100).optional(),
    all: z.literal(true).optional(),
  })
  .strict()
  .refine((value) => (value.ids === undefined) !== (value.all === undefined), {
    error: messageKey('notify.read_ids_or_all', { ids: 'ids', all: 'all' }),
    path: ['ids'],
  });
export type MarkNotificationsRead = z.input<typeof markNotificationsReadSchema>;

export const markNotificationsReadResultSchema = z.object({ unread: z.number().int() });
export type MarkNotificationsReadResult = z.infer<typeof markNotificationsReadResultSchema>;

/** One event's channels: on or off. */
export const eventChannelsSchema = z.object({
  in_app: z.boolean(),
  push: z.boolean(),
  sms: z.boolean(),
  whatsapp: z.boolean(),
  email: z.boolean(),
});
export type EventChannels = z.infer<typeof eventChannelsSchema>;

export const notificationPreferencesSchema = z.object(
  Object.fromEntries(NOTIFICATION_EVENTS.map((event) => [event, eventChannelsSchema])) as Record<
    NotificationEvent,
    typeof eventChannelsSchema
  >,
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const NOTIFICATION_EMAIL_MAX_LENGTH = 254;

/** GET notification-preferences. */
export const notificationSettingsSchema = z.object({
  preferences: notificationPreferencesSchema,
  /** Where email goes; null: no email is sent. */
  email: z.string().nullable(),
  /** The mobile SMS and WhatsApp go to (the account's). */
  mobile: z.string().nullable(),
  /** The channels this portal is set up to send; the others are shown but cannot be chosen. */
  available_channels: z.array(z.enum(NOTIFICATION_CHANNELS)),
  /** Web Push subscriptions this account has (browsers or installed apps). */
  push_subscriptions: z.number().int(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT notification-preferences: every event's channels, and the email. */
export const notificationSettingsInputSchema = z.object({
  preferences: notificationPreferencesSchema,
  email: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    z
      .email({ error: messageKey('notify.email_invalid') })
      .max(NOTIFICATION_EMAIL_MAX_LENGTH)
      .nullable(),
  ),
});
export type NotificationSettingsInput = z.input<typeof notificationSettingsInputSchema>;

/** GET push/public-key: the VAPID public key a browser subscribes with. */
export const pushPublicKeySchema = z.object({ public_key: z.string() });
export type PushPublicKey = z.infer<typeof pushPublicKeySchema>;

/** What POST and DELETE push-subscriptions answer: the account's count of subscriptions. */
export const pushSubscriptionCountSchema = z.object({ push_subscriptions: z.number().int() });
export type PushSubscriptionCount = z.infer<typeof pushSubscriptionCountSchema>;

/** POST push-subscriptions: a browser's PushSubscription.toJSON(). */
export const pushSubscriptionInputSchema = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: messageKey('notify.push_endpoint_invalid') }).max(1000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});
export type PushSubscriptionInput = z.input<typeof pushSubscriptionInputSchema>;

/** DELETE push-subscriptions: the endpoint to forget. */
export const pushUnsubscribeSchema = z.object({ endpoint: z.string().min(1).max(1000) });

/**
 * The web path of each screen: where a bell entry, a push notification or an email's link opens
 * (the same paths as the web app's config/paths.ts, checked by its test).
 */
export const NOTIFICATION_SCREEN_PATHS: Record<NotificationScreen, string> = {
  my_pins: '/portal/user/pin-requests',
  withdraw_requests: '/portal/user/withdraw-requests',
  scratch_card: '/portal/user/scratch-card',
  contact_us: '/portal/user/contact-us',
  daily_video: '/portal/user/daily-video-watch',
  promotion_videos: '/portal/user/promotion-videos',
  dashboard: '/portal/user/dashboard',
};

/** What a Web Push message carries (JSON), shown by the service worker. */
export const pushPayloadSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  url: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
