import type { DatabaseHandle } from '../db/client.js';

/**
 * What one instance tells every instance sharing its database, so nothing a request needs lives
 * only in one process's memory (docs/decisions/165-instances-share-through-postgresql.md):
 * - `session`: that session ended (sent by the database itself, a trigger on `sessions`);
 * - `user`: what the session check reads of that account changed (a trigger on `users`);
 * - `capped`: that list count passed its cap (lib/list-totals.ts).
 */
export type Notice =
  { kind: 'session'; id: string } | { kind: 'user'; id: number } | { kind: 'capped'; key: string };

/** The channel of every notice (migration 0023_session_notices.sql sends on it too). */
export const NOTICE_CHANNEL = 'portal_notices';

/** NOTIFY carries at most 8000 bytes; a longer notice is not sent (it only saves work). */
const MAX_PAYLOAD_BYTES = 7900;

export interface NoticeListener {
  notice(notice: Notice): void;
  /** Notices may have been missed (the connection was lost): forget whatever they would correct. */
  reset(): void;
}

export interface NoticeBus {
  /** Hears every notice, this instance's own included; answers a function that stops. */
  subscribe(listener: NoticeListener): () => void;
  /** False while notices cannot be heard: nothing may then be remembered that one would correct. */
  readonly hearing: boolean;
  /** Tells every instance, now (not tied to a transaction). */
  publish(notice: Notice): Promise<void>;
  close(): Promise<void>;
}

interface Logger {
  warn(obj: unknown, msg?: string): void;
}

/** A notice from its payload; null for one this version does not know. */
export function parseNotice(payload: string): Notice | null {
  try {
    const value = JSON.parse(payload) as Partial<Record<'kind' | 'id' | 'key', unknown>>;
    if (value.kind === 'session' && typeof value.id === 'string') return { kind: 'session', id: value.id };
    if (value.kind === 'user' && typeof value.id === 'number') return { kind: 'user', id: value.id };
    if (value.kind === 'capped' && typeof value.key === 'string') return { kind: 'capped', key: value.key };
  } catch {
    // Not JSON: someone else's notice on the channel.
  }
  return null;
}

/**
 * Every bus of this process: a change committed here reaches them at once (`noticeHere`), without
 * waiting for the database's copy, so this instance's next request already sees it.
 */
const busesHere = new Set<{ deliver(notice: Notice): void }>();

/** Delivers a notice to this process's buses now; the database delivers it everywhere on commit. */
export function noticeHere(notice: Notice): void {
  for (const bus of busesHere) bus.deliver(notice);
}

/** Listens on the portal's channel of `database` (PostgreSQL LISTEN, or PGlite's own). */
export async function startNoticeBus(database: DatabaseHandle, log?: Logger): Promise<NoticeBus> {
  const listeners = new Set<NoticeListener>();
  let hearing = true;
  const deliver = (notice: Notice) => {
    for (const listener of listeners) listener.notice(notice);
  };
  const reset = () => {
    for (const listener of listeners) listener.reset();
  };
  const stop = await database.listen(NOTICE_CHANNEL, {
    notice: (payload) => {
      const notice = parseNotice(payload);
      if (notice) deliver(notice);
    },
    lost: () => {
      hearing = false;
      reset();
    },
    restored: () => {
      hearing = true;
      reset();
    },
  });
  const here = { deliver };
  busesHere.add(here);
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get hearing() {
      return hearing;
    },
    publish: async (notice) => {
      const payload = JSON.stringify(notice);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) return;
      try {
        await database.executeSql('select pg_notify($1, $2)', [NOTICE_CHANNEL, payload]);
      } catch (error) {
        log?.warn({ err: error }, 'notice not sent');
      }
    },
    close: async () => {
      busesHere.delete(here);
      listeners.clear();
      await stop();
    },
  };
}
