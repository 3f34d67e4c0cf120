import { LRUCache } from 'lru-cache';
import type { NoticeBus } from './notices.js';

/** What the session check answers for a token: its live session and account. */
export interface LiveSession {
  sessionId: string;
  userId: number;
  username: string;
  role: number;
  uiLanguage: string | null;
  /** When the session ends by itself; a remembered one is not used past it. */
  expiresAt: Date;
}

/**
 * The session checks one instance remembers for a short while, so a signed-in request does not
 * read its session from the database each time (issue 18's CPU per request;
 * docs/decisions/165-instances-share-through-postgresql.md). Whatever ends a session or changes
 * its account is a notice (lib/notices.ts) that every instance hears within a second and this one
 * at once; a remembered check is then forgotten. While notices cannot be heard, nothing is
 * remembered.
 */
export interface SessionCache {
  /** The live session of `token`: remembered, or what `load` reads (remembered if nothing changed meanwhile). */
  find(token: string, load: () => Promise<LiveSession | null>): Promise<LiveSession | null>;
  stop(): void;
}

export function createSessionCache(
  bus: NoticeBus,
  { seconds, maxEntries = 20_000 }: { seconds: number; maxEntries?: number },
): SessionCache {
  if (seconds <= 0) return { find: (_token, load) => load(), stop: () => {} };
  const remembered = new LRUCache<string, LiveSession>({ max: maxEntries, ttl: seconds * 1000 });
  // Counts the notices that made something remembered untrue: a check read before one of them
  // may hold what it corrected, so it is not remembered.
  let changes = 0;
  const forgetWhere = (untrue: (session: LiveSession) => boolean) => {
    changes += 1;
    for (const [token, session] of remembered.entries()) if (untrue(session)) remembered.delete(token);
  };
  const unsubscribe = bus.subscribe({
    notice: (notice) => {
      if (notice.kind === 'session') forgetWhere((session) => session.sessionId === notice.id);
      else if (notice.kind === 'user') forgetWhere((session) => session.userId === notice.id);
    },
    reset: () => {
      changes += 1;
      remembered.clear();
    },
  });
  return {
    find: async (token, load) => {
      const known = remembered.get(token);
      if (known && known.expiresAt.getTime() > Date.now()) return known;
      const changesBefore = changes;
      const session = await load();
      if (session && changes === changesBefore && bus.hearing) remembered.set(token, session);
      return session;
    },
    stop: () => {
      unsubscribe();
      remembered.clear();
    },
  };
}
