import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { defineJob } from '../../lib/jobs.js';
import { purgeStaleSignInRecords } from './auth.service.js';

export const PURGE_SIGN_IN_RECORDS_JOB = 'auth.purge-sign-in-records';

/** The auth module's jobs: the daily purge of ended sessions and stale login failures, at 03:30 India time. */
export function authJobs({ db }: { db: Database }) {
  return [
    defineJob({
      name: PURGE_SIGN_IN_RECORDS_JOB,
      payload: z.object({}),
      schedule: { cron: '30 3 * * *', payload: {} },
      handler: () => purgeStaleSignInRecords({ db }),
    }),
  ];
}
