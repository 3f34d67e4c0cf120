import { describe, expect, it } from 'vitest';
import {
  applicationServerKeyOf,
  canUsePush,
  type PushBrowser,
  PushDeviceError,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from './push-device';

/** A VAPID public key: an uncompressed P-256 point, 65 bytes starting 0x04, base64url. */
const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, index) => (index === 0 ? 4 : (index * 37) % 256));
const PUBLIC_KEY = Buffer.from(KEY_BYTES).toString('base64url');

interface FakeSubscription {
  endpoint: string;
  unsubscribed: boolean;
  unsubscribe(): Promise<boolean>;
}

/** A browser standing in for Chromium: what it was asked, and how it answers. */
function fakeBrowser({
  permission = 'granted' as NotificationPermission,
  worker = true,
  subscribeFails = false,
  subscribeHangs = false,
  existing = null as FakeSubscription | null,
} = {}) {
  const calls: string[] = [];
  const subscribed: PushSubscriptionOptionsInit[] = [];
  const subscription = (endpoint: string): FakeSubscription => ({
    endpoint,
    unsubscribed: false,
    async unsubscribe() {
      calls.push('unsubscribe');
      this.unsubscribed = true;
      return true;
    },
  });
  const pushManager = {
    async subscribe(options: PushSubscriptionOptionsInit) {
      subscribed.push(options);
      if (subscribeFails) throw new Error('Registration failed - push service not available');
      if (subscribeHangs) return new Promise<FakeSubscription>(() => {});
      return subscription('https://push.example/abc');
    },
    async getSubscription() {
      return existing;
    },
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  const browser: PushBrowser = {
    serviceWorker: {
      // No worker: `ready` never settles, as in a browser where none was registered.
      ready: worker ? Promise.resolve(registration) : new Promise<ServiceWorkerRegistration>(() => {}),
      getRegistration: async () => (worker ? registration : undefined),
    },
    requestPermission: async () => {
      calls.push('permission');
      return permission;
    },
  };
  return { browser, calls, subscribed };
}

async function problemOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(PushDeviceError);
  return (error as PushDeviceError).problem;
}

describe('applicationServerKeyOf', () => {
  it('turns the base64url key back into its 65 bytes, padding or not', () => {
    expect([...applicationServerKeyOf(PUBLIC_KEY)]).toEqual([...KEY_BYTES]);
    expect(PUBLIC_KEY).not.toMatch(/[+/=]/);
    // A key with characters base64 writes as + and /, and a length that needs padding.
    expect([...applicationServerKeyOf('-_8')]).toEqual([0xfb, 0xff]);
  });
});

describe('subscribeThisDevice', () => {
  it("asks for permission, then subscribes with the portal's key for messages the user sees", async () => {
    const { browser, calls, subscribed } = fakeBrowser();
    const subscription = await subscribeThisDevice(browser, PUBLIC_KEY);
    expect(subscription.endpoint).toBe('https://push.example/abc');
    expect(calls).toEqual(['permission']);
    expect(subscribed).toHaveLength(1);
    expect(subscribed[0]!.userVisibleOnly).toBe(true);
    expect([...(subscribed[0]!.applicationServerKey as Uint8Array)]).toEqual([...KEY_BYTES]);
  });

  it('stops at a refused permission without subscribing', async () => {
    const { browser, subscribed } = fakeBrowser({ permission: 'denied' });
    expect(await problemOf(subscribeThisDevice(browser, PUBLIC_KEY))).toBe('denied');
    expect(subscribed).toHaveLength(0);
  });

  it('says there is no service worker rather than waiting for ever', async () => {
    const { browser, subscribed } = fakeBrowser({ worker: false });
    expect(await problemOf(subscribeThisDevice(browser, PUBLIC_KEY, { waitMs: 20 }))).toBe('no_worker');
    expect(subscribed).toHaveLength(0);
  });

  it("names a browser without a push service (headless Chromium offline) as the subscription's failure", async () => {
    const { browser } = fakeBrowser({ subscribeFails: true });
    expect(await problemOf(subscribeThisDevice(browser, PUBLIC_KEY))).toBe('subscribe_failed');
    const hanging = fakeBrowser({ subscribeHangs: true }).browser;
    expect(await problemOf(subscribeThisDevice(hanging, PUBLIC_KEY, { subscribeMs: 20 }))).toBe(
      'subscribe_failed',
    );
  });
});

describe('unsubscribeThisDevice', () => {
  it('tells the server which endpoint to forget before the browser drops it', async () => {
    const existing = {
      endpoint: 'https://push.example/old',
      unsubscribed: false,
      async unsubscribe() {
        calls.push('unsubscribe');
        this.unsubscribed = true;
        return true;
      },
    };
    const { browser, calls } = fakeBrowser({ existing });
    await unsubscribeThisDevice(browser, async (endpoint) => calls.push(`forget ${endpoint}`));
    expect(calls).toEqual(['forget https://push.example/old', 'unsubscribe']);
    expect(existing.unsubscribed).toBe(true);
  });

  it('keeps the subscription when the server refuses to forget it', async () => {
    const existing = {
      endpoint: 'https://push.example/old',
      unsubscribed: false,
      unsubscribe: async () => true,
    };
    const { browser } = fakeBrowser({ existing });
    await expect(
      unsubscribeThisDevice(browser, async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(existing.unsubscribed).toBe(false);
  });
});

describe('canUsePush', () => {
  it('needs a service worker, the Push API and notifications', () => {
    const full = { navigator: { serviceWorker: {} }, PushManager: class {}, Notification: class {} };
    expect(canUsePush(full as unknown as typeof globalThis)).toBe(true);
    const { PushManager: _, ...noPush } = full;
    expect(canUsePush(noPush as unknown as typeof globalThis)).toBe(false);
    expect(canUsePush({ ...full, navigator: {} } as unknown as typeof globalThis)).toBe(false);
  });
});
