/**
 * Web Push on this browser (docs/decisions/183-notifications-outbox.md): the service worker the
 * installable app registers receives the messages (public/push-handler.js shows them); this file
 * asks the browser for a subscription with the portal's VAPID public key, and gives it up.
 */

/** Why turning push on or off on this device did not work; each has its own text on screen. */
export type PushDeviceProblem = 'denied' | 'no_worker' | 'subscribe_failed' | 'unsubscribe_failed';

export class PushDeviceError extends Error {
  constructor(
    readonly problem: PushDeviceProblem,
    cause?: unknown,
  ) {
    super(`Push on this device: ${problem}`, { cause });
    this.name = 'PushDeviceError';
  }
}

/** What this file uses of the browser: passed in, so the tests can stand in for it. */
export interface PushBrowser {
  serviceWorker: Pick<ServiceWorkerContainer, 'ready' | 'getRegistration'>;
  requestPermission(): Promise<NotificationPermission>;
}

/** How long to wait for the service worker to be active before saying there is none. */
export const WORKER_WAIT_MS = 8_000;
/** How long the browser's push service may take to subscribe (it asks a server on the internet). */
export const SUBSCRIBE_WAIT_MS = 20_000;

/** Whether this browser can receive Web Push at all; the button is hidden where it cannot. */
export function canUsePush(scope: typeof globalThis = globalThis): boolean {
  return (
    typeof scope.navigator !== 'undefined' &&
    'serviceWorker' in scope.navigator &&
    'PushManager' in scope &&
    'Notification' in scope
  );
}

/** This page's browser, when it can receive push. */
export function thisBrowser(): PushBrowser | null {
  if (!canUsePush()) return null;
  return {
    serviceWorker: navigator.serviceWorker,
    requestPermission: () => Notification.requestPermission(),
  };
}

/** The VAPID public key (base64url, as GET push/public-key answers it) as the bytes subscribe() takes. */
export function applicationServerKeyOf(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** `promise`, or a PushDeviceError `problem` when it has not settled within `waitMs`. */
async function within<T>(promise: Promise<T>, waitMs: number, problem: PushDeviceProblem): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PushDeviceError(problem)), waitMs);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** The push subscription this browser holds now, if any (without waiting for a service worker). */
export async function currentSubscription(browser: PushBrowser): Promise<PushSubscription | null> {
  const registration = await browser.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission, then subscribes this browser with the portal's key (every message shown to
 * the user, as browsers require); answers the subscription to send to the server.
 */
export async function subscribeThisDevice(
  browser: PushBrowser,
  publicKey: string,
  {
    waitMs = WORKER_WAIT_MS,
    subscribeMs = SUBSCRIBE_WAIT_MS,
  }: { waitMs?: number; subscribeMs?: number } = {},
): Promise<PushSubscription> {
  const permission = await browser.requestPermission();
  if (permission !== 'granted') throw new PushDeviceError('denied');
  const registration = await within(browser.serviceWorker.ready, waitMs, 'no_worker');
  const subscribed = registration.pushManager
    .subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKeyOf(publicKey) })
    .catch((cause: unknown) => {
      throw new PushDeviceError('subscribe_failed', cause);
    });
  return within(subscribed, subscribeMs, 'subscribe_failed');
}

/**
 * Gives up this browser's subscription: `forget` tells the server first (so a failure there leaves
 * both sides subscribed, as before), then the browser drops it.
 */
export async function unsubscribeThisDevice(
  browser: PushBrowser,
  forget: (endpoint: string) => Promise<unknown>,
): Promise<void> {
  const subscription = await currentSubscription(browser);
  if (!subscription) return;
  await forget(subscription.endpoint);
  try {
    await subscription.unsubscribe();
  } catch (cause) {
    throw new PushDeviceError('unsubscribe_failed', cause);
  }
}
