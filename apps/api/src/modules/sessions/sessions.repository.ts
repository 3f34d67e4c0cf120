import { and, eq, gt, isNull, lt, ne, or } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';

export async function insertSession(
  tx: Tx,
  values: { id: string; userId: number; expiresAt: Date; ip: string; userAgent: string | null },
): Promise<void> {
  await tx.insert(sessions).values(values);
}

/** The account behind a session that is neither revoked nor expired, if the account is active. */
export async function findLiveSessionAccount(tx: Queryable, sessionId: string, userId: number) {
  const rows = await tx
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      uiLanguage: users.uiLanguage,
      expiresAt: sessions.expiresAt,
    })
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

/**
 * Sessions that ended (expired, or were revoked) before `endedBefore`: the daily purge deletes
 * them. A live session is never touched, whatever its age.
 */
export async function deleteEndedSessions(tx: Tx, endedBefore: Date): Promise<number> {
  const rows = await tx
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, endedBefore), lt(sessions.revokedAt, endedBefore)))
    .returning({ id: sessions.id });
  return rows.length;
}
