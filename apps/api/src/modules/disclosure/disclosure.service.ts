import type { PublicEarnings } from '@portal/shared';
import type { Database } from '../../db/client.js';
import * as ledgerService from '../ledger/ledger.service.js';
import * as settingsService from '../settings/settings.service.js';
import { earningsWindow, publicEarningsOf } from './disclosure.rules.js';

/**
 * How long an instance keeps the answer: it changes with the day, and counting 90 days of the
 * ledger is the heaviest read a visitor can cause (docs/decisions/174-what-promoters-earn.md).
 */
export const PUBLIC_EARNINGS_TTL_MS = 10 * 60_000;

export interface PublicEarningsCache {
  get(db: Database, now?: Date): Promise<PublicEarnings>;
}

/**
 * GET public-earnings (anyone): the last 90 days' earnings per promoter level, from the ledger,
 * counted once per instance every PUBLIC_EARNINGS_TTL_MS (one count at a time, however many
 * visitors ask meanwhile) and again when the India day changes.
 */
export function publicEarningsCache(): PublicEarningsCache {
  let kept: { at: number; day: string; answer: Promise<PublicEarnings> } | null = null;
  return {
    get(db, now = new Date()) {
      const window = earningsWindow(now);
      if (kept && kept.day === window.lastDay && now.getTime() - kept.at < PUBLIC_EARNINGS_TTL_MS)
        return kept.answer;
      const answer = countPublicEarnings(db, window);
      kept = { at: now.getTime(), day: window.lastDay, answer };
      // A failed count is not kept: the next visitor asks again.
      answer.catch(() => {
        if (kept?.answer === answer) kept = null;
      });
      return answer;
    },
  };
}

async function countPublicEarnings(
  db: Database,
  window: ReturnType<typeof earningsWindow>,
): Promise<PublicEarnings> {
  // The accounts that get a copy of every scratch card are the programme's, not promoters'.
  const { values } = await settingsService.getSettings(db);
  const rows = await ledgerService.earningsByLevel(db, {
    from: window.from,
    to: window.to,
    excludedUserIds: values.additional_scratch_referrals,
  });
  return publicEarningsOf(window, rows);
}
