import {
  type MarkNotificationsRead,
  markNotificationsReadResultSchema,
  type NotificationsResponse,
} from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { allNotificationsQuery, pageMarkedRead } from './get-notifications';

/**
 * POST notifications/read: the entries named, or all of them; answers the unread count left (read
 * through its shared schema, which has no exported type of its own).
 */
export async function markNotificationsRead(marked: MarkNotificationsRead) {
  return markNotificationsReadResultSchema.parse(await api.post('notifications/read', marked));
}

/**
 * Marks entries read: every page already loaded shows them read and the bell the count the server
 * answered at once, then the pages are asked for again (another tab may have read others).
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: ({ unread }, marked) => {
      const at = new Date().toISOString();
      queryClient.setQueriesData<NotificationsResponse>(
        { queryKey: allNotificationsQuery().queryKey },
        (page) => (page ? pageMarkedRead(page, marked, unread, at) : page),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: allNotificationsQuery().queryKey }),
  });
}
