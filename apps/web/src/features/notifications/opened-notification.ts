import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { allNotificationsQuery } from './api/get-notifications';

/**
 * The query parameter a pressed push notification opens its screen with (public/push-handler.js):
 * the id of its bell entry, which the page marks read (docs/decisions/183-notifications-outbox.md).
 */
export const OPENED_NOTIFICATION_PARAM = 'notification';

/** The bell entry an address was opened from (`?notification=12`), or null for any other address. */
export function openedNotificationOf(search: string): number | null {
  const value = new URLSearchParams(search).get(OPENED_NOTIFICATION_PARAM);
  if (value === null || !/^[1-9]\d{0,15}$/.test(value)) return null;
  return Number(value);
}

/** `search` without the opened notification's parameter, the others as they were. */
export function searchWithoutOpenedNotification(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(OPENED_NOTIFICATION_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * A screen opened by pressing a push notification marks that notification's bell entry read, as
 * following it from the bell's list does, and drops the parameter from the address (so a reload or
 * a shared address marks nothing again). The request's code is fetched only then: marking read
 * checks the answer with a shared schema, which the first paint of a portal page does without.
 */
export function useMarkOpenedNotificationRead(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const opened = openedNotificationOf(location.search);

  useEffect(() => {
    if (opened === null) return;
    void navigate(
      {
        pathname: location.pathname,
        search: searchWithoutOpenedNotification(location.search),
        hash: location.hash,
      },
      { replace: true, state: location.state },
    );
    void import('./api/mark-notifications-read')
      .then(({ markNotificationsRead }) => markNotificationsRead({ ids: [opened] }))
      // An entry of another account (a shared phone) or a lost request leaves the bell as it was.
      .then(() => queryClient.invalidateQueries({ queryKey: allNotificationsQuery().queryKey }))
      .catch(() => undefined);
    // Only the arrival with the parameter: the address without it runs nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened]);
}
