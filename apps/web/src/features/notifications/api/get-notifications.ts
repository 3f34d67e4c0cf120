import type { MarkNotificationsRead, Notification, NotificationsResponse } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { usePageLoaded } from '../../../lib/page-loaded';

/**
 * How often the bell asks for the unread count while the page is in front (and again whenever the
 * window gets the focus back): a minute late is soon enough for news of a PIN or a withdrawal, and
 * a hidden tab asks nothing (docs/decisions/183-notifications-outbox.md).
 */
export const UNREAD_POLL_MS = 60_000;

/** Every notifications query starts with this key: what marking entries read refreshes. */
export const allNotificationsQuery = () => queryOptions({ queryKey: ['notifications'] });

/**
 * GET notifications: one page of the bell's list, newest first, with the unread count. `before`
 * is the id of the last entry of the page above; null asks for the newest page, which is also what
 * the bell polls for its count, so the list opens with its first page already there.
 */
export const notificationsPageQuery = (before: number | null = null) =>
  queryOptions({
    queryKey: [...allNotificationsQuery().queryKey, 'page', before],
    queryFn: ({ signal }) =>
      // A failed poll says nothing: the bell keeps its count, the open list shows its own error.
      api.get<NotificationsResponse>('notifications', { params: { before }, signal, errorToast: false }),
  });

/**
 * The bell's newest page and unread count, polled while the page is in front. First asked for once
 * the page has loaded: the bell is on every portal page, and its count must not delay the screen's
 * own answers (bench/results/2026-11-27-lighthouse-pwa.md).
 */
export function useUnreadNotifications() {
  const pageLoaded = usePageLoaded();
  return useQuery({
    ...notificationsPageQuery(),
    enabled: pageLoaded,
    refetchInterval: UNREAD_POLL_MS,
    // Back in front (after reading a push message, say), the count is asked for however recent.
    refetchOnWindowFocus: 'always',
  });
}

/** The `before` of the page after `page`: its last entry's id, or null when it was the last page. */
export function nextPageCursor(page: NotificationsResponse | undefined): number | null {
  if (!page?.has_more) return null;
  return page.data.at(-1)?.id ?? null;
}

/** A page with the entries `marked` names read at `at` (all of them for `{ all: true }`), and the new count. */
export function pageMarkedRead(
  page: NotificationsResponse,
  marked: MarkNotificationsRead,
  unread: number,
  at: string,
): NotificationsResponse {
  const ids = marked.all ? null : new Set(marked.ids ?? []);
  const isMarked = (entry: Notification) => ids === null || ids.has(entry.id);
  return {
    ...page,
    unread,
    data: page.data.map((entry) =>
      entry.read_at === null && isMarked(entry) ? { ...entry, read_at: at } : entry,
    ),
  };
}
