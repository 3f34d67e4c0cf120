import type { Notice, NoticeBus, NoticeListener } from '../lib/notices.js';

/**
 * A notice bus in memory for unit tests (lib/notices.ts): what is published reaches every
 * subscriber at once; `send` is a notice from elsewhere (the database's trigger), `lose` and
 * `restore` the listening connection.
 */
export function memoryBus() {
  const listeners = new Set<NoticeListener>();
  const send = (notice: Notice) => listeners.forEach((listener) => listener.notice(notice));
  const state = {
    hearing: true,
    subscribe(listener: NoticeListener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish: async (notice: Notice) => send(notice),
    close: async () => listeners.clear(),
  };
  return {
    bus: state as NoticeBus,
    send,
    lose: () => {
      state.hearing = false;
      listeners.forEach((listener) => listener.reset());
    },
    restore: () => {
      state.hearing = true;
      listeners.forEach((listener) => listener.reset());
    },
    listeners,
  };
}
