/* global self, clients */
// Web Push in the portal's service worker (docs/decisions/183-notifications-outbox.md). The
// service worker Workbox generates (vite.config.ts, VitePWA) loads this file with importScripts:
// it shows each push message the server sends (packages/shared pushPayloadSchema: id, title, body,
// url, the texts already in the promoter's language), tells any open page so its bell counts
// again, and opens the entry's screen when the notification is pressed, with the entry's id in
// the address (`?notification=12`) so that the page marks it read
// (features/notifications/opened-notification.ts).

/** What open pages receive when a push message arrives (features/notifications, the bell). */
const PUSH_ARRIVED = 'portal:notification';
const ICON = '/icons/icon-192.png';
const FALLBACK_URL = '/portal/user/dashboard';

/** The message's JSON, or null for a message that is not the portal's. */
function payloadOf(event) {
  if (!event.data) return null;
  try {
    const payload = event.data.json();
    if (!payload || typeof payload.title !== 'string') return null;
    return payload;
  } catch {
    return null;
  }
}

/** The address parameter naming the bell entry a pressed notification opened its screen for. */
const OPENED_NOTIFICATION_PARAM = 'notification';

/** Only the portal's own pages are opened: a path on this origin. */
function sameOriginUrl(url) {
  try {
    const target = new URL(typeof url === 'string' ? url : FALLBACK_URL, self.location.origin);
    return target.origin === self.location.origin
      ? target.href
      : new URL(FALLBACK_URL, self.location.origin).href;
  } catch {
    return new URL(FALLBACK_URL, self.location.origin).href;
  }
}

/** The screen a pressed notification opens: its url, with its bell entry's id when it has one. */
function openedUrl(data) {
  const url = new URL(sameOriginUrl(data && data.url));
  if (data && Number.isInteger(data.id) && data.id > 0) {
    url.searchParams.set(OPENED_NOTIFICATION_PARAM, String(data.id));
  }
  return url.href;
}

self.addEventListener('push', (event) => {
  const payload = payloadOf(event);
  if (!payload) return;
  const shown = self.registration.showNotification(payload.title, {
    body: typeof payload.body === 'string' ? payload.body : '',
    icon: ICON,
    badge: ICON,
    // One notification per entry: the same entry delivered twice replaces itself.
    tag: `portal-notification-${payload.id}`,
    data: { id: payload.id, url: sameOriginUrl(payload.url) },
  });
  const told = clients
    .matchAll({ type: 'window', includeUncontrolled: true })
    .then((windows) =>
      windows.forEach((client) => client.postMessage({ type: PUSH_ARRIVED, id: payload.id })),
    );
  event.waitUntil(Promise.all([shown, told]));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = openedUrl(event.notification.data);
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      // An open portal page is brought forward and sent to the entry's screen; else a new window.
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        try {
          const focused = await open.focus();
          // navigate() works only on a page this worker controls; any other opens a window.
          return await focused.navigate(url);
        } catch {
          return clients.openWindow(url);
        }
      }
      return clients.openWindow(url);
    }),
  );
});
