import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  asSession,
  loginRoot,
  registerAndLogin,
  type Session,
  savePaymentDetails,
} from '../../test/fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let root: Session;

beforeAll(async () => {
  t = await createTestApp();
  root = await loginRoot(t.app);
});
afterAll(() => t.close());

const send = (session: Session, payload: Record<string, unknown>) =>
  t.app.inject(asSession(session, { method: 'POST', url: '/api/v1/contact-messages', payload }));

describe('Contact Us', () => {
  it('takes a validated message, five an hour per user; admins list it, mark it read, and see the unread count', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    const invalid = await send(user, { subject: ' ', message: 'short' });
    expect(invalid.json().errors).toEqual({
      subject: ['Subject is required'],
      message: ['Please write at least 10 characters'],
    });
    const before = (await t.app.inject(asSession(root, { url: '/api/v1/admin-dashboard' }))).json()
      .unread_messages;
    for (let i = 1; i <= 5; i++)
      expect(
        (await send(user, { subject: `Question ${i}`, message: 'When is my withdrawal paid?' })).statusCode,
      ).toBe(201);
    const sixth = await send(user, { subject: 'Again', message: 'When is my withdrawal paid?' });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^You can send 5 messages an hour: try again in \d+ minutes?$/);
    // Seconds until the oldest of the five leaves the hour's window: just under an hour.
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3000);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(3600);
    const other = await registerAndLogin(t.app, root.promoterCode);
    expect((await send(other, { subject: 'Hello', message: 'How do I get a PIN?' })).statusCode).toBe(201);

    const list = (
      await t.app.inject(
        asSession(root, { url: '/api/v1/contact-messages', query: { search: user.username } }),
      )
    ).json();
    expect(list.pageInfo.total_records).toBe(5);
    expect(list.data[0]).toMatchObject({
      subject: 'Question 5',
      read_at: null,
      user: { username: user.username },
    });
    const read = await t.app.inject(
      asSession(root, { method: 'POST', url: `/api/v1/contact-messages/${list.data[0].id}/read` }),
    );
    expect(read.json()).toEqual({ id: list.data[0].id, read: true });
    const unread = (
      await t.app.inject(
        asSession(root, {
          url: '/api/v1/contact-messages',
          query: { search_param: JSON.stringify({ unread: 'true' }) },
        }),
      )
    ).json();
    expect(unread.data.map((row: { id: number }) => row.id)).not.toContain(list.data[0].id);
    const after = (await t.app.inject(asSession(root, { url: '/api/v1/admin-dashboard' }))).json()
      .unread_messages;
    expect(after).toBe(before + 5);
    expect((await t.app.inject(asSession(user, { url: '/api/v1/contact-messages' }))).statusCode).toBe(403);
  });

  it('shows the portal’s WhatsApp number once the admins set it', async () => {
    const user = await registerAndLogin(t.app, root.promoterCode);
    expect((await t.app.inject(asSession(user, { url: '/api/v1/contact-details' }))).json()).toEqual({
      whatsapp_number: null,
    });
    await savePaymentDetails(t.app, root);
    expect((await t.app.inject(asSession(user, { url: '/api/v1/contact-details' }))).json()).toEqual({
      whatsapp_number: '9876543210',
    });
  });
});
