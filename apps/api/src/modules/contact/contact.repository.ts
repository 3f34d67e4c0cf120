import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { contactAttachments, contactMessages, contactReplies, users } from '../../db/schema.js';
import { likePattern } from '../../lib/list.js';

/**
 * How many replies a ticket has. The column is named with its table: a select from one table
 * writes its columns bare, and a bare "id" inside this subquery would be the reply's own.
 */
const replyCount = sql<number>`(select count(*)::int from contact_replies r where r.message_id = "contact_messages"."id")`;

export async function insertMessage(
  tx: Tx,
  values: {
    userId: number;
    category: string;
    subject: string;
    message: string;
    createdAt: Date;
    acknowledgeBy: Date;
    resolveBy: Date;
  },
) {
  const rows = await tx.insert(contactMessages).values(values).returning();
  return rows[0]!;
}

export async function markRead(tx: Tx, id: number) {
  const rows = await tx
    .update(contactMessages)
    .set({ readAt: sql`coalesce(${contactMessages.readAt}, now())` })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows[0] ?? null;
}

export interface MessageQuery {
  search?: string;
  unread?: boolean;
  status?: number;
  /** Only tickets past a deadline they have not met (`now` is the comparison's time). */
  overdueAt?: Date;
}

/** Past its acknowledgement deadline unacknowledged, or its resolution one unresolved. */
export function overdueCondition(now: Date) {
  return or(
    and(eq(contactMessages.status, 0), sql`${contactMessages.acknowledgeBy} < ${now}`),
    and(sql`${contactMessages.status} in (0, 1)`, sql`${contactMessages.resolveBy} < ${now}`),
  );
}

function conditions(query: MessageQuery) {
  return and(
    query.status === undefined ? undefined : eq(contactMessages.status, query.status),
    query.overdueAt === undefined ? undefined : overdueCondition(query.overdueAt),
    query.unread === undefined
      ? undefined
      : query.unread
        ? isNull(contactMessages.readAt)
        : isNotNull(contactMessages.readAt),
    query.search
      ? or(
          ilike(contactMessages.subject, likePattern(query.search)),
          ilike(contactMessages.message, likePattern(query.search)),
          ilike(users.username, likePattern(query.search)),
        )
      : undefined,
  );
}

export async function findMessages(
  q: Queryable,
  query: MessageQuery & { ascending: boolean },
  page: { offset: number; size: number },
) {
  const direction = query.ascending ? asc : desc;
  return q
    .select({
      id: contactMessages.id,
      subject: contactMessages.subject,
      message: contactMessages.message,
      createdAt: contactMessages.createdAt,
      readAt: contactMessages.readAt,
      ...ticketColumns,
      replies: replyCount,
      userId: users.id,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
      mobile: users.mobile,
    })
    .from(contactMessages)
    .innerJoin(users, eq(users.id, contactMessages.userId))
    .where(conditions(query))
    .orderBy(direction(contactMessages.createdAt), direction(contactMessages.id))
    .limit(page.size)
    .offset(page.offset);
}

export async function countMessages(q: Queryable, query: MessageQuery) {
  const rows = await q
    .select({ count: sql<number>`count(*)::int` })
    .from(contactMessages)
    .innerJoin(users, eq(users.id, contactMessages.userId))
    .where(conditions(query));
  return rows[0]?.count ?? 0;
}

export async function countUnread(q: Queryable): Promise<number> {
  return q.$count(contactMessages, isNull(contactMessages.readAt));
}

const ticketColumns = {
  category: contactMessages.category,
  status: contactMessages.status,
  acknowledgedAt: contactMessages.acknowledgedAt,
  resolvedAt: contactMessages.resolvedAt,
  closedAt: contactMessages.closedAt,
  acknowledgeBy: contactMessages.acknowledgeBy,
  resolveBy: contactMessages.resolveBy,
};

const ownColumns = {
  id: contactMessages.id,
  userId: contactMessages.userId,
  subject: contactMessages.subject,
  message: contactMessages.message,
  createdAt: contactMessages.createdAt,
  ...ticketColumns,
};
export type TicketRow = NonNullable<Awaited<ReturnType<typeof findTicket>>>;

export async function findTicket(q: Queryable, id: number) {
  const rows = await q.select(ownColumns).from(contactMessages).where(eq(contactMessages.id, id));
  return rows[0] ?? null;
}

/** A promoter's own tickets, newest first, with how many replies each has. */
export function findOwnTickets(q: Queryable, userId: number) {
  return q
    .select({
      ...ownColumns,
      replies: replyCount,
    })
    .from(contactMessages)
    .where(eq(contactMessages.userId, userId))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(100);
}

export function findReplies(q: Queryable, messageId: number) {
  return q
    .select({
      id: contactReplies.id,
      body: contactReplies.body,
      createdAt: contactReplies.createdAt,
      fromAdmin: contactReplies.fromAdmin,
      authorUsername: users.username,
    })
    .from(contactReplies)
    .innerJoin(users, eq(users.id, contactReplies.authorId))
    .where(eq(contactReplies.messageId, messageId))
    .orderBy(asc(contactReplies.id));
}

export async function insertReply(
  tx: Tx,
  values: { messageId: number; authorId: number; fromAdmin: boolean; body: string },
) {
  const rows = await tx.insert(contactReplies).values(values).returning({ id: contactReplies.id });
  return rows[0]!.id;
}

/**
 * One guarded status change: only from one of `from`, stamping when the status was reached (an
 * open ticket resolved at once is acknowledged then too). Null when the ticket is not in `from`.
 */
export async function changeStatus(tx: Tx, id: number, change: { to: number; from: readonly number[] }) {
  const now = sql`now()`;
  const rows = await tx
    .update(contactMessages)
    .set({
      status: change.to,
      ...(change.to >= 1 ? { acknowledgedAt: sql`coalesce(${contactMessages.acknowledgedAt}, now())` } : {}),
      ...(change.to === 2 ? { resolvedAt: now } : {}),
      ...(change.to === 3 ? { closedAt: now } : {}),
      ...(change.to === 1 ? { resolvedAt: null } : {}),
    })
    .where(and(eq(contactMessages.id, id), inArray(contactMessages.status, [...change.from])))
    .returning({ id: contactMessages.id });
  return rows[0] ?? null;
}

/** Open tickets past a deadline (the admin dashboard). */
export async function countOverdue(q: Queryable, now: Date): Promise<number> {
  return q.$count(contactMessages, overdueCondition(now));
}

export async function insertAttachment(tx: Tx, values: typeof contactAttachments.$inferInsert) {
  const rows = await tx.insert(contactAttachments).values(values).returning({ id: contactAttachments.id });
  return rows[0]!.id;
}

export function findAttachments(q: Queryable, messageId: number) {
  return q
    .select()
    .from(contactAttachments)
    .where(eq(contactAttachments.messageId, messageId))
    .orderBy(asc(contactAttachments.id));
}

export async function findAttachment(q: Queryable, messageId: number, id: number) {
  const rows = await q
    .select()
    .from(contactAttachments)
    .where(and(eq(contactAttachments.messageId, messageId), eq(contactAttachments.id, id)));
  return rows[0] ?? null;
}

/** The words of a closed account's tickets and replies erased; statuses and dates stay. */
export async function eraseTicketTexts(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(contactMessages)
    .set({ subject: '[erased]', message: '[erased]' })
    .where(eq(contactMessages.userId, userId));
  await tx
    .update(contactReplies)
    .set({ body: '[erased]' })
    .where(and(eq(contactReplies.authorId, userId), eq(contactReplies.fromAdmin, false)));
}

/** A closed account's attachments: their rows removed, their storage keys answered to remove. */
export async function deleteAttachmentsOf(tx: Tx, userId: number): Promise<string[]> {
  const rows = await tx
    .delete(contactAttachments)
    .where(
      sql`${contactAttachments.messageId} in (select id from contact_messages where user_id = ${userId})`,
    )
    .returning({ storageKey: contactAttachments.storageKey });
  return rows.map((row) => row.storageKey);
}
