import { and, eq, gt, gte, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { authFailures, sessions, users } from '../../db/schema.js';

export async function insertSession(
  tx: Tx,
  values: { id: string; userId: number; expiresAt: Date; ip: string; userAgent: string | null },
): Promise<void> {
  await tx.insert(sessions).values(values);
}

/** The account behind a session that is neither revoked nor expired, if the account is active. */
export async function findLiveSessionAccount(tx: Tx, sessionId: string, userId: number) {
  const rows = await tx
    .select({ id: users.id, username: users.username, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(users.isActive, true),
      ),
    );
  return rows[0] ?? null;
}

export async function revokeSession(tx: Tx, sessionId: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of an account, except one when given (the caller's own). */
export async function revokeUserSessions(tx: Tx, userId: number, exceptSessionId?: string): Promise<void> {
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

export interface FailureCount {
  count: number;
  oldest: Date | null;
}

export async function countFailuresByUsername(
  tx: Tx,
  usernameKey: string,
  since: Date,
): Promise<FailureCount> {
  const rows = await tx
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${authFailures.createdAt})` })
    .from(authFailures)
    .where(and(eq(authFailures.usernameKey, usernameKey), gte(authFailures.createdAt, since)));
  return toFailureCount(rows[0]);
}

export async function countFailuresByIp(tx: Tx, ip: string, since: Date): Promise<FailureCount> {
  const rows = await tx
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${authFailures.createdAt})` })
    .from(authFailures)
    .where(and(eq(authFailures.ip, ip), gte(authFailures.createdAt, since)));
  return toFailureCount(rows[0]);
}

function toFailureCount(row: { count: number; oldest: string | null } | undefined): FailureCount {
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

export async function insertFailure(tx: Tx, usernameKey: string, ip: string): Promise<void> {
  await tx.insert(authFailures).values({ usernameKey, ip });
}

export async function clearUsernameFailures(tx: Tx, usernameKey: string): Promise<void> {
  await tx.delete(authFailures).where(eq(authFailures.usernameKey, usernameKey));
}

/** Failures older than the window count for nothing; dropping them keeps the table small. */
export async function pruneFailures(tx: Tx, before: Date): Promise<void> {
  await tx.delete(authFailures).where(sql`${authFailures.createdAt} < ${before.toISOString()}`);
}
