import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

// The service worker's push handler (public/push-handler.js) is a plain script Workbox's worker
// loads with importScripts: run here in a context standing in for the worker's globals.
const SOURCE = readFileSync(new URL('../../../public/push-handler.js', import.meta.url), 'utf8');
const ORIGIN = 'https://portal.example';

interface WindowClient {
  url: string;
  focus: () => Promise<WindowClient>;
  navigate: (url: string) => Promise<unknown>;
}

function worker(windows: WindowClient[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const openWindow = vi.fn(async (url: string) => ({ url }));
  const self = {
    location: { origin: ORIGIN },
    registration: { showNotification: vi.fn(async () => undefined) },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
  };
  const clients = { matchAll: async () => windows, openWindow };
  runInNewContext(SOURCE, { self, clients, URL });
  /** Presses a notification with `data`; resolves with what the handler waited for. */
  const press = async (data: unknown) => {
    let waited: Promise<unknown> = Promise.resolve();
    listeners.get('notificationclick')!({
      notification: { data, close: () => undefined },
      waitUntil: (promise: Promise<unknown>) => (waited = promise),
    });
    await waited;
  };
  return { press, openWindow };
}

describe('pressing a push notification', () => {
  it("opens the entry's screen with the entry's id, for the page to mark it read", async () => {
    const { press, openWindow } = worker();
    await press({ id: 12, url: '/portal/user/withdraw-requests' });
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/portal/user/withdraw-requests?notification=12`);
  });

  it('sends an open portal page there instead of opening a window', async () => {
    const navigate = vi.fn(async () => undefined);
    const page: WindowClient = { url: `${ORIGIN}/portal/user/dashboard`, focus: async () => page, navigate };
    const { press, openWindow } = worker([page]);
    await press({ id: 5, url: '/portal/user/my-pins?tab=1' });
    expect(navigate).toHaveBeenCalledWith(`${ORIGIN}/portal/user/my-pins?tab=1&notification=5`);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens only this origin, and names no entry it was not given', async () => {
    const { press, openWindow } = worker();
    await press({ id: 'x', url: 'https://elsewhere.example/steal' });
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}/portal/user/dashboard`);
  });
});
