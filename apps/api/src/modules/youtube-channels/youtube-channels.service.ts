import {
  pageInfoOf,
  type ListResponse,
  type youtubeChannelInputSchema,
  type youtubeChannelListQuerySchema,
  type YoutubeChannelRow,
} from '@portal/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { withTransaction } from '../../db/transaction.js';
import { writeAudit } from '../../lib/audit.js';
import type { Actor } from '../../lib/auth.js';
import { notFound } from '../../lib/errors.js';
import * as channelsRepo from './youtube-channels.repository.js';

/**
 * YouTube channels (docs/product/content-and-earning.md, Other content): admins keep the list
 * and every change is audited; users read the running channels.
 */

function toChannelRow(row: channelsRepo.ChannelRecord): YoutubeChannelRow {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    description: row.description,
    is_running: row.isRunning,
    created_at: row.createdAt.toISOString(),
  };
}

/** GET youtube-channels: admins see every channel, users the running ones. */
export async function listChannels({
  db,
  actor,
  query,
}: {
  db: Database;
  actor: Actor;
  query: z.output<typeof youtubeChannelListQuerySchema>;
}): Promise<ListResponse<YoutubeChannelRow>> {
  const filter = query.search_param ?? {};
  const parts = {
    search: query.search,
    runningOnly: actor.role === 2,
    isRunning: filter.is_running === undefined ? undefined : filter.is_running === 'true',
    sortBy: query.sortBy as 'name' | 'created_at' | undefined,
    sortDir: query.sortDir,
  };
  const [rows, total] = await Promise.all([
    channelsRepo.findChannels(db, parts, {
      offset: (query.page_number - 1) * query.page_size,
      size: query.page_size,
    }),
    channelsRepo.countChannels(db, parts),
  ]);
  return { data: rows.map(toChannelRow), pageInfo: pageInfoOf(total, query.page_number, query.page_size) };
}

type ChannelInput = z.output<typeof youtubeChannelInputSchema>;

const channelColumns = (input: ChannelInput) => ({
  name: input.name,
  url: input.url,
  description: input.description,
  isRunning: input.is_running,
});

export async function createChannel({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: ChannelInput;
}) {
  return withTransaction(db, async (tx) => {
    const row = await channelsRepo.insertChannel(tx, channelColumns(input));
    await writeAudit(tx, {
      actor,
      action: 'youtube_channel.create',
      entity: 'youtube_channels',
      entityId: row.id,
      after: input,
    });
    return toChannelRow(row);
  });
}

export async function updateChannel({
  db,
  actor,
  id,
  input,
}: {
  db: Database;
  actor: Actor;
  id: number;
  input: ChannelInput;
}) {
  return withTransaction(db, async (tx) => {
    const row = await channelsRepo.updateChannel(tx, id, channelColumns(input));
    if (!row) throw notFound();
    await writeAudit(tx, {
      actor,
      action: 'youtube_channel.update',
      entity: 'youtube_channels',
      entityId: id,
      after: input,
    });
    return toChannelRow(row);
  });
}

export async function deleteChannel({ db, actor, id }: { db: Database; actor: Actor; id: number }) {
  return withTransaction(db, async (tx) => {
    const row = await channelsRepo.deleteChannel(tx, id);
    if (!row) throw notFound();
    await writeAudit(tx, {
      actor,
      action: 'youtube_channel.delete',
      entity: 'youtube_channels',
      entityId: id,
      before: toChannelRow(row),
    });
    return { message: 'Deleted' };
  });
}
