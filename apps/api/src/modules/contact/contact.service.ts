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
} from '@portal/shared';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../lib/auth.js';
import { notFound } from '../../lib/errors.js';
import { recordAttempt, throttled } from '../../lib/throttle.js';
import { waitText } from '../../lib/throttle.rules.js';
import * as bankService from '../bank-details/bank-details.service.js';
import * as contactRepo from './contact.repository.js';

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
  const row = await withTransaction(db, (tx) =>
    contactRepo.insertMessage(tx, { userId: actor.id, subject: input.subject, message: input.message }),
  );
  return { id: row.id, created_at: row.createdAt.toISOString() };
}

/** GET contact-messages (admins): newest first, unread filter, search. */
export async function listMessages({
  db,
  query,
}: {
  db: Database;
  query: z.output<typeof contactMessageListQuerySchema>;
}): Promise<ListResponse<ContactMessageRow>> {
  const unread = query.search_param?.unread === undefined ? undefined : query.search_param.unread === 'true';
  const parts = { search: query.search, unread, ascending: query.sortDir === 'asc' };
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

/** Unread messages (the admin dashboard). */
export function unreadCount(q: Queryable) {
  return contactRepo.countUnread(q);
}
