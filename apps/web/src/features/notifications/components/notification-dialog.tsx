import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/class-names';
import { useT } from '../../../lib/i18n/language-provider';

// The list loads with its first opening: every portal page shows the bell, and the list's code
// (marking read checks the answer with a shared schema, and so brings the schema library) would
// otherwise come with the dashboard's first paint (docs/decisions/088-the-dashboard-paints-in-one-round-trip.md).
const NotificationPanel = lazy(() =>
  import('./notification-panel').then((module) => ({ default: module.NotificationPanel })),
);

interface NotificationDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  unread: number;
  /** The bell button's own attributes (its name with the count, its test id, its look). */
  trigger: Record<string, string>;
  /** What the bell button shows: the bell and its badge. */
  children: ReactNode;
}

/**
 * The bell's button and the list it opens (notification-bell.tsx shows it once its code is here):
 * a panel under the bell on larger screens, a full-width sheet on a phone.
 */
export function NotificationDialog({
  open,
  onOpenChange,
  unread,
  trigger,
  children,
}: NotificationDialogProps) {
  const t = useT();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger {...trigger}>{children}</DialogPrimitive.Trigger>
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
            <NotificationPanel unread={unread} onNavigate={() => onOpenChange(false)} />
          </Suspense>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
