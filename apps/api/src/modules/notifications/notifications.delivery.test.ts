import { Agent } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
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
import {
  startGatewayReceiver,
  startPushReceiver,
  startSmtpReceiver,
  type GatewayReceiver,
  type PushReceiver,
  type SmtpReceiver,
} from '../../test/notification-receivers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loginRoot } from '../../test/fixtures.js';
import * as notificationsService from './notifications.service.js';
import { DeliveryStatus, MAX_DELIVERY_ATTEMPTS } from './notifications.rules.js';

/**
 * The outbox sent by its job to real receivers on loopback: Web Push decrypted with the browser's
 * keys, mail through SMTP, SMS and WhatsApp through the template gateway (issue 20, point 1;
 * docs/decisions/183-notifications-outbox.md).
 */
let t: TestApp;
let root: Session;
let smtp: SmtpReceiver;
let push: PushReceiver;
let sms: GatewayReceiver;
let whatsapp: GatewayReceiver;
let pushAgent: Agent;
const ORIGIN = 'https://portal.example.in';

beforeAll(async () => {
  [smtp, push, sms, whatsapp] = await Promise.all([
    startSmtpReceiver(),
    startPushReceiver(),
    startGatewayReceiver(),
    startGatewayReceiver(),
  ]);
  pushAgent = new Agent({ ca: push.ca });
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Promoter Portal <alerts@portal.example.in>',
    SMS_GATEWAY_URL: `${sms.url}/sms/send`,
    SMS_GATEWAY_HEADERS: JSON.stringify({ authkey: 'sms-key-1' }),
    SMS_TEMPLATE_IDS: JSON.stringify({
      withdrawal_completed: '1107161234567890',
      pin_generated: '1107160000000001',
    }),
    WHATSAPP_GATEWAY_URL: `${whatsapp.url}/v1/messages`,
    WHATSAPP_GATEWAY_HEADERS: JSON.stringify({ Authorization: 'Bearer wa-token' }),
    WHATSAPP_TEMPLATE_IDS: JSON.stringify({ withdrawal_completed: 'payout_done' }),
    VAPID_SUBJECT: 'mailto:support@portal.example.in',
  });
  root = await loginRoot(t.app);
  const response = await t.app.inject(
    asSession(root, {
      method: 'PUT',
      url: '/api/v1/programme-settings',
      payload: {
        withdrawal: [1, 2, 3].map((wallet_type) => ({ wallet_type, min_amount: 1, cooldown_days: 0 })),
      },
    }),
  );
  expect(response.statusCode, response.body).toBe(200);
});

afterAll(async () => {
  await t?.close();
  await Promise.all([smtp?.close(), push?.close(), sms?.close(), whatsapp?.close()]);
});

const deliver = async () =>
  notificationsService.deliverDue({
    db: t.db,
    senders: await notificationsService.sendersFor(t.db, t.config, { pushAgent }),
    origin: ORIGIN,
  });

/** A payee who chose every channel for completions, with an email, in `language`, subscribed on a browser. */
async function payeeOnEveryChannel(language: string, browser: string) {
  const payee = await fundedPayee(t.app, root);
  const request = (options: Parameters<typeof asSession>[1]) => t.app.inject(asSession(payee, options));
  expect(
    (await request({ method: 'PUT', url: '/api/v1/ui-language', payload: { language } })).statusCode,
  ).toBe(200);
  const current = (await request({ method: 'GET', url: '/api/v1/notification-preferences' })).json();
  current.preferences.withdrawal_completed = {
    in_app: true,
    push: true,
    sms: true,
    whatsapp: true,
    email: true,
  };
  const saved = await request({
    method: 'PUT',
    url: '/api/v1/notification-preferences',
    payload: { preferences: current.preferences, email: `${browser}@example.in` },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().available_channels).toEqual(['in_app', 'push', 'sms', 'whatsapp', 'email']);
  const subscribed = await request({
    method: 'POST',
    url: '/api/v1/push-subscriptions',
    payload: push.subscription(browser),
  });
  expect(subscribed.statusCode, subscribed.body).toBe(201);
  const [row] = await t.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, payee.userId));
  return { ...payee, mobile: row!.mobile! };
}

async function completed(payee: Session, amount: number, reference: string) {
  const id = await requestWithdrawal(t.app, payee, amount);
  await setWithdrawalStatus(t.app, root, { id, status: 2, reference });
  const [notification] = await t.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.eventKey, `withdrawal_completed:${id}`));
  return { id, notificationId: notification!.id };
}

const deliveriesOf = (notificationId: number) =>
  t.db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.notificationId, notificationId))
    .orderBy(notificationDeliveries.channel);

describe('every channel', () => {
  it('sends a Tamil promoter’s completion by push, email, SMS and WhatsApp, in Tamil', async () => {
    const payee = await payeeOnEveryChannel('ta', 'tamil-phone');
    const { notificationId } = await completed(payee, 1500, 'UTR20261127TA01');
    const counts = await deliver();
    expect(counts).toMatchObject({ sent: 4, retried: 0, failed: 0 });

    const title = 'உங்கள் பணம் எடுப்பு செலுத்தப்பட்டது';
    // Push: read back only with the browser's own keys.
    const message = push.messages.find((entry) => entry.endpoint === 'tamil-phone');
    expect(message).toBeDefined();
    const payload = JSON.parse(message!.payload);
    expect(payload).toMatchObject({
      id: notificationId,
      title,
      url: `${ORIGIN}/portal/user/withdraw-requests`,
    });
    expect(payload.body).toContain('UTR20261127TA01');
    expect(payload.body).toContain('₹1,500.00');
    expect(message!.authorization).toMatch(/^vapid t=.+, k=.+/);

    // Email, received by the SMTP server.
    const mail = smtp.mails.find((entry) => entry.subject === title);
    expect(mail).toBeDefined();
    expect(mail!.to && 'text' in mail!.to ? mail!.to.text : '').toBe('tamil-phone@example.in');
    expect(mail!.from?.text).toContain('alerts@portal.example.in');
    expect(mail!.text).toContain('UTR20261127TA01');
    expect(mail!.text).toContain('சுயவிவர அமைப்புகளில்');
    expect(mail!.text).toContain(`${ORIGIN}/portal/user/withdraw-requests`);

    // SMS and WhatsApp: the documented body, with the gateway's headers and template.
    const [deliveryRows] = [await deliveriesOf(notificationId)];
    const smsDelivery = deliveryRows.find((row) => row.channel === 'sms')!;
    const smsPost = sms.requests.find(
      (entry) => entry.body.reference === `notification-delivery-${smsDelivery.id}`,
    );
    expect(smsPost).toBeDefined();
    expect(smsPost!.path).toBe('/sms/send');
    expect(smsPost!.headers.authkey).toBe('sms-key-1');
    expect(smsPost!.headers['content-type']).toBe('application/json');
    expect(smsPost!.body).toEqual({
      to: `91${payee.mobile}`,
      template_id: '1107161234567890',
      language: 'ta',
      params: { amount: '1,500.00', net: '1,500.00', reference: 'UTR20261127TA01' },
      text: expect.stringContaining(title),
      reference: `notification-delivery-${smsDelivery.id}`,
    });
    const waPost = whatsapp.requests.find((entry) => entry.body.to === `91${payee.mobile}`);
    expect(waPost?.headers.authorization).toBe('Bearer wa-token');
    expect(waPost?.body.template_id).toBe('payout_done');

    expect(deliveryRows.map((row) => [row.channel, row.status, row.attempts])).toEqual([
      ['email', DeliveryStatus.Sent, 1],
      ['push', DeliveryStatus.Sent, 1],
      ['sms', DeliveryStatus.Sent, 1],
      ['whatsapp', DeliveryStatus.Sent, 1],
    ]);
    expect(deliveryRows.every((row) => row.sentAt !== null)).toBe(true);

    // Sent once: a second run finds nothing due.
    expect(await deliver()).toEqual({ sent: 0, retried: 0, failed: 0, skipped: 0 });
  });
});

describe('failures', () => {
  it('retries a failing channel with backoff while the others deliver', async () => {
    const payee = await payeeOnEveryChannel('en', 'retry-phone');
    const { notificationId } = await completed(payee, 200, 'UTR20261127RT01');
    sms.failNext(503, 1);
    const before = Date.now();
    const counts = await deliver();
    expect(counts).toMatchObject({ sent: 3, retried: 1 });
    let rows = await deliveriesOf(notificationId);
    const waiting = rows.find((row) => row.channel === 'sms')!;
    expect(waiting.status).toBe(DeliveryStatus.Waiting);
    expect(waiting.attempts).toBe(1);
    expect(waiting.lastError).toContain('503');
    // The first retry waits a minute.
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 60_000 - 1000);
    expect(rows.filter((row) => row.status === DeliveryStatus.Sent).map((row) => row.channel)).toEqual([
      'email',
      'push',
      'whatsapp',
    ]);
    // Not due yet: nothing is sent again.
    expect((await deliver()).sent).toBe(0);

    await t.db
      .update(notificationDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(notificationDeliveries.id, waiting.id));
    expect((await deliver()).sent).toBe(1);
    rows = await deliveriesOf(notificationId);
    const sent = rows.find((row) => row.channel === 'sms')!;
    expect([sent.status, sent.attempts, sent.lastError]).toEqual([DeliveryStatus.Sent, 2, null]);
    expect(
      sms.requests.filter((entry) => entry.body.reference === `notification-delivery-${sent.id}`),
    ).toHaveLength(1);
  });

  it('gives up after the last attempt, recording the failure', async () => {
    const payee = await payeeOnEveryChannel('en', 'giveup-phone');
    const { notificationId } = await completed(payee, 210, 'UTR20261127GU01');
    whatsapp.failNext(500, MAX_DELIVERY_ATTEMPTS);
    for (let attempt = 1; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      await deliver();
      await t.db
        .update(notificationDeliveries)
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where(eq(notificationDeliveries.notificationId, notificationId));
    }
    const row = (await deliveriesOf(notificationId)).find((entry) => entry.channel === 'whatsapp')!;
    expect([row.status, row.attempts]).toEqual([DeliveryStatus.Failed, MAX_DELIVERY_ATTEMPTS]);
    expect(row.lastError).toContain('500');
    expect((await deliver()).failed).toBe(0);
  });

  it('forgets a browser the push service says is gone, and skips what has nowhere to go', async () => {
    const payee = await payeeOnEveryChannel('en', 'gone-phone');
    push.failNext('gone-phone', 410);
    await t.db.update(users).set({ email: null }).where(eq(users.id, payee.userId));
    const { notificationId } = await completed(payee, 220, 'UTR20261127GN01');
    await deliver();
    const rows = await deliveriesOf(notificationId);
    expect(rows.find((row) => row.channel === 'push')).toMatchObject({
      status: DeliveryStatus.Skipped,
      lastError: 'every push subscription had expired',
    });
    expect(rows.find((row) => row.channel === 'email')).toMatchObject({
      status: DeliveryStatus.Skipped,
      lastError: 'no email address',
    });
    const left = await t.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, payee.userId));
    expect(left).toHaveLength(0);
  });

  it('skips SMS for an event without a template', async () => {
    const payee = await payeeOnEveryChannel('en', 'template-phone');
    const current = (
      await t.app.inject(asSession(payee, { method: 'GET', url: '/api/v1/notification-preferences' }))
    ).json();
    current.preferences.withdrawal_processing.sms = true;
    await t.app.inject(
      asSession(payee, {
        method: 'PUT',
        url: '/api/v1/notification-preferences',
        payload: { preferences: current.preferences, email: null },
      }),
    );
    const id = await requestWithdrawal(t.app, payee, 50);
    await setWithdrawalStatus(t.app, root, { id, status: 1 });
    await deliver();
    const [notification] = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.eventKey, `withdrawal_processing:${id}`));
    const smsRow = (await deliveriesOf(notification!.id)).find((row) => row.channel === 'sms');
    expect(smsRow).toMatchObject({
      status: DeliveryStatus.Skipped,
      lastError: 'no sms template for withdrawal_processing',
    });
  });
});

describe('two workers', () => {
  it('send each delivery once', async () => {
    const promoters = await Promise.all(
      Array.from({ length: 12 }, () => registerAndLogin(t.app, root.promoterCode)),
    );
    await t.db
      .update(users)
      .set({ email: sql`'two-workers-' || ${users.id} || '@example.in'` })
      .where(
        inArray(
          users.id,
          promoters.map((promoter) => promoter.userId),
        ),
      );
    await withTransaction(t.db, async (tx) => {
      for (const promoter of promoters)
        await notificationsService.notify(tx, {
          userId: promoter.userId,
          event: 'pin_generated',
          key: `two-workers-${promoter.userId}`,
          params: { level: 1 },
        });
    });
    const senders = await notificationsService.sendersFor(t.db, t.config, { pushAgent });
    const worker = () => notificationsService.deliverDue({ db: t.db, senders, origin: ORIGIN, batchSize: 3 });
    const [first, second] = await Promise.all([worker(), worker()]);
    // 12 emails sent; 12 pushes skipped (no browser subscribed).
    expect(first.sent + second.sent).toBe(12);
    expect(first.skipped + second.skipped).toBe(12);
    for (const promoter of promoters) {
      const received = smtp.mails.filter(
        (mail) =>
          mail.to && 'text' in mail.to && mail.to.text === `two-workers-${promoter.userId}@example.in`,
      );
      expect(received).toHaveLength(1);
    }
    const attempts = await t.db
      .select({ attempts: notificationDeliveries.attempts })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(
        inArray(
          notifications.userId,
          promoters.map((promoter) => promoter.userId),
        ),
      );
    expect(attempts).toHaveLength(24);
    expect(attempts.every((row) => row.attempts === 1)).toBe(true);
  });
});
