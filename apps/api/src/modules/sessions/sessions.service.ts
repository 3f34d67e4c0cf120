import type { Queryable, Tx } from '../../db/client.js';
import { afterCommit } from '../../db/transaction.js';
import { noticeHere } from '../../lib/notices.js';
import * as sessionsRepo from './sessions.repository.js';

/**
 * The sessions table (docs/product/accounts.md, Sessions). A module of its own, below both auth
 * (which opens, checks and ends sessions) and users (which ends an account's sessions when it is
 * deactivated), so neither imports the other both ways (docs/decisions/016-module-boundaries.md).
 * It imports no other module.
 */

export async function createSession(
  tx: Tx,
  values: { id: string; userId: number; expiresAt: Date; ip: string; userAgent: string | null },
): Promise<void> {
  await sessionsRepo.insertSession(tx, values);
}

/** The account behind a session that is neither revoked nor expired, if the account is active. */
export function findLiveSessionAccount(q: Queryable, sessionId: string, userId: number) {
  return sessionsRepo.findLiveSessionAccount(q, sessionId, userId);
}

/**
 * The database tells every instance that a session ended, or that an account changed, on commit
 * (migration 0023_session_notices.sql); this process is told at once, so its next request is
 * refused however soon it comes (docs/decisions/165-instances-share-through-postgresql.md).
 */
export async function revokeSession(tx: Tx, sessionId: string): Promise<void> {
  await sessionsRepo.revokeSession(tx, sessionId);
  afterCommit(tx, () => noticeHere({ kind: 'session', id: sessionId }));
}

/** An account's name, role, status or language changed: sessions checked before must be read again. */
export function accountChanged(tx: Tx, userId: number): void {
  afterCommit(tx, () => noticeHere({ kind: 'user', id: userId }));
}

/**
 * Ends every session of an account (but `exceptSessionId`, when given) inside the caller's
 * transaction: deactivation and a reset password take effect on the next request.
 */
export async function revokeAllSessions({
  tx,
  userId,
  exceptSessionId,
}: {
  tx: Tx;
  userId: number;
  exceptSessionId?: string;
}): Promise<void> {
  await sessionsRepo.revokeUserSessions(tx, userId, exceptSessionId);
  accountChanged(tx, userId);
}

/** Deletes sessions that ended before `endedBefore`; a live session is never touched. */
export function deleteEndedSessions(tx: Tx, endedBefore: Date): Promise<number> {
  return sessionsRepo.deleteEndedSessions(tx, endedBefore);
}
