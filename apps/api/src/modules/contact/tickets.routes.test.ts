import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLogs, contactAttachments, contactMessages, contactReplies } from '../../db/schema.js';
import { createAdmin, login, registerAndLogin, type Session } from '../../test/fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { addWorkingHours } from './grievance.rules.js';

/** Contact Us messages as grievance tickets (issue 19, point 5; docs/decisions/181-grievance-tickets.md). */
const t = useTestApp();
const { root } = t;

const raise = async (session: Session, payload: Record<string, unknown> = {}) => {
  const response = await t.request(session, {
    method: 'POST',
    url: '/api/v1/contact-messages',
    payload: {
      category: 'withdrawal',
      subject: 'Not paid',
      message: 'My withdrawal is not paid yet',
      ...payload,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};
const reply = (session: Session, id: number, body: string) =>
  t.request(session, { method: 'POST', url: `/api/v1/contact-messages/${id}/replies`, payload: { body } });
const setStatus = (session: Session, id: number, status: number) =>
  t.request(session, { method: 'POST', url: `/api/v1/contact-messages/${id}/status`, payload: { status } });
const ticket = async (session: Session, id: number) =>
  (await t.request(session, { url: `/api/v1/contact-messages/${id}` })).json();

/** The smallest valid PNG: signature, IHDR, IDAT, IEND. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A real multipart body with one file in `file`, as a browser's FormData sends it. */
async function attach(session: Session, id: number, bytes: Buffer, filename: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return t.request(session, {
    method: 'POST',
    url: `/api/v1/contact-messages/${id}/attachments`,
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  });
}

const DEFAULT_DEADLINES = {
  acknowledge_working_hours: 48,
  resolve_days: 30,
  day_starts: 10,
  day_ends: 18,
  working_days: [1, 2, 3, 4, 5, 6],
};

describe('a grievance ticket', () => {
  it('is raised with a category and deadlines from the settings: 48 working hours, 30 days', async () => {
    const promoter = await registerAndLogin(t.app, root.promoterCode);
    const before = Date.now();
    const sent = await raise(promoter);
    expect(sent).toMatchObject({ status: 0 });
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, sent.id));
    expect(row).toMatchObject({ category: 'withdrawal', status: 0 });
    expect(row!.acknowledgeBy.toISOString()).toBe(
      addWorkingHours(row!.createdAt, 48, DEFAULT_DEADLINES).toISOString(),
    );
    expect(row!.resolveBy.getTime() - row!.createdAt.getTime()).toBe(30 * 24 * 3600 * 1000);
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Unknown categories are refused on the field.
    const bad = await t.request(promoter, {
      method: 'POST',
      url: '/api/v1/contact-messages',
      payload: { category: 'cricket', subject: 'Hi', message: 'A message of some length' },
    });
    expect(bad.json().errors).toEqual({ category: ['Choose what the message is about'] });
  });

  it('goes open → acknowledged → resolved → closed with a thread the promoter sees', async () => {
    const promoter = await registerAndLogin(t.app, root.promoterCode);
    const { id } = await raise(promoter);

    // The admin's reply acknowledges it; the promoter sees the reply, the admin unnamed.
    const answered = await reply(root, id, 'We are checking with the bank.');
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ status: 1 });
    const seen = await ticket(promoter, id);
    expect(seen).toMatchObject({ status: 1, acknowledged_at: expect.any(String), overdue: false });
    expect(seen.thread).toEqual([
      {
        id: expect.any(Number),
        body: 'We are checking with the bank.',
        created_at: expect.any(String),
        from: 'admin',
        admin_username: null,
      },
    ]);
    expect((await ticket(root, id)).thread[0].admin_username).toBe('root');

    // The promoter answers; the admin resolves it.
    expect((await reply(promoter, id, 'Thank you, waiting.')).statusCode).toBe(200);
    const resolved = await setStatus(root, id, 2);
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 2, resolved_at: expect.any(String) });

    // Replying to a resolved ticket reopens it, to be resolved again.
    const reopened = await reply(promoter, id, 'Still not received.');
    expect(reopened.json()).toMatchObject({ status: 1, resolved_at: null });
    expect((await setStatus(root, id, 2)).statusCode).toBe(200);
    expect((await setStatus(root, id, 3)).json()).toMatchObject({ status: 3, closed_at: expect.any(String) });

    // Closed: no more replies, no going back.
    const late = await reply(promoter, id, 'One more thing.');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('This ticket is closed: raise a new one from Contact Us');
    const back = await setStatus(root, id, 1);
    expect(back.statusCode).toBe(400);
    expect(back.json().message).toBe('The ticket has moved on: reload it to see its status');

    expect(
      (await t.db.select().from(contactReplies).where(eq(contactReplies.messageId, id))).map((row) => [
        row.fromAdmin,
        row.body,
      ]),
    ).toEqual([
      [true, 'We are checking with the bank.'],
      [false, 'Thank you, waiting.'],
      [false, 'Still not received.'],
    ]);
    const audits = await t.db
      .select({ action: auditLogs.action, before: auditLogs.before, after: auditLogs.after })
      .from(auditLogs)
      .where(sql`${auditLogs.entity} = 'contact_messages' and ${auditLogs.entityId} = ${String(id)}`)
      .orderBy(auditLogs.id);
    expect(audits.filter((row) => row.action === 'contact_message.status').map((row) => row.after)).toEqual([
      { status: 2 },
      { status: 2 },
      { status: 3 },
    ]);
    expect(audits.filter((row) => row.action === 'contact_message.reply')).toHaveLength(3);
  });

  it('is its promoter’s alone: another promoter gets 404, and their own list holds only theirs', async () => {
    const promoter = await registerAndLogin(t.app, root.promoterCode);
    const stranger = await registerAndLogin(t.app, root.promoterCode);
    const { id } = await raise(promoter, { subject: 'Mine only' });
    expect((await t.request(stranger, { url: `/api/v1/contact-messages/${id}` })).statusCode).toBe(404);
    expect((await reply(stranger, id, 'Let me in')).statusCode).toBe(404);
    expect((await setStatus(promoter, id, 2)).statusCode).toBe(403);
    const mine = (await t.request(promoter, { url: '/api/v1/contact-messages/mine' })).json();
    expect(mine.data.map((row: { id: number }) => row.id)).toEqual([id]);
    expect(mine.data[0].replies).toBe(0);
    // Replies counted per ticket, in the promoter's list and the admins'.
    await reply(root, id, 'First answer.');
    await reply(promoter, id, 'Thanks.');
    const counted = (await t.request(promoter, { url: '/api/v1/contact-messages/mine' })).json();
    expect(counted.data[0].replies).toBe(2);
    const listed = (await t.request(root, { url: '/api/v1/contact-messages?page_size=100' })).json();
    expect(listed.data.find((row: { id: number }) => row.id === id).replies).toBe(2);
    expect((await t.request(stranger, { url: '/api/v1/contact-messages/mine' })).json().data).toEqual([]);
  });

  it('stands out once overdue: flagged in the list, filtered, counted on the dashboard', async () => {
    const promoter = await registerAndLogin(t.app, root.promoterCode);
    const late = await raise(promoter, { subject: 'Late one' });
    const onTime = await raise(promoter, { subject: 'On time one' });
    const acknowledgedLate = await raise(promoter, { subject: 'Acknowledged late' });
    const before = (await t.request(root, { url: '/api/v1/admin-dashboard' })).json().overdue_tickets;
    // Deadlines in the past: one never acknowledged, one acknowledged but past its resolution date.
    await t.db.execute(
      sql`update contact_messages set acknowledge_by = now() - interval '1 hour' where id = ${late.id}`,
    );
    expect((await setStatus(root, acknowledgedLate.id, 1)).statusCode).toBe(200);
    await t.db.execute(
      sql`update contact_messages set resolve_by = now() - interval '1 minute' where id = ${acknowledgedLate.id}`,
    );
    const list = (
      await t.request(root, {
        url: '/api/v1/contact-messages',
        query: { page_size: '100', search_param: JSON.stringify({ overdue: 'true' }) },
      })
    ).json();
    const ids = list.data.map((row: { id: number }) => row.id);
    expect(ids).toEqual(expect.arrayContaining([late.id, acknowledgedLate.id]));
    expect(ids).not.toContain(onTime.id);
    expect(list.data.find((row: { id: number }) => row.id === late.id)).toMatchObject({
      overdue: true,
      status: 0,
      category: 'withdrawal',
    });
    const all = (await t.request(root, { url: '/api/v1/contact-messages?page_size=100' })).json();
    expect(all.data.find((row: { id: number }) => row.id === onTime.id).overdue).toBe(false);
    expect((await t.request(root, { url: '/api/v1/admin-dashboard' })).json().overdue_tickets).toBe(
      before + 2,
    );
    // Resolving it takes it off.
    expect((await setStatus(root, late.id, 2)).statusCode).toBe(200);
    expect((await t.request(root, { url: '/api/v1/admin-dashboard' })).json().overdue_tickets).toBe(
      before + 1,
    );
  });

  it('takes its deadlines from the settings, validated', async () => {
    const refused = await t.request(root, {
      method: 'PUT',
      url: '/api/v1/programme-settings',
      payload: {
        grievance_deadlines: { ...DEFAULT_DEADLINES, day_starts: 18, day_ends: 10, working_days: [] },
      },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      'grievance_deadlines.working_days': ['Choose at least one working day'],
      'grievance_deadlines.day_ends': ['The working day must end after it starts'],
    });
    const saved = await t.request(root, {
      method: 'PUT',
      url: '/api/v1/programme-settings',
      payload: {
        grievance_deadlines: { ...DEFAULT_DEADLINES, acknowledge_working_hours: 8, resolve_days: 7 },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const promoter = await registerAndLogin(t.app, root.promoterCode);
      const { id } = await raise(promoter);
      const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(row!.resolveBy.getTime() - row!.createdAt.getTime()).toBe(7 * 24 * 3600 * 1000);
      expect(row!.acknowledgeBy.toISOString()).toBe(
        addWorkingHours(row!.createdAt, 8, DEFAULT_DEADLINES).toISOString(),
      );
    } finally {
      await t.request(root, {
        method: 'PUT',
        url: '/api/v1/programme-settings',
        payload: { grievance_deadlines: DEFAULT_DEADLINES },
      });
    }
  });

  it('may be answered by any admin, not only the super admin', async () => {
    await createAdmin(t.app, root, { username: 'desk_admin', password: 'AdminPass1' });
    const admin = await login(t.app, 'desk_admin', 'AdminPass1');
    const promoter = await registerAndLogin(t.app, root.promoterCode);
    const { id } = await raise(promoter);
    expect((await reply(admin, id, 'On it.')).json()).toMatchObject({ status: 1 });
    expect((await ticket(root, id)).thread[0].admin_username).toBe('desk_admin');
  });
});

describe('attachments', () => {
  it('keeps a picture or PDF in the storage, shown in the thread to both sides and downloaded back', async () => {
    const promoter = await registerAndLogin(t.app, root.promoterCode);
    const stranger = await registerAndLogin(t.app, root.promoterCode);
    const { id } = await raise(promoter);
    const sent = await attach(promoter, id, PNG, '../../my screenshot?.png');
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().attachments).toEqual([
      {
        id: expect.any(Number),
        file_name: 'my screenshot_.png',
        content_type: 'image/png',
        size: PNG.length,
        created_at: expect.any(String),
        from: 'user',
      },
    ]);
    const attachmentId = sent.json().attachments[0].id;
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    const fromDesk = await attach(root, id, pdf, 'receipt.pdf');
    expect(fromDesk.statusCode, fromDesk.body).toBe(201);
    expect(fromDesk.json().attachments.map((file: { from: string }) => file.from)).toEqual(['user', 'admin']);

    const ticketFolder = path.join(t.config.UPLOADS_DIR, 'final', 'tickets', String(id));
    expect(readdirSync(ticketFolder)).toHaveLength(2);
    const [row] = await t.db.select().from(contactAttachments).where(eq(contactAttachments.id, attachmentId));
    expect(row!.storageKey).toMatch(new RegExp(`^tickets/${id}/[0-9a-f-]{36}\\.png$`));
    for (const reader of [promoter, root]) {
      const download = await t.request(reader, {
        url: `/api/v1/contact-messages/${id}/attachments/${attachmentId}`,
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-type']).toBe('image/png');
      expect(download.headers['content-disposition']).toBe('attachment; filename="my screenshot_.png"');
      expect(download.rawPayload.equals(PNG)).toBe(true);
    }
    expect(
      (await t.request(stranger, { url: `/api/v1/contact-messages/${id}/attachments/${attachmentId}` }))
        .statusCode,
    ).toBe(404);
    expect((await attach(stranger, id, PNG, 'x.png')).statusCode).toBe(404);
  });

  it('refuses other files, too large ones and closed tickets, storing nothing', async () => {
    const promoter = await registerAndLogin(t.app, root.promoterCode);
    const { id } = await raise(promoter);
    const html = await attach(promoter, id, Buffer.from('<html><script>alert(1)</script></html>'), 'x.png');
    expect(html.statusCode).toBe(422);
    expect(html.json().errors).toEqual({ file: ['Attach a picture (PNG, JPEG or WebP) or a PDF'] });
    const huge = await attach(promoter, id, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]), 'big.png');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('An attachment can be at most 5 MB');
    expect((await setStatus(root, id, 2)).statusCode).toBe(200);
    expect((await setStatus(root, id, 3)).statusCode).toBe(200);
    const closed = await attach(promoter, id, PNG, 'late.png');
    expect(closed.statusCode).toBe(400);
    expect(await t.db.$count(contactAttachments, eq(contactAttachments.messageId, id))).toBe(0);
    // Nothing stored for the ticket: its folder of the storage is absent or empty.
    const folder = path.join(t.config.UPLOADS_DIR, 'final', 'tickets', String(id));
    expect(existsSync(folder) ? readdirSync(folder) : []).toEqual([]);
  });
});
