import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { indiaDate } from '@portal/shared';
import { notificationDeliveries, notifications } from '../../db/schema.js';
import {
  activatePin,
  asSession,
  createAdmin,
  registerAndLogin,
  savePaymentDetails,
  type Session,
} from '../../test/fixtures.js';
import { promoterAt, promotionVideo, YOUTUBE } from '../../test/programme.js';
import { useTestApp } from '../../test/test-app.js';
import * as notificationsService from './notifications.service.js';

/**
 * The events a promoter is told of besides withdrawals: PIN terms, the PIN, the level, a scratch
 * card, a reply to their ticket, and the opt-in announcements (issue 20, point 1;
 * docs/decisions/183-notifications-outbox.md).
 */
const t = useTestApp();
const { root } = t;
let admin: Session;

beforeAll(async () => {
  admin = await createAdmin(t.app, root, { username: 'notify_admin' });
  await savePaymentDetails(t.app, admin);
});

const post = async (session: Session, url: string, payload: Record<string, unknown>) => {
  const response = await t.request(session, { method: 'POST', url: `/api/v1/${url}`, payload });
  expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
};

const told = async (userId: number) =>
  (
    await t.db
      .select({ event: notifications.event, key: notifications.eventKey, params: notifications.params })
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(notifications.id)
  ).map((row) => [row.event, row.key, row.params]);

async function choose(user: Session, event: string, channels: Record<string, boolean>) {
  const current = (await t.request(user, { method: 'GET', url: '/api/v1/notification-preferences' })).json();
  current.preferences[event] = { ...current.preferences[event], ...channels };
  const saved = await t.request(user, {
    method: 'PUT',
    url: '/api/v1/notification-preferences',
    payload: { preferences: current.preferences, email: null },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('the PIN journey', () => {
  it('tells the promoter of the terms, the PIN and the level, and the sponsor of the card', async () => {
    const sponsor = await promoterAt(t, 4, root);
    const user = await registerAndLogin(t.app, sponsor.promoterCode);
    const { id, pin } = await activatePin(t.app, admin, user, { level: 0 });
    expect(await told(user.userId)).toEqual([
      ['pin_terms_raised', `pin_terms_raised:${id}`, { level: 0 }],
      ['pin_generated', `pin_generated:${id}`, { level: 0 }],
      ['level_reached', `level_reached:${id}`, { level: 0 }],
    ]);
    const sponsorTold = await told(sponsor.userId);
    expect(sponsorTold).toHaveLength(1);
    expect(sponsorTold[0]![0]).toBe('scratch_card_received');
    // The PIN itself is never in a notification.
    const [entry] = (await t.request(user, { method: 'GET', url: '/api/v1/notifications' })).json().data;
    expect(entry.title).toBe('You reached level 0');
    const all = JSON.stringify(
      (await t.request(user, { method: 'GET', url: '/api/v1/notifications' })).json(),
    );
    expect(all).not.toContain(pin);
    const card = (await t.request(sponsor, { method: 'GET', url: '/api/v1/notifications' })).json().data[0];
    expect(card).toMatchObject({ screen: 'scratch_card', title: 'You received a scratch card' });
  });
});

describe('tickets', () => {
  it('tells the promoter of an admin’s reply, not of their own', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const ticket = await post(user, 'contact-messages', {
      category: 'payment',
      subject: 'Payment not seen',
      message: 'I paid for my PIN yesterday but it is not seen',
    });
    await post(user, `contact-messages/${ticket.id}/replies`, { body: 'Adding the receipt number 44120' });
    expect(await told(user.userId)).toEqual([]);
    await post(admin, `contact-messages/${ticket.id}/replies`, { body: 'We found it, thank you' });
    const rows = await told(user.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]![0]).toBe('ticket_replied');
    expect(rows[0]![2]).toEqual({ ticket: ticket.id });
    const [entry] = (await t.request(user, { method: 'GET', url: '/api/v1/notifications' })).json().data;
    expect(entry.body).toContain(`#${ticket.id}`);
    expect(entry.screen).toBe('contact_us');
  });
});

describe('opt-in announcements', () => {
  it('tells today’s daily video and an opening session only to those who asked, once', async () => {
    const asked = await registerAndLogin(t.app, root.promoterCode);
    const notAsked = await registerAndLogin(t.app, root.promoterCode);
    await choose(asked, 'daily_video', { in_app: true, email: true });
    await choose(asked, 'session_opening', { in_app: true, push: true });

    const now = new Date();
    const today = indiaDate(now);
    // No video yet: nobody is told.
    expect(await notificationsService.announceDailyVideo({ db: t.db, now })).toEqual({ told: 0 });
    const video = await t.request(root, {
      method: 'POST',
      url: '/api/v1/daily-videos',
      payload: { title: 'Today', youtube_url: YOUTUBE, duration_seconds: 30, showing_date: today },
    });
    expect(video.statusCode, video.body).toBe(201);
    expect(await notificationsService.announceDailyVideo({ db: t.db, now })).toEqual({ told: 1 });
    // The hourly run later in the day tells nobody again.
    expect(await notificationsService.announceDailyVideo({ db: t.db, now })).toEqual({ told: 0 });

    expect(await notificationsService.announceSessionOpening({ db: t.db, session: 2, now })).toEqual({
      told: 0,
    });
    await promotionVideo(t, root, { date: today, session: 2, order: 1 });
    expect(await notificationsService.announceSessionOpening({ db: t.db, session: 2, now })).toEqual({
      told: 1,
    });

    const rows = await told(asked.userId);
    expect(rows.map((row) => row[1])).toEqual([`daily_video:${today}`, `session_opening:${today}:2`]);
    expect(await told(notAsked.userId)).toEqual([]);

    const deliveries = await t.db
      .select({ channel: notificationDeliveries.channel })
      .from(notificationDeliveries)
      .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
      .where(eq(notifications.userId, asked.userId))
      .orderBy(notificationDeliveries.id);
    expect(deliveries.map((row) => row.channel)).toEqual(['email', 'push']);

    const [session] = (await t.request(asked, { method: 'GET', url: '/api/v1/notifications' })).json().data;
    expect(session.title).toBe('The Evening session is open');
    const tamil = await t.app.inject(
      asSession(asked, { method: 'PUT', url: '/api/v1/ui-language', payload: { language: 'ta' } }),
    );
    expect(tamil.statusCode).toBe(200);
    const [inTamil] = (await t.request(asked, { method: 'GET', url: '/api/v1/notifications' })).json().data;
    expect(inTamil.title).toBe('மாலை அமர்வு தொடங்கியது');
  });
});
