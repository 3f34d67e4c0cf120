import { z } from 'zod';
import { defineJob } from '../../lib/jobs.js';
import { EXPORT_JOB, makeQueuedExports, removeExpiredExports, type ExportWorker } from './exports.service.js';

/**
 * Exports made by a worker (docs/decisions/169-exports-made-by-a-worker.md): sent when an admin
 * asks for one, and every minute in case a send was lost or a worker died mid-file; and the hourly
 * removal of files older than a day.
 */
export function exportsJobs(worker: ExportWorker) {
  const { db, storage } = worker;
  return [
    defineJob({
      name: EXPORT_JOB,
      payload: z.object({}),
      schedule: { cron: '* * * * *', payload: {} },
      handler: () => makeQueuedExports(worker),
    }),
    defineJob({
      name: 'exports.remove-expired',
      payload: z.object({}),
      schedule: { cron: '17 * * * *', payload: {} },
      handler: () => removeExpiredExports({ db, storage }),
    }),
  ];
}
