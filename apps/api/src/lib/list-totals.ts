import { LRUCache } from 'lru-cache';
import { countLimitOf } from './list-pages.rules.js';

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
}: {
  cap: number;
  /** How long "more than the cap" is remembered; 0 remembers nothing. */
  cacheSeconds: number;
  maxEntries?: number;
}): TotalCounter {
  const limit = countLimitOf(cap);
  const capped =
    cacheSeconds > 0 ? new LRUCache<string, true>({ max: maxEntries, ttl: cacheSeconds * 1000 }) : null;
  return {
    cap,
    count: async (key, countUpTo) => {
      if (capped?.has(key)) return limit;
      const counted = await countUpTo(limit);
      if (counted > cap) capped?.set(key, true);
      return counted;
    },
  };
}
