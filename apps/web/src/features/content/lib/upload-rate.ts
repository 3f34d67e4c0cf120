/**
 * The speed and time left of an upload, from the byte counts it reported and when (the admin
 * video dialog, issue 17, point 2): the bytes of the last few seconds, so a dropped connection or
 * a faster one shows within seconds, and a resumed upload's bytes already on the server do not
 * count as sent in no time.
 */

export interface RateSample {
  /** Milliseconds (performance.now()). */
  at: number;
  sent: number;
}

/** How far back the speed looks. */
export const RATE_WINDOW_MS = 5000;

/** `samples` with `next` added and those older than the window dropped (one older kept as a base). */
export function addSample(samples: readonly RateSample[], next: RateSample): RateSample[] {
  const all = [...samples, next];
  const from = all.findIndex((sample) => next.at - sample.at <= RATE_WINDOW_MS);
  return all.slice(Math.max(0, from - 1));
}

/**
 * Bytes per second over the samples, or null until they span a second (a first figure from a
 * few milliseconds would be noise).
 */
export function bytesPerSecond(samples: readonly RateSample[]): number | null {
  const first = samples[0];
  const last = samples.at(-1);
  if (!first || !last || last.at - first.at < 1000) return null;
  return Math.max(0, ((last.sent - first.sent) * 1000) / (last.at - first.at));
}

/** Whole seconds left at `rate`, or null when nothing moves. */
export function secondsLeft(sent: number, total: number, rate: number | null): number | null {
  if (!rate || rate <= 0) return null;
  return Math.ceil(Math.max(0, total - sent) / rate);
}

/** A speed in the reader's language ("1.2 MB/s", "350 kB/s"), by the browser's unit names. */
export function speedText(rate: number, language: string): string {
  const mega = rate >= 1_000_000;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: mega ? 'megabyte-per-second' : 'kilobyte-per-second',
    maximumFractionDigits: mega ? 1 : 0,
  }).format(mega ? rate / 1_000_000 : rate / 1000);
}
