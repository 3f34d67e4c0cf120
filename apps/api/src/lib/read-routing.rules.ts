/**
 * Which database a read goes to when a read replica is configured
 * (docs/decisions/166-reads-from-a-replica.md). Pure: the caller brings the clock and what it knows
 * of the replica.
 */

/** A WAL position (`16/B374D848`) as a number that orders like the positions. */
export function lsnValue(lsn: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(lsn.trim());
  if (!match) throw new Error(`Not a WAL position: ${lsn}`);
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

/** The primary's WAL position at one moment (by this instance's clock). */
export interface PrimarySample {
  at: number;
  lsn: bigint;
}

/**
 * What the replica has replayed, told as a time: the latest sample of the primary whose position it
 * has reached (everything committed before that moment is on the replica), and the samples it has
 * not reached yet, kept for the next look.
 */
export function replayedAsOf(
  samples: readonly PrimarySample[],
  replayed: bigint,
): { asOf: number | null; waiting: PrimarySample[] } {
  let asOf: number | null = null;
  const waiting: PrimarySample[] = [];
  for (const sample of samples) {
    if (sample.lsn <= replayed) asOf = Math.max(asOf ?? sample.at, sample.at);
    else waiting.push(sample);
  }
  return { asOf, waiting };
}

/**
 * Clocks of two instances may differ a little: a write is taken to be on the replica only once the
 * replica holds what the primary had this long after it.
 */
export const CLOCK_MARGIN_MS = 250;

export interface ReplicaState {
  /** Everything the primary had committed at this time is on the replica; null: not known yet. */
  replayedAsOf: number | null;
  /** The replica answered its last look before this time; past it, it is taken to be down. */
  answeredUntil: number;
}

/**
 * The replica, unless it is down, further behind than `maxLagMs`, or may not yet hold what this
 * caller wrote (`wroteAt`): a user always reads their own last action.
 */
export function readsFromReplica(
  replica: ReplicaState,
  { wroteAt, now, maxLagMs }: { wroteAt: number | undefined; now: number; maxLagMs: number },
): boolean {
  if (replica.replayedAsOf === null || now > replica.answeredUntil) return false;
  if (now - replica.replayedAsOf > maxLagMs) return false;
  return wroteAt === undefined || replica.replayedAsOf >= wroteAt + CLOCK_MARGIN_MS;
}

/** A write time from the `portal-wrote` cookie: a plausible time in ms, or undefined. */
export function wroteAtOf(cookie: string | undefined, now: number): number | undefined {
  if (!cookie || !/^\d{13}$/.test(cookie)) return undefined;
  const at = Number(cookie);
  // A time ahead of now (a clock ahead, or made up) counts as now: the read then goes to the
  // primary, never to a replica that may miss the write.
  return Math.min(at, now);
}
