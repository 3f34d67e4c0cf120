import { and, desc, eq, gt, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.js';
import { throttleHits } from '../db/schema.js';
import { withTransaction } from '../db/transaction.js';
import { AppError } from './errors.js';
import {
  backoffWaitSeconds,
  LONGEST_WINDOW_SECONDS,
  lockIdsInOrder,
  retryAfterSeconds,
  type BackoffRule,
  type LimitRule,
  type ThrottleRule,
} from './throttle.rules.js';

/** The first half of every throttle advisory lock, so its ids never meet another lock's. */
const THROTTLE_LOCK_CLASS = 727_411_010;

export type ThrottleOutcome =
  { allowed: true; attemptIds: number[]; keys: string[] } | { allowed: false; retryAfterSeconds: number };

/**
 * Takes the advisory locks of these keys until the transaction ends, in one order for every
 * caller. recordAttempt takes them before it counts; a transaction that deletes a key's rows
 * (forgetAttempts, clearKey, forgiveSubject) takes every key it will touch first, or two
 * sign-ins of one account deleting each other's rows in different orders deadlock on PostgreSQL
 * (docs/decisions/010-one-atomic-throttle.md).
 */
export async function lockKeys(tx: Tx, keys: readonly string[]): Promise<void> {
  for (const lockId of lockIdsInOrder(keys))
    await tx.execute(sql`select pg_advisory_xact_lock(${THROTTLE_LOCK_CLASS}::int, ${lockId}::int)`);
}

const windowStart = (rule: ThrottleRule) => sql`now() - make_interval(secs => ${rule.windowSeconds})`;

// The database's clock, like created_at's: instances' clocks may drift.
const databaseNowMs = sql<number>`(extract(epoch from now()) * 1000)::float8`;

/** The `limit`-th most recent attempt inside the window, if there are that many: the key is full. */
async function findLimitThAttempt(tx: Tx, rule: LimitRule) {
  const rows = await tx
    .select({ at: throttleHits.createdAt, nowMs: databaseNowMs })
    .from(throttleHits)
    .where(and(eq(throttleHits.key, rule.key), gt(throttleHits.createdAt, windowStart(rule))))
    .orderBy(desc(throttleHits.createdAt))
    .offset(rule.limit - 1)
    .limit(1);
  return rows[0] ?? null;
}

/** Seconds a limit rule's key asks to wait, 0 when it has room. */
async function limitWait(tx: Tx, rule: LimitRule): Promise<number> {
  const full = await findLimitThAttempt(tx, rule);
  return full ? retryAfterSeconds(full.at, rule.windowSeconds, new Date(full.nowMs)) : 0;
}

/** Seconds a backoff rule's key asks to wait: its attempts in the window and the latest one decide. */
async function backoffWait(tx: Tx, rule: BackoffRule): Promise<number> {
  const rows = await tx
    .select({
      attempts: sql<number>`count(*)::int`,
      lastMs: sql<number | null>`(extract(epoch from max(${throttleHits.createdAt})) * 1000)::float8`,
      nowMs: databaseNowMs,
    })
    .from(throttleHits)
    .where(and(eq(throttleHits.key, rule.key), gt(throttleHits.createdAt, windowStart(rule))));
  const { attempts = 0, lastMs = null, nowMs = Date.now() } = rows[0] ?? {};
  const lastAt = lastMs === null ? null : new Date(lastMs);
  return backoffWaitSeconds(attempts, lastAt, rule.backoff, new Date(nowMs));
}

async function deleteExpiredAttempts(tx: Tx, rule: ThrottleRule): Promise<void> {
  await tx
    .delete(throttleHits)
    .where(and(eq(throttleHits.key, rule.key), lte(throttleHits.createdAt, windowStart(rule))));
}

/**
 * Records one attempt on every rule's key when each still has room, or none when one is full.
 * Counting and recording are one atomic step: the keys' advisory locks are held until the
 * transaction ends, so of N parallel attempts exactly the room left gets through
 * (docs/decisions/010-one-atomic-throttle.md). The caller does its costly check only when allowed.
 */
export function recordAttempt(db: Database, rules: ThrottleRule[]): Promise<ThrottleOutcome> {
  return withTransaction(db, async (tx) => {
    await lockKeys(
      tx,
      rules.map((rule) => rule.key),
    );
    let wait = 0;
    for (const rule of rules)
      wait = Math.max(wait, 'limit' in rule ? await limitWait(tx, rule) : await backoffWait(tx, rule));
    if (wait > 0) return { allowed: false, retryAfterSeconds: wait };
    for (const rule of rules) await deleteExpiredAttempts(tx, rule);
    const inserted = await tx
      .insert(throttleHits)
      .values(rules.map((rule) => ({ key: rule.key, subject: rule.subject ?? null })))
      .returning({ id: throttleHits.id });
    return { allowed: true, attemptIds: inserted.map((row) => row.id), keys: rules.map((rule) => rule.key) };
  });
}

/** An attempt that turned out not to count (the password was right): its rows go. */
export async function forgetAttempts(tx: Tx, attemptIds: number[]): Promise<void> {
  if (attemptIds.length > 0) await tx.delete(throttleHits).where(inArray(throttleHits.id, attemptIds));
}

/** Every attempt counted on one key (a successful sign-in clears its username's failures). */
export async function clearKey(tx: Tx, key: string): Promise<void> {
  await tx.delete(throttleHits).where(eq(throttleHits.key, key));
}

/**
 * The attempts one key counted against one subject (an address's failures naming one username):
 * that person's success from the address shows they were typing mistakes, not a spray
 * (docs/decisions/092-lockout-without-weaponisation.md).
 */
export async function forgiveSubject(tx: Tx, key: string, subject: string): Promise<void> {
  await tx.delete(throttleHits).where(and(eq(throttleHits.key, key), eq(throttleHits.subject, subject)));
}

/**
 * Attempts older than the longest window count for nothing: the daily purge drops them (keys
 * drop their own expired rows as they are used; this catches keys never used again).
 */
export async function purgeExpiredAttempts(tx: Tx, now: Date): Promise<number> {
  const before = new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000);
  const rows = await tx
    .delete(throttleHits)
    .where(lt(throttleHits.createdAt, before))
    .returning({ id: throttleHits.id });
  return rows.length;
}

/**
 * The 429 of a full key, with Retry-After: too many attempts, with when to retry
 * (docs/product/roles.md, Status codes).
 */
export function throttled(message: string, retryAfter: number): AppError {
  return new AppError(429, message, undefined, { 'retry-after': String(retryAfter) });
}
