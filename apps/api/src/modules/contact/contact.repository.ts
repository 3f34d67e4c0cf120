import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { contactMessages, users } from '../../db/schema.js';
import { likePattern } from '../../lib/list.js';

export async function insertMessage(tx: Tx, values: { userId: number; subject: string; message: string }) {
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

function conditions(query: { search?: string; unread?: boolean }) {
  return and(
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
  query: { search?: string; unread?: boolean; ascending: boolean },
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

export async function countMessages(q: Queryable, query: { search?: string; unread?: boolean }) {
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
