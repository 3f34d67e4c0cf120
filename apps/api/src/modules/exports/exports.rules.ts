import type { ExportStatus } from '@portal/shared';

/**
 * Exports made by a worker (docs/decisions/169-exports-made-by-a-worker.md): what the screen is
 * told of a job's progress, where its file is kept, and for how long.
 */

/** How long a made file is kept: the admin has a day to download it. */
export const EXPORT_KEEP_MS = 24 * 60 * 60 * 1000;

/** How often a running export writes its progress: often enough for a moving percentage. */
export const PROGRESS_EVERY_MS = 500;

/** Rows written of the rows that matched, as a whole percentage; 100 once the file is ready. */
export function percentOf(job: {
  status: ExportStatus;
  rowsWritten: number;
  rowsTotal: number | null;
}): number {
  if (job.status === 'ready') return 100;
  if (!job.rowsTotal) return 0;
  // Never 100 before the file is stored: the last rows written is not the file kept.
  return Math.min(99, Math.floor((job.rowsWritten * 100) / job.rowsTotal));
}

/** The stored file's key: one folder per export, the list's own file name inside. */
export function storageKeyOf(id: string, fileName: string): string {
  return `exports/${id}/${fileName}`;
}

/** A ready file is downloadable until it expires. */
export function isExpired(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && expiresAt.getTime() <= now.getTime();
}

/**
 * A running export whose progress has not moved for this long lost its worker (killed mid-file):
 * the next run claims it again. A live run writes its progress every PROGRESS_EVERY_MS.
 */
export const STALE_AFTER_MS = 60_000;

/** Runs an export gets: the first, and one more after a worker died under it. */
export const MAX_ATTEMPTS = 2;
