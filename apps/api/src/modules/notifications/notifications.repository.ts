import { and, count, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { DeliveryChannel, NotificationEvent } from '@portal/shared';
import { rowsOf, type Queryable, type Tx } from '../../db/client.js';
import {
  appSettings,
  notificationDeliveries,
  notifications,
  pushSubscriptions,
  users,
} from '../../db/schema.js';
import { DELIVERY_LEASE_MS, DeliveryStatus, type NotificationParams } from './notifications.rules.js';

/** Who an event is told to: their language, addresses and choices. */
export async function findRecipient(q: Queryable, userId: number) {
  const rows = await q
    .select({
      id: users.id,
      role: users.role,
      uiLanguage: users.uiLanguage,
      mobile: users.mobile,
      email: users.email,
      preferences: users.notificationPreferences,
      closedAt: users.closedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return rows[0] ?? null;
}

/**
 * The notification of one event for one account, or null when that event was already told to
 * them (its key is taken): one event, one notification.
 */
export async function insertNotification(
  tx: Tx,
  values: { userId: number; event: NotificationEvent; params: NotificationParams; eventKey: string },
): Promise<number | null> {
  const rows = await tx
    .insert(notifications)
    .values(values)
    .onConflictDoNothing({ target: [notifications.userId, notifications.eventKey] })
    .returning({ id: notifications.id });
  return rows[0]?.id ?? null;
}

export async function insertDeliveries(tx: Tx, notificationId: number, channels: readonly DeliveryChannel[]) {
  if (channels.length === 0) return;
  await tx
    .insert(notificationDeliveries)
    .values(channels.map((channel) => ({ notificationId, channel })))
    .onConflictDoNothing();
}

/**
 * An opt-in event told to every active promoter who turned it on, on each channel they turned
 * on (docs/decisions/183-notifications-outbox.md): one statement, however many they are. Answers
 * how many were told. Only for events that are off until chosen: an absent choice means off.
 */
export async function insertForOptedIn(
  tx: Tx,
  values: { event: NotificationEvent; params: NotificationParams; eventKey: string },
): Promise<number> {
  const choice = (channel: string) =>
    sql`${users.notificationPreferences} -> ${values.event} ->> ${channel} = 'true'`;
  const rows = rowsOf<{ told: number }>(
    await tx.execute(sql`
      with told as (
        insert into notifications (user_id, event, params, event_key)
        select ${users.id}, ${values.event}, ${JSON.stringify(values.params)}::jsonb, ${values.eventKey}
        from ${users}
        where ${users.role} = 2 and ${users.isActive} and ${users.closedAt} is null
          and (${choice('in_app')} or ${choice('push')} or ${choice('sms')} or ${choice('whatsapp')}
            or ${choice('email')})
        on conflict do nothing
        returning id, user_id
      ), outbox as (
        insert into notification_deliveries (notification_id, channel)
        select told.id, channel.name
        from told
        join ${users} on ${users.id} = told.user_id
        cross join (values ('push'), ('sms'), ('whatsapp'), ('email')) as channel (name)
        where ${users.notificationPreferences} -> ${values.event} ->> channel.name = 'true'
        returning 1
      )
      select count(*)::int as told from told`),
  );
  return rows[0]?.told ?? 0;
}

/** A page of an account's notifications, newest first, read from `before` down. */
export function listOf(
  q: Queryable,
  userId: number,
  options: { before?: number; unreadOnly: boolean; limit: number },
) {
  return q
    .select({
      id: notifications.id,
      event: notifications.event,
      params: notifications.params,
      readAt: notifications.readAt,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        options.before === undefined ? undefined : lt(notifications.id, options.before),
        options.unreadOnly ? isNull(notifications.readAt) : undefined,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(options.limit);
}

export async function unreadCountOf(q: Queryable, userId: number): Promise<number> {
  const [row] = await q
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks an account's notifications read: these ids (others' ignored), or all. */
export async function markRead(tx: Tx, userId: number, ids: readonly number[] | 'all'): Promise<number> {
  const rows = await tx
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, [...ids]),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** A delivery a worker has claimed, with what it needs to send it. */
export interface ClaimedDelivery {
  id: number;
  channel: DeliveryChannel;
  attempts: number;
  notificationId: number;
  event: NotificationEvent;
  params: NotificationParams;
  userId: number;
  uiLanguage: string;
  mobile: string | null;
  email: string | null;
}

/**
 * Claims up to `limit` deliveries that are due (waiting past their time, or sending under a lease
 * that ran out: a worker died mid-send), skipping rows another worker is claiming: each is this
 * worker's until its lease ends, its attempt counted.
 */
export async function claimDue(q: Queryable, limit: number): Promise<ClaimedDelivery[]> {
  const lease = sql`now() + make_interval(secs => ${DELIVERY_LEASE_MS / 1000})`;
  const claimed = rowsOf<{ id: number }>(
    await q.execute(sql`
      update notification_deliveries set status = ${DeliveryStatus.Sending}, attempts = attempts + 1,
        locked_until = ${lease}
      where id in (
        select id from notification_deliveries
        where (status = ${DeliveryStatus.Waiting} and next_attempt_at <= now())
          or (status = ${DeliveryStatus.Sending} and locked_until < now())
        order by next_attempt_at
        limit ${limit}
        for update skip locked)
      returning id`),
  );
  if (claimed.length === 0) return [];
  const rows = await q
    .select({
      id: notificationDeliveries.id,
      channel: notificationDeliveries.channel,
      attempts: notificationDeliveries.attempts,
      notificationId: notifications.id,
      event: notifications.event,
      params: notifications.params,
      userId: users.id,
      uiLanguage: users.uiLanguage,
      mobile: users.mobile,
      email: users.email,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(
      inArray(
        notificationDeliveries.id,
        claimed.map((row) => Number(row.id)),
      ),
    )
    .orderBy(notificationDeliveries.id);
  return rows as ClaimedDelivery[];
}

/**
 * The outcome of a claimed attempt. Guarded by the attempt: a worker whose lease ran out and whose
 * delivery another worker took over records nothing. Answers whether it was recorded.
 */
export async function finishDelivery(
  q: Queryable,
  delivery: { id: number; attempts: number },
  outcome:
    | { status: typeof DeliveryStatus.Sent }
    | { status: typeof DeliveryStatus.Skipped | typeof DeliveryStatus.Failed; error: string }
    | { status: typeof DeliveryStatus.Waiting; error: string; nextAttemptAt: Date },
): Promise<boolean> {
  const rows = await q
    .update(notificationDeliveries)
    .set({
      status: outcome.status,
      lockedUntil: null,
      lastError: 'error' in outcome ? outcome.error.slice(0, 1000) : null,
      sentAt: outcome.status === DeliveryStatus.Sent ? sql`now()` : null,
      ...('nextAttemptAt' in outcome ? { nextAttemptAt: outcome.nextAttemptAt } : {}),
    })
    .where(
      and(
        eq(notificationDeliveries.id, delivery.id),
        eq(notificationDeliveries.status, DeliveryStatus.Sending),
        eq(notificationDeliveries.attempts, delivery.attempts),
      ),
    )
    .returning({ id: notificationDeliveries.id });
  return rows.length > 0;
}

export async function savePreferences(
  tx: Tx,
  userId: number,
  values: { preferences: unknown; email: string | null },
) {
  await tx
    .update(users)
    .set({ notificationPreferences: values.preferences, email: values.email, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** A browser's subscription, moved to this account if another had it (one browser, one account). */
export async function saveSubscription(
  tx: Tx,
  values: { userId: number; endpoint: string; p256dh: string; auth: string },
) {
  await tx
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth },
    });
}

export async function deleteSubscription(q: Queryable, where: { endpoint: string; userId?: number }) {
  await q
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.endpoint, where.endpoint),
        where.userId === undefined ? undefined : eq(pushSubscriptions.userId, where.userId),
      ),
    );
}

export function subscriptionsOf(q: Queryable, userId: number) {
  return q
    .select({
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.id);
}

export async function subscriptionCountOf(q: Queryable, userId: number): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

/** Removes what a closed account left: its push subscriptions (docs/decisions/182-own-data-export.md). */
export async function forgetAccount(tx: Tx, userId: number) {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** A server-wide value (the VAPID keys), written once: the first writer's value is everyone's. */
export async function settingOnce(q: Queryable, key: string, value: string): Promise<string> {
  await q.insert(appSettings).values({ key, value }).onConflictDoNothing();
  const [row] = await q
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  return row!.value;
}
