import { and, desc, eq, gt, inArray, lt, lte, or, sql } from 'drizzle-orm';
import { rowsOf, type Queryable } from '../../db/client.js';
import { exportJobs } from '../../db/schema.js';
import { MAX_ATTEMPTS, STALE_AFTER_MS } from './exports.rules.js';

export type ExportJobRow = typeof exportJobs.$inferSelect;

export async function insertJob(
  q: Queryable,
  values: {
    id: string;
    userId: number;
    list: string;
    query: Record<string, string>;
    language: string;
    fileName: string;
  },
): Promise<ExportJobRow> {
  const rows = await q.insert(exportJobs).values(values).returning();
  return rows[0]!;
}

export async function findJob(q: Queryable, id: string, userId: number): Promise<ExportJobRow | null> {
  const rows = await q
    .select()
    .from(exportJobs)
    .where(and(eq(exportJobs.id, id), eq(exportJobs.userId, userId)));
  return rows[0] ?? null;
}

/** A user's exports made since `since`, newest first, optionally of one list. */
export function findJobsOf(q: Queryable, userId: number, since: Date, list?: string) {
  return q
    .select()
    .from(exportJobs)
    .where(
      and(
        eq(exportJobs.userId, userId),
        gt(exportJobs.createdAt, since),
        list ? eq(exportJobs.list, list) : undefined,
      ),
    )
    .orderBy(desc(exportJobs.createdAt))
    .limit(20);
}

const STALE = sql`now() - make_interval(secs => ${STALE_AFTER_MS / 1000})`;

/**
 * Gives up on exports whose worker died under them on their last attempt: failed, with `error`.
 * Answers how many.
 */
export async function failAbandoned(q: Queryable, error: string): Promise<number> {
  const rows = await q
    .update(exportJobs)
    .set({ status: 'failed', error, finishedAt: sql`now()` })
    .where(
      and(
        eq(exportJobs.status, 'running'),
        lt(exportJobs.progressAt, STALE),
        sql`${exportJobs.attempt} >= ${MAX_ATTEMPTS}`,
      ),
    )
    .returning({ id: exportJobs.id });
  return rows.length;
}

/**
 * Claims the oldest export waiting for a worker (queued, or running with a stale heartbeat) for a
 * new attempt, skipping one another worker is claiming: the row with its new `attempt`, or null.
 */
export async function claimNext(q: Queryable): Promise<ExportJobRow | null> {
  const rows = rowsOf<{ id: string }>(
    await q.execute(sql`
    update export_jobs set status = 'running', attempt = attempt + 1, started_at = now(),
      progress_at = now(), rows_written = 0
    where id = (
      select id from export_jobs
      where status = 'queued'
        or (status = 'running' and progress_at < ${STALE} and attempt < ${MAX_ATTEMPTS})
      order by created_at
      limit 1
      for update skip locked)
    returning id`),
  );
  const id = rows[0]?.id;
  if (!id) return null;
  const [row] = await q.select().from(exportJobs).where(eq(exportJobs.id, id));
  return row ?? null;
}

/** The attempt's progress and heartbeat; false when another attempt has taken the export over. */
export async function recordProgress(
  q: Queryable,
  job: { id: string; attempt: number },
  values: { rowsTotal?: number; rowsWritten: number },
): Promise<boolean> {
  const rows = await q
    .update(exportJobs)
    .set({ ...values, progressAt: sql`now()` })
    .where(
      and(eq(exportJobs.id, job.id), eq(exportJobs.attempt, job.attempt), eq(exportJobs.status, 'running')),
    )
    .returning({ id: exportJobs.id });
  return rows.length > 0;
}

/** The attempt's end: ready with its stored file, or failed with why; false when overtaken. */
export async function finishAttempt(
  q: Queryable,
  job: { id: string; attempt: number },
  values:
    | { status: 'ready'; storageKey: string; rowsWritten: number; expiresAt: Date }
    | { status: 'failed'; error: string },
): Promise<boolean> {
  const rows = await q
    .update(exportJobs)
    .set({ ...values, finishedAt: sql`now()`, progressAt: sql`now()` })
    .where(
      and(eq(exportJobs.id, job.id), eq(exportJobs.attempt, job.attempt), eq(exportJobs.status, 'running')),
    )
    .returning({ id: exportJobs.id });
  return rows.length > 0;
}

export async function markDownloaded(q: Queryable, id: string): Promise<void> {
  await q
    .update(exportJobs)
    .set({ downloadedAt: sql`coalesce(${exportJobs.downloadedAt}, now())` })
    .where(eq(exportJobs.id, id));
}

/** Exports to forget: ready ones past their expiry, and any other made before `before`. */
export function findExpired(q: Queryable, now: Date, before: Date) {
  return q
    .select({ id: exportJobs.id, storageKey: exportJobs.storageKey })
    .from(exportJobs)
    .where(or(lte(exportJobs.expiresAt, now), lt(exportJobs.createdAt, before)))
    .limit(500);
}

export async function deleteJobs(q: Queryable, ids: string[]): Promise<void> {
  if (ids.length > 0) await q.delete(exportJobs).where(inArray(exportJobs.id, ids));
}

/**
 * Whether the database `q` (a read replica) holds everything committed up to `at`: its last
 * replayed commit is at or after it. A server that is not a standby holds everything.
 */
export async function holdsUpTo(q: Queryable, at: Date): Promise<boolean> {
  const rows = rowsOf<{ holds: boolean }>(
    await q.execute(
      sql`select coalesce(pg_last_xact_replay_timestamp() >= ${at.toISOString()}::timestamptz, not pg_is_in_recovery()) as holds`,
    ),
  );
  return rows[0]?.holds ?? false;
}
