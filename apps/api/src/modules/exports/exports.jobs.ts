import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { defineJob } from '../../lib/jobs.js';
import type { Storage } from '../../lib/storage/storage.js';
import { EXPORT_JOB, makeQueuedExports, removeExpiredExports } from './exports.service.js';

/**
 * Exports made by a worker (docs/decisions/169-exports-made-by-a-worker.md): sent when an admin
 * asks for one, and every minute in case a send was lost or a worker died mid-file; and the hourly
 * removal of files older than a day.
 */
export function exportsJobs({
  db,
  reads,
  storage,
  maxRows,
}: {
  db: Database;
  /** The read replica, when DATABASE_REPLICA_URL names one: the exports' rows come from it. */
  reads?: Database;
  storage: Storage;
  maxRows: number;
}) {
  return [
    defineJob({
      name: EXPORT_JOB,
      payload: z.object({}),
      schedule: { cron: '* * * * *', payload: {} },
      handler: () => makeQueuedExports({ db, reads, storage, maxRows }),
    }),
    defineJob({
      name: 'exports.remove-expired',
      payload: z.object({}),
      schedule: { cron: '17 * * * *', payload: {} },
      handler: () => removeExpiredExports({ db, storage }),
    }),
  ];
}
