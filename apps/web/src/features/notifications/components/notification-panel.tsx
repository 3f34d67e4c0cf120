import { type Notification, NOTIFICATION_SCREEN_PATHS } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { BellOff, CheckCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/class-names';
import { useT } from '../../../lib/i18n/language-provider';
import { nextPageCursor, notificationsPageQuery } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';
import { whenText } from '../notification-labels';

interface PanelProps {
  unread: number;
  /** An entry was followed: the panel closes. */
  onNavigate(): void;
}

/** The list in the bell's panel, newest first, with 'Mark all read' above it. */
export function NotificationPanel({ unread, onNavigate }: PanelProps) {
  const t = useT();
  const markRead = useMarkNotificationsRead();
  // Pages shown: the newest, and one more for each 'Load more'.
  const [pages, setPages] = useState(1);

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-4 py-1.5">
        <p className="text-sm text-slate-600" aria-live="polite">
          {t('notifications.panel.unread', { count: unread })}
        </p>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          <CheckCheck className="size-4" aria-hidden="true" />
          {t('notifications.panel.markAllRead')}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        <NotificationPage
          before={null}
          remaining={pages - 1}
          onMore={() => setPages((shown) => shown + 1)}
          onOpen={(entry) => {
            if (entry.read_at === null) markRead.mutate({ ids: [entry.id] });
            onNavigate();
          }}
        />
      </div>
    </>
  );
}

interface PageProps {
  before: number | null;
  /** How many pages to show after this one. */
  remaining: number;
  onMore(): void;
  onOpen(entry: Notification): void;
}

/**
 * One page of entries; the next page hangs from this one's last entry, so a page that changed (new
 * entries arrived on top) moves the ones below with it rather than leaving a gap.
 */
function NotificationPage({ before, remaining, onMore, onOpen }: PageProps) {
  const t = useT();
  // Opened, the list is asked for afresh, though the bell polled the newest page a moment ago.
  const page = useQuery({ ...notificationsPageQuery(before), staleTime: 0 });

  if (page.isPending)
    return (
      <div role="status" className="flex items-center justify-center gap-2 px-4 py-6 text-sm text-slate-600">
        <Spinner className="size-5" />
        {t('common.loading')}
      </div>
    );
  if (page.isError)
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-2 px-4 py-6 text-center text-sm text-slate-700"
      >
        <p>{t('notifications.panel.loadError')}</p>
        <Button variant="secondary" size="sm" onClick={() => void page.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );

  const { data } = page.data;
  const next = nextPageCursor(page.data);
  if (before === null && data.length === 0)
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-sm text-slate-600">
        <BellOff className="size-8 text-slate-400" aria-hidden="true" />
        <p>{t('notifications.panel.empty')}</p>
      </div>
    );

  return (
    <>
      <ul className="divide-y divide-slate-100">
        {data.map((entry) => (
          <li key={entry.id}>
            <NotificationEntry entry={entry} onOpen={() => onOpen(entry)} />
          </li>
        ))}
      </ul>
      {next !== null &&
        (remaining > 0 ? (
          <NotificationPage before={next} remaining={remaining - 1} onMore={onMore} onOpen={onOpen} />
        ) : (
          <div className="flex justify-center border-t border-slate-100 px-4 py-2">
            <Button variant="secondary" size="sm" onClick={onMore}>
              {t('notifications.panel.loadMore')}
            </Button>
          </div>
        ))}
    </>
  );
}

/** An entry: a link to its screen, marked read as it is followed; unread ones stand out. */
function NotificationEntry({ entry, onOpen }: { entry: Notification; onOpen(): void }) {
  const t = useT();
  const unread = entry.read_at === null;
  const when = whenText(entry.created_at);
  return (
    <Link
      to={NOTIFICATION_SCREEN_PATHS[entry.screen]}
      onClick={onOpen}
      data-unread={unread || undefined}
      className={cn(
        'flex gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600',
        unread && 'bg-indigo-50/60',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-indigo-600' : 'bg-transparent')}
      />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className={cn('text-sm text-slate-900', unread ? 'font-semibold' : 'font-medium')}>
          {entry.title}
          {unread && <span className="sr-only"> ({t('notifications.panel.unreadMark')})</span>}
        </span>
        <span className="text-sm break-words text-slate-600">{entry.body}</span>
        <time dateTime={entry.created_at} className="text-xs text-slate-500">
          {t(when.key, when.values)}
        </time>
      </span>
    </Link>
  );
}
