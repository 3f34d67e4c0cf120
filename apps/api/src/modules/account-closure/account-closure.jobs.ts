import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { defineJob } from '../../lib/jobs.js';
import type { Storage } from '../../lib/storage/storage.js';
import { closeDueAccounts } from './account-closure.service.js';

export const CLOSE_ACCOUNTS_JOB = 'accounts.close-due';

/** Every 10 minutes, accounts whose notice has run out are closed (docs/decisions/182-own-data-export.md). */
export function accountClosureJobs({ db, storage }: { db: Database; storage: Storage }) {
  return [
    defineJob({
      name: CLOSE_ACCOUNTS_JOB,
      payload: z.object({}),
      schedule: { cron: '*/10 * * * *', payload: {} },
      handler: () => closeDueAccounts({ db, storage }),
    }),
  ];
}
