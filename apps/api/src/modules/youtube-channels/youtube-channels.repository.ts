import { and, asc, desc, eq, ilike, or } from 'drizzle-orm';
import type { SortDirection } from '@portal/shared';
import type { Queryable, Tx } from '../../db/client.js';
import { youtubeChannels } from '../../db/schema.js';
import { likePattern } from '../../lib/list.js';

export type ChannelRecord = typeof youtubeChannels.$inferSelect;

export async function insertChannel(tx: Tx, values: typeof youtubeChannels.$inferInsert) {
  const rows = await tx.insert(youtubeChannels).values(values).returning();
  return rows[0]!;
}

export async function updateChannel(
  tx: Tx,
  id: number,
  values: Partial<typeof youtubeChannels.$inferInsert>,
) {
  const rows = await tx.update(youtubeChannels).set(values).where(eq(youtubeChannels.id, id)).returning();
  return rows[0] ?? null;
}

export async function deleteChannel(tx: Tx, id: number) {
  const rows = await tx.delete(youtubeChannels).where(eq(youtubeChannels.id, id)).returning();
  return rows[0] ?? null;
}

function channelConditions(query: { search?: string; runningOnly: boolean; isRunning?: boolean }) {
  return and(
    query.runningOnly ? eq(youtubeChannels.isRunning, true) : undefined,
    query.isRunning !== undefined ? eq(youtubeChannels.isRunning, query.isRunning) : undefined,
    query.search
      ? or(
          ilike(youtubeChannels.name, likePattern(query.search)),
          ilike(youtubeChannels.description, likePattern(query.search)),
        )
      : undefined,
  );
}

/** The channel list is short (a handful a year): offset pages and an exact count. */
export async function findChannels(
  q: Queryable,
  query: {
    search?: string;
    runningOnly: boolean;
    isRunning?: boolean;
    sortBy?: 'name' | 'created_at';
    sortDir?: SortDirection;
  },
  page: { offset: number; size: number },
) {
  const direction = query.sortDir === 'desc' ? desc : asc;
  const key = query.sortBy === 'created_at' ? youtubeChannels.createdAt : youtubeChannels.name;
  return q
    .select()
    .from(youtubeChannels)
    .where(channelConditions(query))
    .orderBy(direction(key), asc(youtubeChannels.id))
    .limit(page.size)
    .offset(page.offset);
}

export async function countChannels(
  q: Queryable,
  query: { search?: string; runningOnly: boolean; isRunning?: boolean },
) {
  return q.$count(youtubeChannels, channelConditions(query));
}
