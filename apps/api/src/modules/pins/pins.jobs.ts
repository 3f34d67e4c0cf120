import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { defineJob } from '../../lib/jobs.js';
import { raiseOverdueTerms, rejectStaleRequests } from './pins.service.js';

export const AUTO_RAISE_TERMS_JOB = 'pins.auto-raise-terms';
export const AUTO_REJECT_STALE_JOB = 'pins.auto-reject-stale';

/**
 * The PIN timers (docs/product/pins-and-levels.md): every minute, terms nobody raised within the
 * set minutes are raised; every hour, requests pending for the set days are rejected. Both are
 * idempotent: a second run, or a second instance, finds nothing left to do.
 */
export function pinsJobs({ db }: { db: Database }) {
  return [
    defineJob({
      name: AUTO_RAISE_TERMS_JOB,
      payload: z.object({}),
      schedule: { cron: '* * * * *', payload: {} },
      handler: () => raiseOverdueTerms({ db }),
    }),
    defineJob({
      name: AUTO_REJECT_STALE_JOB,
      payload: z.object({}),
      schedule: { cron: '7 * * * *', payload: {} },
      handler: () => rejectStaleRequests({ db }),
    }),
  ];
}
