import {
  type ContactDetails,
  type ContactMessageRead,
  type ContactMessageSent,
  CONTACT_MESSAGES_PER_HOUR,
  pageInfoOf,
  type contactMessageInputSchema,
  type contactMessageListQuerySchema,
  type ContactMessageRow,
  type ListResponse,
  type OwnTickets,
  Role,
  type Ticket,
  type TicketCategory,
  type ticketReplyInputSchema,
  TICKET_ATTACHMENT_MAX_BYTES,
  TicketStatus,
  type ticketStatusInputSchema,
} from '@portal/shared';
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { z } from 'zod';
import type { Database, Queryable, Tx } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../lib/auth.js';
import { AppError, badRequest, fieldError, notFound } from '../../lib/errors.js';
import type { Storage } from '../../lib/storage/storage.js';
import { recordAttempt, throttled } from '../../lib/throttle.js';
import { waitText } from '../../lib/throttle.rules.js';
import * as bankService from '../bank-details/bank-details.service.js';
import * as notificationsService from '../notifications/notifications.service.js';
import * as settingsService from '../settings/settings.service.js';
import * as contactRepo from './contact.repository.js';
import { isOverdue, statusesAllowing, ticketDeadlines } from './grievance.rules.js';

/** GET contact-details: the portal's WhatsApp number, from the admins' payment details. */
export async function contactDetails({ db }: { db: Database }): Promise<ContactDetails> {
  const payment = await bankService.getPaymentDetails({ db });
  return { whatsapp_number: payment?.whatsapp_number ?? null };
}

/** POST contact-messages: a message to the admins; five an hour per user. */
export async function sendMessage({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: z.output<typeof contactMessageInputSchema>;
}): Promise<ContactMessageSent> {
  const attempt = await recordAttempt(db, [
    { key: `contact:user:${actor.id}`, limit: CONTACT_MESSAGES_PER_HOUR, windowSeconds: 3600 },
  ]);
  if (!attempt.allowed)
    throw throttled(
      `You can send ${CONTACT_MESSAGES_PER_HOUR} messages an hour: try again in ${waitText(attempt.retryAfterSeconds)}`,
      attempt.retryAfterSeconds,
    );
  const settings = await settingsService.getSettings(db);
  const raisedAt = new Date();
  const { acknowledgeBy, resolveBy } = ticketDeadlines(raisedAt, settings.values.grievance_deadlines);
  const row = await withTransaction(db, (tx) =>
    contactRepo.insertMessage(tx, {
      userId: actor.id,
      category: input.category,
      subject: input.subject,
      message: input.message,
      createdAt: raisedAt,
      acknowledgeBy,
      resolveBy,
    }),
  );
  return {
    id: row.id,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    acknowledge_by: row.acknowledgeBy.toISOString(),
    resolve_by: row.resolveBy.toISOString(),
  };
}

/** A ticket's state as both sides see it, `overdue` as of `now`. */
function ticketView(
  row: Omit<contactRepo.TicketRow, 'id' | 'userId' | 'subject' | 'message' | 'createdAt'>,
  now: Date,
) {
  return {
    category: row.category as TicketCategory,
    status: row.status,
    acknowledged_at: row.acknowledgedAt?.toISOString() ?? null,
    resolved_at: row.resolvedAt?.toISOString() ?? null,
    closed_at: row.closedAt?.toISOString() ?? null,
    acknowledge_by: row.acknowledgeBy.toISOString(),
    resolve_by: row.resolveBy.toISOString(),
    overdue: isOverdue(row, now),
  };
}

/** GET contact-messages (admins): newest first, unread filter, search. */
export async function listMessages({
  db,
  query,
  now = new Date(),
}: {
  db: Database;
  query: z.output<typeof contactMessageListQuerySchema>;
  now?: Date;
}): Promise<ListResponse<ContactMessageRow>> {
  const filter = query.search_param ?? {};
  const unread = filter.unread === undefined ? undefined : filter.unread === 'true';
  const parts = {
    search: query.search,
    unread,
    status: filter.status,
    overdueAt: filter.overdue === 'true' ? now : undefined,
    ascending: query.sortDir === 'asc',
  };
  const [rows, total] = await Promise.all([
    contactRepo.findMessages(db, parts, {
      offset: (query.page_number - 1) * query.page_size,
      size: query.page_size,
    }),
    contactRepo.countMessages(db, parts),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      message: row.message,
      created_at: row.createdAt.toISOString(),
      read_at: row.readAt ? row.readAt.toISOString() : null,
      ...ticketView(row, now),
      replies: row.replies,
      user: {
        id: row.userId,
        username: row.username,
        first_name: row.firstName,
        last_name: row.lastName,
        mobile: row.mobile,
      },
    })),
    pageInfo: pageInfoOf(total, query.page_number, query.page_size),
  };
}

export async function markMessageRead({
  db,
  actor,
  id,
}: {
  db: Database;
  actor: Actor;
  id: number;
}): Promise<ContactMessageRead> {
  await withTransaction(db, async (tx) => {
    if (!(await contactRepo.markRead(tx, id))) throw notFound();
    await writeAudit(tx, { actor, action: 'contact_message.read', entity: 'contact_messages', entityId: id });
  });
  return { id, read: true };
}

/** Tickets past a deadline they have not met (the admin dashboard). */
export function overdueCount(q: Queryable, now = new Date()) {
  return contactRepo.countOverdue(q, now);
}

/** The ticket, if `actor` may see it: its promoter, or an admin. */
async function visibleTicket(q: Queryable, actor: Actor, id: number) {
  const ticket = await contactRepo.findTicket(q, id);
  if (!ticket || (actor.role === Role.User && ticket.userId !== actor.id)) throw notFound();
  return ticket;
}

/**
 * GET contact-messages/{id}: the ticket with its thread, to its promoter (the admins unnamed) or
 * to the admins (each reply's admin named).
 */
export async function getTicket({
  db,
  actor,
  id,
  now = new Date(),
}: {
  db: Queryable;
  actor: Actor;
  id: number;
  now?: Date;
}): Promise<Ticket> {
  const ticket = await visibleTicket(db, actor, id);
  const replies = await contactRepo.findReplies(db, id);
  const attachments = await contactRepo.findAttachments(db, id);
  const admin = actor.role !== Role.User;
  return {
    id: ticket.id,
    subject: ticket.subject,
    message: ticket.message,
    created_at: ticket.createdAt.toISOString(),
    ...ticketView(ticket, now),
    thread: replies.map((reply) => ({
      id: reply.id,
      body: reply.body,
      created_at: reply.createdAt.toISOString(),
      from: reply.fromAdmin ? 'admin' : 'user',
      admin_username: admin && reply.fromAdmin ? reply.authorUsername : null,
    })),
    attachments: attachments.map((file) => ({
      id: file.id,
      file_name: file.fileName,
      content_type: file.contentType,
      size: file.size,
      created_at: file.createdAt.toISOString(),
      from: file.fromAdmin ? 'admin' : 'user',
    })),
  };
}

/** What a ticket takes as an attachment, by its bytes: pictures and PDFs, and the stored extension. */
const ATTACHMENT_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};
const ATTACHMENT_WRONG_TYPE = 'Attach a picture (PNG, JPEG or WebP) or a PDF';
const ATTACHMENT_TOO_LARGE = 'An attachment can be at most 5 MB';

/** The part's bytes, refused (413) a chunk past the limit. */
async function bytesOf(file: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of file) {
    size += chunk.length;
    if (size > TICKET_ATTACHMENT_MAX_BYTES)
      throw new AppError(
        413,
        ATTACHMENT_TOO_LARGE,
        { file: [ATTACHMENT_TOO_LARGE] },
        { connection: 'close' },
      );
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A file name safe to offer back in a header: its letters, digits, dots, dashes and spaces. */
function safeFileName(name: string, ext: string): string {
  const base = name
    .replace(/[^\w.\- ]+/g, '_')
    .replace(/^[._ ]+/, '')
    .slice(0, 150);
  return base ? base : `attachment.${ext}`;
}

/**
 * POST contact-messages/{id}/attachments: one picture or PDF (by its bytes, at most 5 MB) in the
 * thread, by the ticket's promoter or an admin; none on a closed ticket. Stored first, then
 * recorded with its audit row; a failed record removes the stored file again.
 */
export async function attachToTicket({
  db,
  storage,
  actor,
  id,
  request,
}: {
  db: Database;
  storage: Storage;
  actor: Actor;
  id: number;
  request: FastifyRequest;
}): Promise<Ticket> {
  const ticket = await visibleTicket(db, actor, id);
  if (ticket.status === TicketStatus.Closed) throw badRequest(TICKET_CLOSED);
  if (!request.isMultipart()) throw fieldError('file', ATTACHMENT_WRONG_TYPE);
  const part = await request.file();
  if (!part) throw fieldError('file', ATTACHMENT_WRONG_TYPE);
  const bytes = await bytesOf(part.file);
  if (part.file.truncated)
    throw new AppError(413, ATTACHMENT_TOO_LARGE, { file: [ATTACHMENT_TOO_LARGE] }, { connection: 'close' });
  const contentType = (await fileTypeFromBuffer(bytes))?.mime;
  const ext = contentType ? ATTACHMENT_TYPES[contentType] : undefined;
  if (!contentType || !ext) throw fieldError('file', ATTACHMENT_WRONG_TYPE);
  const storageKey = `tickets/${id}/${randomUUID()}.${ext}`;
  await storage.put(storageKey, bytes, { contentType });
  try {
    await withTransaction(db, async (tx) => {
      const fromAdmin = actor.role !== Role.User;
      const attachmentId = await contactRepo.insertAttachment(tx, {
        messageId: id,
        authorId: actor.id,
        fromAdmin,
        fileName: safeFileName(part.filename, ext),
        contentType,
        size: bytes.length,
        storageKey,
      });
      await writeAudit(tx, {
        actor,
        action: 'contact_message.attach',
        entity: 'contact_messages',
        entityId: id,
        after: { attachment_id: attachmentId, content_type: contentType, size: bytes.length },
      });
    });
  } catch (error) {
    await storage.remove(storageKey);
    throw error;
  }
  return getTicket({ db, actor, id });
}

/** GET contact-messages/{id}/attachments/{attachment_id}: the file, to whoever may see the ticket. */
export async function readAttachment({
  db,
  storage,
  actor,
  id,
  attachmentId,
}: {
  db: Queryable;
  storage: Storage;
  actor: Actor;
  id: number;
  attachmentId: number;
}) {
  await visibleTicket(db, actor, id);
  const file = await contactRepo.findAttachment(db, id, attachmentId);
  const body = file ? await storage.read(file.storageKey) : null;
  if (!file || !body) throw notFound();
  return { fileName: file.fileName, contentType: file.contentType, body };
}

/** GET contact-messages/mine: the promoter's own tickets, newest first. */
export async function listOwnTickets({
  db,
  actor,
  now = new Date(),
}: {
  db: Queryable;
  actor: Actor;
  now?: Date;
}): Promise<OwnTickets> {
  const rows = await contactRepo.findOwnTickets(db, actor.id);
  return {
    data: rows.map((row) => ({
      id: row.id,
      subject: row.subject,
      message: row.message,
      created_at: row.createdAt.toISOString(),
      ...ticketView(row, now),
      replies: row.replies,
    })),
  };
}

const TICKET_CLOSED = 'This ticket is closed: raise a new one from Contact Us';
const TICKET_REFUSED = 'The ticket has moved on: reload it to see its status';

/**
 * POST contact-messages/{id}/replies: a reply in the thread, by its promoter or an admin; none on
 * a closed ticket. An admin's reply acknowledges an open ticket; the promoter's reply to a
 * resolved one reopens it (acknowledged, to be resolved again). Audited.
 */
export async function replyToTicket({
  db,
  actor,
  id,
  input,
  now = new Date(),
}: {
  db: Database;
  actor: Actor;
  id: number;
  input: z.output<typeof ticketReplyInputSchema>;
  now?: Date;
}): Promise<Ticket> {
  await withTransaction(db, async (tx) => {
    const ticket = await visibleTicket(tx, actor, id);
    if (ticket.status === TicketStatus.Closed) throw badRequest(TICKET_CLOSED);
    const fromAdmin = actor.role !== Role.User;
    const replyId = await contactRepo.insertReply(tx, {
      messageId: id,
      authorId: actor.id,
      fromAdmin,
      body: input.body,
    });
    if (fromAdmin && ticket.status === TicketStatus.Open)
      await contactRepo.changeStatus(tx, id, { to: TicketStatus.Acknowledged, from: [TicketStatus.Open] });
    if (!fromAdmin && ticket.status === TicketStatus.Resolved)
      await contactRepo.changeStatus(tx, id, {
        to: TicketStatus.Acknowledged,
        from: [TicketStatus.Resolved],
      });
    await writeAudit(tx, {
      actor,
      action: 'contact_message.reply',
      entity: 'contact_messages',
      entityId: id,
      after: { reply_id: replyId, from: fromAdmin ? 'admin' : 'user' },
    });
    if (fromAdmin && ticket.userId !== null)
      await notificationsService.notify(tx, {
        userId: ticket.userId,
        event: 'ticket_replied',
        key: String(replyId),
        params: { ticket: id },
      });
  });
  return getTicket({ db, actor, id, now });
}

/**
 * POST contact-messages/{id}/status (admins): acknowledge, resolve or close, as one guarded
 * change (open → acknowledged → resolved → closed; an open ticket may be resolved at once).
 * Audited with the status before and after.
 */
export async function changeTicketStatus({
  db,
  actor,
  id,
  input,
}: {
  db: Database;
  actor: Actor;
  id: number;
  input: z.output<typeof ticketStatusInputSchema>;
}): Promise<Ticket> {
  await withTransaction(db, async (tx) => {
    const ticket = await contactRepo.findTicket(tx, id);
    if (!ticket) throw notFound();
    const changed = await contactRepo.changeStatus(tx, id, {
      to: input.status,
      from: statusesAllowing(input.status),
    });
    if (!changed) throw badRequest(TICKET_REFUSED);
    await writeAudit(tx, {
      actor,
      action: 'contact_message.status',
      entity: 'contact_messages',
      entityId: id,
      before: { status: ticket.status },
      after: { status: input.status },
    });
  });
  return getTicket({ db, actor, id });
}

/** Unread messages (the admin dashboard). */
export function unreadCount(q: Queryable) {
  return contactRepo.countUnread(q);
}

/**
 * A closed account's ticket texts erased and its tickets' attachments' rows removed
 * (docs/decisions/182-own-data-export.md); answers the storage keys to remove once committed.
 */
export async function eraseTicketsOf(tx: Tx, userId: number): Promise<string[]> {
  await contactRepo.eraseTicketTexts(tx, userId);
  return contactRepo.deleteAttachmentsOf(tx, userId);
}
