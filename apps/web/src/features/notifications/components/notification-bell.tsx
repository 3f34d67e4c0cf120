import { Bell } from 'lucide-react';
import { lazy, useEffect, useState } from 'react';
import { AfterPageLoad } from '../../../components/ui/after-page-load';
import { useT } from '../../../lib/i18n/language-provider';
import { useUnreadNotifications } from '../api/get-notifications';
import { useMarkOpenedNotificationRead } from '../opened-notification';

// The dialog library is fetched after the first paint; the count and the button are here at once
// (docs/decisions/188-header-controls-after-the-first-paint.md).
const NotificationDialog = lazy(() =>
  import('./notification-dialog').then((module) => ({ default: module.NotificationDialog })),
);

/** What the service worker posts to open pages when a push message arrives (public/push-handler.js). */
const PUSH_ARRIVED = 'portal:notification';

/** The badge shows at most this; more reads '99+'. */
const MAX_SHOWN = 99;

/**
 * The promoter's bell in the header (docs/product/screens.md, Portal shell): the unread count,
 * asked for every minute while the page is in front, when the window gets the focus back and when
 * a push message arrives; pressed, it opens the list, a panel under it on larger screens and a
 * full-width sheet on a phone. A screen a pressed push notification opened marks that entry read.
 */
export function NotificationBell() {
  const t = useT();
  useMarkOpenedNotificationRead();
  const [open, setOpen] = useState(false);
  const newest = useUnreadNotifications();
  const { refetch } = newest;
  const unread = newest.data?.unread ?? 0;

  useEffect(() => {
    const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    if (!worker) return;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === PUSH_ARRIVED) void refetch();
    };
    worker.addEventListener('message', onMessage);
    return () => worker.removeEventListener('message', onMessage);
  }, [refetch]);

  const trigger = {
    'data-testid': 'notification-bell',
    'aria-label':
      unread > 0 ? t('notifications.bell.labelUnread', { count: unread }) : t('notifications.bell.label'),
    className:
      'relative inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  };
  const face = (
    <>
      <Bell className="size-6" aria-hidden="true" />
      {unread > 0 && (
        <span
          data-testid="notification-count"
          aria-hidden="true"
          className="absolute top-1 right-1 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs leading-none font-bold text-white ring-2 ring-white"
        >
          {unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread}
        </span>
      )}
    </>
  );

  return (
    <AfterPageLoad
      placeholder={(press) => (
        <button
          type="button"
          aria-haspopup="dialog"
          aria-expanded={false}
          {...trigger}
          onClick={() => {
            setOpen(true);
            press();
          }}
        >
          {face}
        </button>
      )}
    >
      {() => (
        <NotificationDialog open={open} onOpenChange={setOpen} unread={unread} trigger={trigger}>
          {face}
        </NotificationDialog>
      )}
    </AfterPageLoad>
  );
}
