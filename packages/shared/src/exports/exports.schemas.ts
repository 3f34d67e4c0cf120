import { z } from '../zod.js';
import { EXPORT_LISTS, EXPORT_STATUSES } from './exports.constants.js';

/**
 * Exports made by a background job (docs/decisions/169-exports-made-by-a-worker.md): a list's GET
 * with `exports` set queues the file and answers its job; the admin's screen follows the job by
 * its id and downloads the file once it is ready.
 */
export const exportListSchema = z.enum(EXPORT_LISTS);

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
