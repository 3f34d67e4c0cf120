import { LRUCache } from 'lru-cache';
import type { AppConfig } from '../config/env.js';
import { countLimitOf } from './list-pages.rules.js';
import type { NoticeBus } from './notices.js';

/**
 * Counts a list's matching rows up to its cap (docs/decisions/020-capped-totals-and-keyset-pages.md).
 * An answer of "more than the cap" is remembered for a while: it only turns false when matches
 * drop below the cap, and reading up to cap + 1 rows of a common search (a heap check per row)
 * is most of what its page costs. Exact counts are never remembered, so a small list's total is
 * always current.
 */
export interface TotalCounter {
  readonly cap: number;
  /**
   * The count up to cap + 1 (more than `cap` means capped). `key` names the rows counted: the
   * list, its search and filters, and where counting starts.
   */
  count(key: string, countUpTo: (limit: number) => Promise<number>): Promise<number>;
}

export function createTotalCounter({
  cap,
  cacheSeconds,
  maxEntries = 1000,
  notices,
}: {
  cap: number;
  /** How long "more than the cap" is remembered; 0 remembers nothing. */
  cacheSeconds: number;
  maxEntries?: number;
  /** Tells the other instances when a count passes the cap, and hears theirs. */
  notices?: NoticeBus;
}): TotalCounter {
  const limit = countLimitOf(cap);
  const capped =
    cacheSeconds > 0 ? new LRUCache<string, true>({ max: maxEntries, ttl: cacheSeconds * 1000 }) : null;
  if (capped)
    notices?.subscribe({
      notice: (notice) => {
        if (notice.kind === 'capped' && notice.key.startsWith(`${cap}|`))
          capped.set(notice.key.slice(`${cap}|`.length), true);
      },
      // Only ever "more than the cap", which a missed notice leaves true.
      reset: () => {},
    });
  return {
    cap,
    count: async (key, countUpTo) => {
      if (capped?.has(key)) return limit;
      const counted = await countUpTo(limit);
      if (counted > cap && capped) {
        capped.set(key, true);
        // Under this cap: an instance counting to another cap must not take it for its own.
        void notices?.publish({ kind: 'capped', key: `${cap}|${key}` });
      }
      return counted;
    },
  };
}

/** A routes file's counter, on the configuration's cap, shared with the other instances. */
export function totalCounterFor({
  config,
  notices,
}: {
  config: AppConfig;
  notices: NoticeBus;
}): TotalCounter {
  return createTotalCounter({
    cap: config.LIST_TOTAL_CAP,
    cacheSeconds: config.LIST_TOTAL_CACHE_SECONDS,
    notices,
  });
}
