import { randomInt } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, ok, SAME_ORIGIN } from './fixtures';

/**
 * The promoter's notifications in the browser tests (docs/decisions/183-notifications-outbox.md):
 * the bell in the header, its list, and the settings section on Profile Settings.
 */

/** The bell's badge: absent when nothing is unread. */
export function bellCount(page: Page): Locator {
  return page.getByTestId('notification-count');
}

export function bell(page: Page): Locator {
  return page.getByTestId('notification-bell');
}

/** The open list (a dialog named 'Notifications'). */
export function notificationPanel(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Notifications' });
}

/** The 'Notifications' section of Profile Settings. */
export function notificationSettings(page: Page): Locator {
  return page.getByTestId('notification-settings');
}

/** An event's row of checkboxes in the settings, by the event's name on screen. */
export function eventRow(page: Page, eventName: string): Locator {
  return notificationSettings(page).getByRole('group', { name: eventName, exact: true });
}

/**
 * Tells the page the window is in front again, as switching back to its tab does: the bell asks
 * for its count then (TanStack Query's focus manager listens to visibilitychange).
 */
export async function bringToFront(page: Page): Promise<void> {
  // The browser's own event bubbles to the window, where the focus manager listens.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
}

/**
 * Waits until the bell reads `count`, bringing the page to the front between looks: the bell
 * otherwise asks only once a minute.
 */
export async function expectBellCount(page: Page, count: number, timeout = 20_000): Promise<void> {
  await expect(async () => {
    await bringToFront(page);
    if (count === 0) await expect(bellCount(page)).toHaveCount(0, { timeout: 2_000 });
    else await expect(bellCount(page)).toHaveText(String(count), { timeout: 2_000 });
  }).toPass({ timeout });
}

/** A payment reference as a bank writes one (a UTR: letters and digits, 6 to 40). */
export function newPayoutReference(): string {
  return `UTR${String(randomInt(0, 10 ** 9)).padStart(9, '0')}`;
}

/**
 * The super admin completes a withdrawal with the bank's reference, as the admins' status update
 * carries it (POST withdraw-status-update, status 2).
 */
export async function completeWithReference(root: APIRequestContext, id: number, reference: string) {
  await ok(
    await root.post('/api/v1/withdraw-status-update', {
      headers: SAME_ORIGIN,
      data: { id, status: 2, reference },
    }),
  );
}

export interface NotificationJson {
  id: number;
  event: string;
  title: string;
  body: string;
  screen: string;
  created_at: string;
  read_at: string | null;
}

/** GET notifications as the promoter: the newest page and the unread count. */
export async function notificationsOf(
  request: APIRequestContext,
): Promise<{ data: NotificationJson[]; unread: number; has_more: boolean }> {
  return ok(await request.get('/api/v1/notifications'));
}

export interface NotificationSettingsJson {
  preferences: Record<string, Record<'in_app' | 'push' | 'sms' | 'whatsapp' | 'email', boolean>>;
  email: string | null;
  mobile: string | null;
  available_channels: string[];
  push_subscriptions: number;
}

/** GET notification-preferences as the promoter. */
export async function notificationSettingsOf(request: APIRequestContext): Promise<NotificationSettingsJson> {
  return ok(await request.get('/api/v1/notification-preferences'));
}

/**
 * The page's GET notification-preferences answers the server's settings with `channels` among the
 * channels the portal sends: the browser tests' server has no SMTP server or SMS/WhatsApp gateway
 * configured, and what is saved still goes to the real server.
 */
export async function offerChannels(page: Page, channels: readonly string[]): Promise<void> {
  await page.route('**/api/v1/notification-preferences', async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    const settings = (await response.json()) as NotificationSettingsJson;
    for (const channel of channels)
      if (!settings.available_channels.includes(channel)) settings.available_channels.push(channel);
    await route.fulfill({ response, json: settings });
  });
}

/** 'Turn on notifications on this device' and what goes with it. */
export function pushDevice(page: Page): Locator {
  return page.getByTestId('push-device');
}

/**
 * A push service standing in for the browser's, from the next page load on: headless Chromium has
 * none. subscribe() answers a subscription to an https endpoint of its own (remembering the
 * options it was given), getSubscription() finds it, unsubscribe() drops it.
 */
export async function standInPushService(page: Page): Promise<void> {
  const endpoint = `https://push.example.test/send/${randomInt(0, 10 ** 9)}`;
  await page.addInitScript((pushEndpoint) => {
    let current: PushSubscription | null = null;
    const base64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      const bytes = key instanceof ArrayBuffer ? new Uint8Array(key) : new Uint8Array(key as Uint8Array);
      (window as unknown as { subscribedWith: unknown }).subscribedWith = {
        userVisibleOnly: options?.userVisibleOnly,
        key: base64url(bytes),
      };
      const json = {
        endpoint: pushEndpoint,
        expirationTime: null,
        keys: {
          p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
          auth: 'tBHItJI5svbpez7KI4CCXg',
        },
      };
      current = {
        endpoint: pushEndpoint,
        expirationTime: null,
        options: options as PushSubscriptionOptions,
        getKey: () => null,
        toJSON: () => json,
        unsubscribe: async () => {
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      return current;
    };
    PushManager.prototype.getSubscription = async () => current;
  }, endpoint);
}

/** The options the stand-in push service was subscribed with: userVisibleOnly and the key, base64url. */
export async function subscribedWith(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { subscribedWith: unknown }).subscribedWith);
}

/**
 * Waits until the bell has asked for its count once. It asks once the page has loaded and is idle
 * (apps/web/src/lib/page-loaded.ts): a test that ends the session before that would see this
 * request answer 401 and send the page to /login.
 */
export async function bellHasAsked(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .some((entry) => new URL(entry.name).pathname === '/api/v1/notifications'),
      ),
    )
    .toBe(true);
}
