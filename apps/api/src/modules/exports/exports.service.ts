import { randomUUID } from 'node:crypto';
import {
  EXPORT_MESSAGES,
  Role,
  type ExportJob,
  type ExportList,
  type ExportStatus,
  type UiLanguage,
} from '@portal/shared';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../lib/auth.js';
import { AppError, notFound } from '../../lib/errors.js';
import { requireActor, type AppDeps, type JobQueue } from '../../lib/fastify.js';
import { queueJob } from '../../lib/jobs.js';
import { languageOfRequest, messagesIn } from '../../lib/messages.js';
import type { Storage } from '../../lib/storage/storage.js';
import * as usersService from '../users/users.service.js';
import { contentTypeOf, LIST_EXPORTS, OWN_EXPORTS } from './exports.lists.js';
import * as exportsRepo from './exports.repository.js';
import { EXPORT_KEEP_MS, isExpired, percentOf, PROGRESS_EVERY_MS, storageKeyOf } from './exports.rules.js';

/**
 * Exports made by a worker (docs/decisions/169-exports-made-by-a-worker.md): a list's GET with
 * `exports` checks the query and counts the rows (refusing too many at once, as before), keeps the
 * export and queues it; a `worker` writes the file to storage with its progress; the admin's screen
 * follows it and downloads the file, for a day.
 */

/** The job that makes queued exports (exports.jobs.ts). */
export const EXPORT_JOB = 'exports.make';

function toJob(row: exportsRepo.ExportJobRow, error: (message: string) => string): ExportJob {
  const status = row.status as ExportStatus;
  return {
    id: row.id,
    list: row.list as ExportList,
    status,
    percent: percentOf({ status, rowsWritten: row.rowsWritten, rowsTotal: row.rowsTotal }),
    rows_total: row.rowsTotal,
    rows_written: row.rowsWritten,
    file_name: row.fileName,
    error: row.error === null ? null : error(row.error),
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    downloaded_at: row.downloadedAt?.toISOString() ?? null,
  };
}

/** The text of a job's `error` in the reader's language. */
async function errorTextIn(language: UiLanguage) {
  return (await messagesIn(language)).text;
}

/**
 * GET {list}?exports (admins): the query as the admin sent it (less `exports`), checked and
 * counted now, kept, and queued for a worker. Answers the job (202).
 */
export async function queueExport({
  db,
  jobs,
  log,
  actor,
  list,
  query,
  language,
  maxRows,
}: {
  db: Database;
  jobs: JobQueue | undefined;
  log: FastifyBaseLogger;
  actor: Actor;
  list: ExportList;
  query: Record<string, string>;
  language: UiLanguage;
  maxRows: number;
}): Promise<ExportJob> {
  const { exports: _flag, ...kept } = query;
  // Refuses a query the list refuses, and more rows than one file may hold, before anything waits.
  const file = await LIST_EXPORTS[list].prepare({ db, actor, query: kept, maxRows });
  const row = await exportsRepo.insertJob(db, {
    id: randomUUID(),
    userId: actor.id,
    list,
    query: kept,
    language,
    fileName: file.fileName,
  });
  queueJob(jobs, EXPORT_JOB, log);
  return toJob(row, await errorTextIn(language));
}

/** GET exports/{id}: one of the caller's exports, or 404. */
export async function getExport({
  db,
  actor,
  id,
  language,
}: {
  db: Database;
  actor: Actor;
  id: string;
  language: UiLanguage;
}): Promise<ExportJob> {
  const row = await exportsRepo.findJob(db, id, actor.id);
  if (!row) throw notFound();
  return toJob(row, await errorTextIn(language));
}

/** GET exports: the caller's exports of the last day, newest first; `list` narrows them to one list. */
export async function listExports({
  db,
  actor,
  list,
  language,
}: {
  db: Database;
  actor: Actor;
  list?: ExportList;
  language: UiLanguage;
}): Promise<{ data: ExportJob[] }> {
  const rows = await exportsRepo.findJobsOf(db, actor.id, new Date(Date.now() - EXPORT_KEEP_MS), list);
  const text = await errorTextIn(language);
  return { data: rows.map((row) => toJob(row, text)) };
}

/**
 * GET exports/{id}/file: the made file, marked downloaded; 404 before it is ready (or when it is
 * not the caller's), 410 once it has expired.
 */
export async function sendExportFile({
  db,
  storage,
  actor,
  id,
  reply,
}: {
  db: Database;
  storage: Storage;
  actor: Actor;
  id: string;
  reply: FastifyReply;
}): Promise<FastifyReply> {
  const row = await exportsRepo.findJob(db, id, actor.id);
  if (!row || row.status !== 'ready' || !row.storageKey) throw notFound();
  if (isExpired(row.expiresAt, new Date())) throw new AppError(410, EXPORT_MESSAGES.expired);
  const file = await storage.read(row.storageKey);
  if (!file) throw new AppError(410, EXPORT_MESSAGES.expired);
  await exportsRepo.markDownloaded(db, id);
  return reply
    .header('content-type', contentTypeOf(row.list as ExportList))
    .header('content-disposition', `attachment; filename="${row.fileName}"`)
    .header('cache-control', 'no-store')
    .send(file);
}

/** What a worker makes exports with. */
export interface ExportWorker {
  db: Database;
  /** The read replica (DATABASE_REPLICA_URL), for the rows; absent: the primary. */
  reads?: Database;
  storage: Storage;
  maxRows: number;
}

/** The run of one claimed export: answers whether this attempt made the file. */
async function makeExport({
  db,
  reads,
  storage,
  job,
  maxRows,
}: {
  db: Database;
  reads: Database | undefined;
  storage: Storage;
  job: exportsRepo.ExportJobRow;
  maxRows: number;
}): Promise<boolean> {
  const attempt = { id: job.id, attempt: job.attempt };
  const profile = await usersService.getProfile({ db, userId: job.userId });
  // An admin who lost the role (or the account) meanwhile gets no file; a promoter makes only
  // their own data's.
  const own = OWN_EXPORTS.includes(job.list as ExportList);
  if (!profile.is_active || (profile.role === Role.User) !== own)
    throw new AppError(403, EXPORT_MESSAGES.failed);
  const actor: Actor = {
    id: job.userId,
    username: profile.username,
    role: profile.role as Role,
    sessionId: '',
    ip: '',
  };
  // The rows from the replica once it holds the moment the export was asked for (the admin's
  // view then, or later); from the primary before that, or when the replica does not answer.
  const replicaHolds = reads ? await exportsRepo.holdsUpTo(reads, job.createdAt).catch(() => false) : false;
  const file = await LIST_EXPORTS[job.list as ExportList].prepare({
    db: reads && replicaHolds ? reads : db,
    actor,
    query: job.query as Record<string, string>,
    maxRows,
  });
  if (!(await exportsRepo.recordProgress(db, attempt, { rowsTotal: file.rows, rowsWritten: 0 })))
    return false;

  const { text } = await messagesIn(job.language as UiLanguage);
  let written = 0;
  let reported = Date.now();
  let reporting: Promise<void> = Promise.resolve();
  const source = file.open(text, (rows) => {
    written = rows;
    if (Date.now() - reported < PROGRESS_EVERY_MS) return;
    reported = Date.now();
    reporting = reporting.then(async () => {
      // Overtaken by another attempt (this one was thought dead): stop writing.
      if (!(await exportsRepo.recordProgress(db, attempt, { rowsWritten: written })))
        source.destroy(new Error('export taken over by another attempt'));
    });
  });
  const key = storageKeyOf(job.id, job.fileName);
  await storage.put(key, source, { contentType: contentTypeOf(job.list as ExportList) });
  await reporting;
  const finished = await exportsRepo.finishAttempt(db, attempt, {
    status: 'ready',
    storageKey: key,
    rowsWritten: written,
    expiresAt: new Date(Date.now() + EXPORT_KEEP_MS),
  });
  return finished;
}

/**
 * The worker's job: gives up on exports whose worker died twice, then makes every queued export
 * (and one whose worker died under it, once more), oldest first, reading the rows from the
 * replica when it holds the moment each was asked for. A failure is kept on the export
 * with a message for the admin, not retried. Answers counts for the log.
 */
export async function makeQueuedExports({
  db,
  reads,
  storage,
  maxRows,
}: ExportWorker): Promise<{ made: number; failed: number; abandoned: number }> {
  const abandoned = await exportsRepo.failAbandoned(db, EXPORT_MESSAGES.failed);
  let made = 0;
  let failed = 0;
  for (let job = await exportsRepo.claimNext(db); job; job = await exportsRepo.claimNext(db)) {
    try {
      if (await makeExport({ db, reads, storage, job, maxRows })) made += 1;
    } catch (error) {
      failed += 1;
      // A refusal (the rows grew past the limit meanwhile) is the admin's to read; anything else
      // reads as the export failing.
      const message =
        error instanceof AppError && error.statusCode === 422 ? error.message : EXPORT_MESSAGES.failed;
      await exportsRepo.finishAttempt(
        db,
        { id: job.id, attempt: job.attempt },
        { status: 'failed', error: message },
      );
    }
  }
  return { made, failed, abandoned };
}

/** The hourly clean-up: stored files and rows of exports older than a day, and expired ones. */
export async function removeExpiredExports({
  db,
  storage,
  now = new Date(),
}: {
  db: Database;
  storage: Storage;
  now?: Date;
}): Promise<{ removed: number }> {
  let removed = 0;
  for (;;) {
    const rows = await exportsRepo.findExpired(db, now, new Date(now.getTime() - EXPORT_KEEP_MS));
    if (rows.length === 0) return { removed };
    for (const row of rows) if (row.storageKey) await storage.remove(row.storageKey);
    await exportsRepo.deleteJobs(
      db,
      rows.map((row) => row.id),
    );
    removed += rows.length;
  }
}

/**
 * The export of a list, from its route when the query sets `exports` (docs/product/lists.md,
 * Exports): queued for a worker and answered 202 with the job, which the screen follows at
 * GET exports/{id} (docs/decisions/169-exports-made-by-a-worker.md).
 */
export async function queueListExport(
  { db, jobs, config }: Pick<AppDeps, 'db' | 'jobs' | 'config'>,
  request: FastifyRequest,
  reply: FastifyReply,
  list: ExportList,
) {
  const query = Object.fromEntries(new URL(request.url, 'http://portal').searchParams);
  const job = await queueExport({
    db,
    jobs,
    log: request.log,
    actor: requireActor(request),
    list,
    query,
    language: languageOfRequest(request),
    maxRows: config.EXPORT_MAX_ROWS,
  });
  return reply.code(202).header('location', `/api/v1/exports/${job.id}`).send(job);
}
