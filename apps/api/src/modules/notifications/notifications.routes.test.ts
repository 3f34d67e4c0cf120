import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { notificationDeliveries, notifications, pushSubscriptions, users } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import {
  asSession,
  fundedPayee,
  registerAndLogin,
  requestWithdrawal,
  setWithdrawalStatus,
  type Session,
} from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import * as notificationsService from './notifications.service.js';

/** The bell and the outbox rows events write (issue 20, point 1; docs/decisions/183-notifications-outbox.md). */
const t = useTestApp();
const { root } = t;

beforeAll(async () => {
  const response = await t.request(root, {
    method: 'PUT',
    url: '/api/v1/programme-settings',
    payload: {
      withdrawal: [1, 2, 3].map((wallet_type) => ({ wallet_type, min_amount: 1, cooldown_days: 0 })),
    },
  });
  expect(response.statusCode, response.body).toBe(200);
});

const bell = async (user: Session, query = '') => {
  const response = await t.request(user, { method: 'GET', url: `/api/v1/notifications${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const notificationRows = (userId: number) =>
  t.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);

const deliveriesOf = async (notificationId: number) =>
  (
    await t.db
      .select({ channel: notificationDeliveries.channel, status: notificationDeliveries.status })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, notificationId))
  )
    .map((row) => row.channel)
    .sort();

async function savePreferences(
  user: Session,
  change: (preferences: Record<string, Record<string, boolean>>) => void,
  email: string | null = null,
) {
  const current = await t.request(user, { method: 'GET', url: '/api/v1/notification-preferences' });
  expect(current.statusCode, current.body).toBe(200);
  const preferences = current.json().preferences;
  change(preferences);
  const saved = await t.request(user, {
    method: 'PUT',
    url: '/api/v1/notification-preferences',
    payload: { preferences, email },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json();
}

describe('withdrawal events', () => {
  it('tells the payee of processing, completion with the reference, and rejection with the reason', async () => {
    const payee = await fundedPayee(t.app, root);
    const first = await requestWithdrawal(t.app, payee, 1500);
    await setWithdrawalStatus(t.app, root, { id: first, status: 1 });
    await setWithdrawalStatus(t.app, root, { id: first, status: 2, reference: 'UTR2026112700042' });
    const second = await requestWithdrawal(t.app, payee, 700);
    await setWithdrawalStatus(t.app, root, { id: second, status: 3, reason: 'Account name does not match' });

    const rows = await notificationRows(payee.userId);
    expect(rows.map((row) => [row.event, row.eventKey])).toEqual([
      ['withdrawal_processing', `withdrawal_processing:${first}`],
      ['withdrawal_completed', `withdrawal_completed:${first}`],
      ['withdrawal_rejected', `withdrawal_rejected:${second}`],
    ]);
    const [withdrawal] = await t.db
      .execute(sql`select payout_reference from withdrawals where id = ${first}`)
      .then((result) => (result as unknown as { rows: { payout_reference: string }[] }).rows);
    expect(withdrawal?.payout_reference).toBe('UTR2026112700042');

    const list = await bell(payee);
    expect(list.unread).toBe(3);
    expect(list.has_more).toBe(false);
    const [rejected, completed, processing] = list.data;
    expect(rejected).toMatchObject({
      event: 'withdrawal_rejected',
      screen: 'withdraw_requests',
      read_at: null,
      title: 'Your withdrawal was rejected',
    });
    expect(rejected.body).toContain('₹700.00');
    expect(rejected.body).toContain('Account name does not match');
    expect(completed.body).toContain('₹1,500.00');
    expect(completed.body).toContain('UTR2026112700042');
    expect(processing.title).toBe('Your withdrawal is being paid');
    // The defaults: the app, push and email; SMS and WhatsApp only when chosen.
    expect(await deliveriesOf(rows[0]!.id)).toEqual(['email', 'push']);
  });

  it('refuses a reference that is no payment reference, naming the field', async () => {
    const payee = await fundedPayee(t.app, root);
    const id = await requestWithdrawal(t.app, payee, 100);
    const response = await t.request(root, {
      method: 'POST',
      url: '/api/v1/withdraw-status-update',
      payload: { id, status: 2, reference: 'UTR 12;drop' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.reference).toBeDefined();
    expect(await notificationRows(payee.userId)).toHaveLength(0);
  });

  it('writes nothing when the completion rolls back at commit', async () => {
    const payee = await fundedPayee(t.app, root);
    const id = await requestWithdrawal(t.app, payee, 300);
    // A check that fails at commit, after the completion wrote its ledger lines and notification.
    await t.db.execute(
      sql.raw(`create function refuse_completion() returns trigger language plpgsql as $$
      begin
        if new.status = 2 and new.id = ${id} then raise exception 'refused at commit'; end if;
        return new;
      end $$`),
    );
    await t.db.execute(
      sql.raw(`create constraint trigger refuse_completion after update on withdrawals
        deferrable initially deferred for each row execute function refuse_completion()`),
    );
    try {
      const response = await t.request(root, {
        method: 'POST',
        url: '/api/v1/withdraw-status-update',
        payload: { id, status: 2, reference: 'UTR000111222' },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql.raw('drop trigger refuse_completion on withdrawals'));
      await t.db.execute(sql.raw('drop function refuse_completion()'));
    }
    expect(await notificationRows(payee.userId)).toHaveLength(0);
    const [row] = await t.db
      .execute(sql`select status from withdrawals where id = ${id}`)
      .then((result) => (result as unknown as { rows: { status: number }[] }).rows);
    expect(row?.status).toBe(0);
  });
});

describe('the bell', () => {
  it('marks entries read by id (only the caller’s) or all, and pages with before', async () => {
    const payee = await fundedPayee(t.app, root);
    const other = await fundedPayee(t.app, root);
    const ids: number[] = [];
    for (let i = 0; i < 22; i++) ids.push(await requestWithdrawal(t.app, payee, 10 + i));
    for (const id of ids) await setWithdrawalStatus(t.app, root, { id, status: 1 });
    const otherId = await requestWithdrawal(t.app, other, 50);
    await setWithdrawalStatus(t.app, root, { id: otherId, status: 1 });

    const first = await bell(payee);
    expect(first.data).toHaveLength(20);
    expect(first.has_more).toBe(true);
    expect(first.unread).toBe(22);
    const rest = await bell(payee, `?before=${first.data.at(-1).id}`);
    expect(rest.data).toHaveLength(2);
    expect(rest.has_more).toBe(false);

    const otherEntry = (await bell(other)).data[0].id;
    const marked = await t.request(payee, {
      method: 'POST',
      url: '/api/v1/notifications/read',
      payload: { ids: [first.data[0].id, otherEntry] },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toEqual({ unread: 21 });
    // Another's entry is not the caller's to mark.
    expect((await bell(other)).unread).toBe(1);
    expect(
      (await bell(payee, '?unread_only=true')).data.map((entry: { id: number }) => entry.id),
    ).not.toContain(first.data[0].id);

    const all = await t.request(payee, {
      method: 'POST',
      url: '/api/v1/notifications/read',
      payload: { all: true },
    });
    expect(all.json()).toEqual({ unread: 0 });
    const unread = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, payee.userId), sql`${notifications.readAt} is null`));
    expect(unread).toHaveLength(0);
  });

  it('refuses a body with neither ids nor all', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const response = await t.request(user, {
      method: 'POST',
      url: '/api/v1/notifications/read',
      payload: {},
    });
    expect(response.statusCode).toBe(422);
  });

  it('speaks the promoter’s language', async () => {
    const payee = await fundedPayee(t.app, root);
    const language = await t.app.inject(
      asSession(payee, { method: 'PUT', url: '/api/v1/ui-language', payload: { language: 'ta' } }),
    );
    expect(language.statusCode, language.body).toBe(200);
    const id = await requestWithdrawal(t.app, payee, 250);
    await setWithdrawalStatus(t.app, root, { id, status: 3, reason: 'Wrong IFSC' });
    const [entry] = (await bell(payee)).data;
    expect(entry.title).toBe('உங்கள் பணம் எடுப்பு நிராகரிக்கப்பட்டது');
    expect(entry.body).toContain('₹250.00');
    expect(entry.body).toContain('Wrong IFSC');
  });
});

describe('choices', () => {
  it('keeps each event’s channels and the email, and writes the outbox rows they ask for', async () => {
    const payee = await fundedPayee(t.app, root);
    const saved = await savePreferences(
      payee,
      (preferences) => {
        preferences.withdrawal_processing = {
          in_app: true,
          push: false,
          sms: true,
          whatsapp: true,
          email: true,
        };
        preferences.withdrawal_rejected = {
          in_app: false,
          push: false,
          sms: false,
          whatsapp: false,
          email: false,
        };
      },
      'asha@example.in',
    );
    expect(saved.email).toBe('asha@example.in');
    expect(saved.available_channels).toEqual(['in_app', 'push']);
    expect(saved.preferences.withdrawal_processing.sms).toBe(true);
    const [stored] = await t.db
      .select({ email: users.email, preferences: users.notificationPreferences })
      .from(users)
      .where(eq(users.id, payee.userId));
    expect(stored?.email).toBe('asha@example.in');

    const id = await requestWithdrawal(t.app, payee, 100);
    await setWithdrawalStatus(t.app, root, { id, status: 1 });
    await setWithdrawalStatus(t.app, root, { id, status: 3, reason: 'Duplicate request' });
    const rows = await notificationRows(payee.userId);
    // Rejection turned off everywhere: not told at all.
    expect(rows.map((row) => row.event)).toEqual(['withdrawal_processing']);
    expect(await deliveriesOf(rows[0]!.id)).toEqual(['email', 'sms', 'whatsapp']);
  });

  it('refuses an email that is none, naming the field', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const current = (
      await t.request(user, { method: 'GET', url: '/api/v1/notification-preferences' })
    ).json();
    const response = await t.request(user, {
      method: 'PUT',
      url: '/api/v1/notification-preferences',
      payload: { preferences: current.preferences, email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.email).toEqual(['Enter a valid email address']);
  });

  it('starts the opt-in events off', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const settings = (
      await t.request(user, { method: 'GET', url: '/api/v1/notification-preferences' })
    ).json();
    expect(settings.preferences.daily_video).toEqual({
      in_app: false,
      push: false,
      sms: false,
      whatsapp: false,
      email: false,
    });
    expect(settings.preferences.pin_generated).toEqual({
      in_app: true,
      push: true,
      sms: false,
      whatsapp: false,
      email: true,
    });
  });
});

describe('one event, once', () => {
  it('tells an event written twice only once', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    for (let i = 0; i < 2; i++)
      await withTransaction(t.db, (tx) =>
        notificationsService.notify(tx, {
          userId: user.userId,
          event: 'level_reached',
          key: '77',
          params: { level: 2 },
        }),
      );
    const rows = await notificationRows(user.userId);
    expect(rows).toHaveLength(1);
    expect(await deliveriesOf(rows[0]!.id)).toEqual(['email', 'push']);
  });

  it('tells admins and closed accounts nothing', async () => {
    await withTransaction(t.db, (tx) =>
      notificationsService.notify(tx, {
        userId: root.userId,
        event: 'level_reached',
        key: 'admin',
        params: { level: 1 },
      }),
    );
    expect(await notificationRows(root.userId)).toHaveLength(0);
  });
});

describe('push subscriptions', () => {
  it('answers the public key, keeps a browser once and moves it to the account signing in on it', async () => {
    const first = await registerAndLogin(t.app, root.promoterCode);
    const second = await registerAndLogin(t.app, root.promoterCode);
    const key = await t.request(first, { method: 'GET', url: '/api/v1/push/public-key' });
    expect(key.statusCode).toBe(200);
    // An uncompressed P-256 point, base64url: 65 bytes.
    expect(Buffer.from(key.json().public_key, 'base64url')).toHaveLength(65);
    const again = await t.request(second, { method: 'GET', url: '/api/v1/push/public-key' });
    expect(again.json().public_key).toBe(key.json().public_key);

    const subscription = {
      endpoint: 'https://push.example.in/send/abc123',
      keys: {
        p256dh: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    };
    const saved = await t.request(first, {
      method: 'POST',
      url: '/api/v1/push-subscriptions',
      payload: subscription,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json()).toEqual({ push_subscriptions: 1 });
    const moved = await t.request(second, {
      method: 'POST',
      url: '/api/v1/push-subscriptions',
      payload: subscription,
    });
    expect(moved.json()).toEqual({ push_subscriptions: 1 });
    const rows = await t.db
      .select({ userId: pushSubscriptions.userId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, subscription.endpoint));
    expect(rows).toEqual([{ userId: second.userId }]);

    const removed = await t.request(second, {
      method: 'DELETE',
      url: '/api/v1/push-subscriptions',
      payload: { endpoint: subscription.endpoint },
    });
    expect(removed.json()).toEqual({ push_subscriptions: 0 });
  });

  it('refuses an endpoint that is no URL', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const response = await t.request(user, {
      method: 'POST',
      url: '/api/v1/push-subscriptions',
      payload: { endpoint: 'javascript:alert(1)', keys: { p256dh: 'x', auth: 'y' } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.endpoint).toBeDefined();
  });
});
