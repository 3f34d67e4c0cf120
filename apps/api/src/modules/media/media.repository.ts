import { inArray, sql } from 'drizzle-orm';
import { rowsOf, type Queryable, type Tx } from '../../db/client.js';
import { videoMedia } from '../../db/schema.js';

export type MediaRecord = typeof videoMedia.$inferSelect;

/** A processing row whose heartbeat is older than this belonged to a worker that died. */
const STALE_HEARTBEAT = sql`interval '10 minutes'`;

/** Queues `file` for the ladder unless it already has a row (made, failed or on its way). */
export async function queue(tx: Tx, file: string): Promise<void> {
  await tx.insert(videoMedia).values({ file }).onConflictDoNothing();
}

export async function findMany(db: Queryable, files: string[]): Promise<MediaRecord[]> {
  if (files.length === 0) return [];
  return db.select().from(videoMedia).where(inArray(videoMedia.file, files));
}

/**
 * Claims the oldest queued file (or one whose worker stopped beating), skipping rows another
 * worker holds: each file is transcoded by one worker at a time, however many instances run.
 */
export async function claimNext(db: Queryable, staleAfter = STALE_HEARTBEAT): Promise<MediaRecord | null> {
  const rows = await db.execute(sql`
    update video_media set status = 'processing', percent = 0, error = null,
           attempts = attempts + 1, heartbeat_at = now()
     where file = (
       select file from video_media
        where status = 'queued' or (status = 'processing' and heartbeat_at < now() - ${staleAfter})
        order by queued_at, file
        limit 1
        for update skip locked)
    returning file`);
  const file = rowsOf<{ file: string }>(rows)[0]?.file;
  if (!file) return null;
  return (await findMany(db, [file]))[0] ?? null;
}

/**
 * A claim is its row's `attempts` when claimed: a worker whose heartbeat went stale (taken for dead)
 * and whose file another worker claimed since holds an old claim, and its writes change nothing, so
 * a conversion is never finished twice (docs/decisions/167-faults-under-load.md).
 */
export interface Claim {
  file: string;
  attempt: number;
}

export async function setPercent(db: Queryable, { file, attempt }: Claim, percent: number): Promise<void> {
  await db.execute(sql`
    update video_media set percent = ${percent}, heartbeat_at = now()
     where file = ${file} and status = 'processing' and attempts = ${attempt}`);
}

/** Records the made ladder; false when the claim is no longer this worker's (nothing recorded). */
export async function finishReady(
  db: Queryable,
  { file, attempt }: Claim,
  renditions: { height: number; bandwidth: number }[],
): Promise<boolean> {
  const rows = await db.execute(sql`
    update video_media set status = 'ready', percent = 100, error = null,
           renditions = ${JSON.stringify(renditions)}::jsonb, finished_at = now()
     where file = ${file} and status = 'processing' and attempts = ${attempt}
    returning file`);
  return rowsOf(rows).length > 0;
}

export async function finishFailed(db: Queryable, { file, attempt }: Claim, error: string): Promise<void> {
  await db.execute(sql`
    update video_media set status = 'failed', error = ${error}, finished_at = now()
     where file = ${file} and status = 'processing' and attempts = ${attempt}`);
}

/** A failed file back in the queue; null when it was not failed (nothing changed). */
export async function requeueFailed(tx: Tx, file: string): Promise<MediaRecord | null> {
  const rows = await tx
    .update(videoMedia)
    .set({ status: 'queued', percent: 0, error: null, queuedAt: sql`now()`, finishedAt: null })
    .where(sql`${videoMedia.file} = ${file} and ${videoMedia.status} = 'failed'`)
    .returning();
  return rows[0] ?? null;
}

export async function remove(q: Queryable, file: string): Promise<void> {
  await q.delete(videoMedia).where(sql`${videoMedia.file} = ${file}`);
}
