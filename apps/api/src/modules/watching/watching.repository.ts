import { and, desc, eq, gt, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.js';
import { users, watchSessions } from '../../db/schema.js';
import { lockRowForUpdate } from '../../db/transaction.js';
import { preparedByShape, preparedOnce } from '../../lib/prepared.js';
import type { WatchWindow } from './watching.rules.js';

export async function insertSession(
  tx: Tx,
  values: {
    id: string;
    userId: number;
    videoId: number;
    durationSeconds: number;
    startedAt: Date;
    expiresAt: Date;
    attemptId: number | null;
  },
) {
  const rows = await tx.insert(watchSessions).values(values).returning();
  return rows[0]!;
}

/** The user's session as it is now, without a lock (a report that writes nothing). */
export async function findSession(q: Queryable, id: string, userId: number) {
  const rows = await sessionOfUser(q, { id, userId });
  return rows[0] ?? null;
}

// Built once (lib/prepared.ts): a playing promoter reports every few seconds.
const sessionOfUser = preparedOnce((q) =>
  q
    .select()
    .from(watchSessions)
    .where(
      and(eq(watchSessions.id, sql.placeholder('id')), eq(watchSessions.userId, sql.placeholder('userId'))),
    )
    .limit(1),
);

/**
 * Records a report in one guarded statement, without a lock or a transaction of its own: the
 * position only ever grows (a slower report applied after a faster one keeps the larger) and the
 * time the watch first counted is kept. Answers the row as stored, or null when it is not the
 * user's.
 */
export async function recordProgress(
  q: Queryable,
  id: string,
  userId: number,
  position: number,
  watchedAt: Date | null,
) {
  const values = { id, userId, position, watchedAt: watchedAt?.toISOString() };
  const rows = await progressRecorded(q, { watched: watchedAt !== null }, values);
  return rows[0] ?? null;
}

const progressRecorded = preparedByShape((q, shape: { watched: boolean }) =>
  q
    .update(watchSessions)
    .set({
      position: sql`greatest(${watchSessions.position}, ${sql.placeholder('position')})`,
      ...(shape.watched
        ? {
            watchedAt: sql`coalesce(${watchSessions.watchedAt}, ${sql.placeholder('watchedAt')}::timestamptz)`,
          }
        : {}),
    })
    .where(
      and(eq(watchSessions.id, sql.placeholder('id')), eq(watchSessions.userId, sql.placeholder('userId'))),
    )
    .returning({ position: watchSessions.position, watchedAt: watchSessions.watchedAt }),
);

/** The latest verified session of the user inside a task's window (watching.rules.ts watchWindow). */
/** The user's sessions of the window's video, for its attempt and started within its dates. */
function inWindow(userId: number, window: WatchWindow) {
  return and(
    eq(watchSessions.userId, userId),
    eq(watchSessions.videoId, window.videoId),
    window.attemptId !== undefined ? eq(watchSessions.attemptId, window.attemptId) : undefined,
    window.startedFrom ? gte(watchSessions.startedAt, window.startedFrom) : undefined,
    window.startedBefore ? lt(watchSessions.startedAt, window.startedBefore) : undefined,
  );
}

export async function findWatched(q: Queryable, userId: number, window: WatchWindow) {
  const rows = await q
    .select({ id: watchSessions.id, watchedAt: watchSessions.watchedAt })
    .from(watchSessions)
    .where(and(inWindow(userId, window), isNotNull(watchSessions.watchedAt)))
    .orderBy(desc(watchSessions.watchedAt))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Holds the user's row until the transaction ends, so two starts of one user at once (two tabs,
 * a double tap) look for a running session in turn and make at most one.
 */
export async function lockUserStarts(tx: Tx, userId: number): Promise<void> {
  await lockRowForUpdate(tx, users, eq(users.id, userId), { id: users.id });
}

/**
 * The user's latest session inside a task's window that has not run out at `now`: the one a
 * player that left comes back to (docs/decisions/161-resume-the-same-watch-session.md).
 */
export async function findResumable(q: Queryable, userId: number, window: WatchWindow, now: Date) {
  const rows = await q
    .select()
    .from(watchSessions)
    .where(and(inWindow(userId, window), gt(watchSessions.expiresAt, now)))
    .orderBy(desc(watchSessions.startedAt))
    .limit(1);
  return rows[0] ?? null;
}
