import { z } from '../zod.js';

/**
 * Exports made by a background job (docs/decisions/169-exports-made-by-a-worker.md): a list's GET
 * with `exports` set queues the file and answers its job; the admin's screen follows the job by
 * its id and downloads the file once it is ready.
 */
export const EXPORT_LISTS = ['users', 'withdraw_requests', 'pin_requests', 'quiz_attempts'] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];
export const exportListSchema = z.enum(EXPORT_LISTS);

/** The refusals of an export's file (their codes: export.expired, export.failed). */
export const EXPORT_MESSAGES = {
  expired: 'This export has expired: export the list again',
  failed: 'The export could not be made: please export again',
} as const;

export const EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** An export job as the API answers it (202 from a list with `exports`, GET exports/{id}). */
export const exportJobSchema = z.object({
  id: z.string(),
  list: exportListSchema,
  status: z.enum(EXPORT_STATUSES),
  /** 0–100: rows written of the rows that matched when the job began. */
  percent: z.number().int(),
  rows_total: z.number().int().nullable(),
  rows_written: z.number().int(),
  file_name: z.string(),
  /** Why a failed export failed, in the admin's language. */
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  /** When the file is removed (a day after it was made). */
  expires_at: z.string().nullable(),
  downloaded_at: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

/** GET exports: the caller's exports of the last day, newest first (optionally of one list). */
export const exportJobsQuerySchema = z.object({ list: exportListSchema.optional() });
export const exportJobsResponseSchema = z.object({ data: z.array(exportJobSchema) });
export type ExportJobs = z.infer<typeof exportJobsResponseSchema>;

/** Whether the job may still change: the screen keeps 'Exporting...' while it is. */
export function isExportActive(job: Pick<ExportJob, 'status'>): boolean {
  return job.status === 'queued' || job.status === 'running';
}
