import { z } from '../zod.js';

/**
 * GET public-earnings: what promoters actually earn, for a visitor to read before joining
 * (docs/decisions/174-what-promoters-earn.md). Over the last EARNINGS_WINDOW_DAYS whole India days,
 * per promoter level as it is now, of every promoter account that existed when the window began
 * (deactivated ones included): how many, the share who earned anything, and the median and mean
 * earned per 30 days. A level with fewer than `min_promoters` shows its count only (null amounts),
 * so no one promoter's earnings can be read off it.
 */
export const EARNINGS_WINDOW_DAYS = 90;
export const EARNINGS_MIN_PROMOTERS = 5;

export const publicEarningsSchema = z.object({
  /** The window's first and last India dates, both included. */
  from: z.string(),
  to: z.string(),
  days: z.number().int(),
  min_promoters: z.number().int(),
  /** Trainees first (no level yet: `level` null), then levels 0–4. */
  levels: z.array(
    z.object({
      level: z.number().int().nullable(),
      promoters: z.number().int(),
      /** 0–100, one decimal; null when fewer than `min_promoters`. */
      earned_anything_percent: z.number().nullable(),
      /** Rupees per 30 days; null when fewer than `min_promoters`. */
      median_per_month: z.number().nullable(),
      mean_per_month: z.number().nullable(),
    }),
  ),
});
export type PublicEarnings = z.infer<typeof publicEarningsSchema>;
