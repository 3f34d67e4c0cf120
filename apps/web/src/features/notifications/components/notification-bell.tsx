import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Bell, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/class-names';
import { useT } from '../../../lib/i18n/language-provider';
import { useUnreadNotifications } from '../api/get-notifications';
import { useMarkOpenedNotificationRead } from '../opened-notification';

// The list loads with its first opening: every portal page shows the bell, and the list's code
// (marking read checks the answer with a shared schema, and so brings the schema library) would
// otherwise come with the dashboard's first paint (docs/decisions/088-the-dashboard-paints-in-one-round-trip.md).
const NotificationPanel = lazy(() =>
  import('./notification-panel').then((module) => ({ default: module.NotificationPanel })),
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

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        data-testid="notification-bell"
        aria-label={
          unread > 0 ? t('notifications.bell.labelUnread', { count: unread }) : t('notifications.bell.label')
        }
        className="relative inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
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
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-900/40 sm:bg-slate-900/10" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          data-testid="notification-panel"
          className={cn(
            'fixed inset-x-0 top-0 z-50 flex max-h-dvh flex-col rounded-b-xl bg-white shadow-xl focus:outline-none',
            'sm:inset-x-auto sm:top-16 sm:right-4 sm:max-h-[min(40rem,calc(100dvh-5rem))] sm:w-[26rem] sm:rounded-xl sm:border sm:border-slate-200',
          )}
        >
          <div className="flex items-center gap-2 border-b border-slate-100 py-2 pr-2 pl-4">
            <DialogPrimitive.Title className="flex-1 text-base font-semibold text-slate-900">
              {t('notifications.panel.title')}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
              aria-label={t('common.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <Suspense
            fallback={
              <div role="status" className="flex justify-center px-4 py-6">
                <Spinner className="size-5" />
                <span className="sr-only">{t('common.loading')}</span>
              </div>
            }
          >
            <NotificationPanel unread={unread} onNavigate={() => setOpen(false)} />
          </Suspense>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
