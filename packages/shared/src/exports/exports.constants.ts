/**
 * Exports made by a background job (docs/decisions/169-exports-made-by-a-worker.md): the lists that
 * export, an export's states and its refusals. No schema library here: the message catalogue
 * (i18n/english.ts) reads these, and it is on every screen.
 */
export const EXPORT_LISTS = [
  'users',
  'withdraw_requests',
  'pin_requests',
  'quiz_attempts',
  'my_data',
  'audit_log',
] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

/** The refusals of an export's file (their codes: export.expired, export.failed). */
export const EXPORT_MESSAGES = {
  expired: 'This export has expired: export the list again',
  failed: 'The export could not be made: please export again',
} as const;

export const EXPORT_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** Whether the job may still change: the screen keeps 'Exporting...' while it is. */
export function isExportActive(job: { status: ExportStatus }): boolean {
  return job.status === 'queued' || job.status === 'running';
}
