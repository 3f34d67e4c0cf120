import { MESSAGES, type NotificationSettings, type notificationSettingsInputSchema } from '@portal/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';

/**
 * GET notification-preferences: each event's channels, the email and mobile they go to, the
 * channels this portal sends, and how many browsers receive push for the account.
 */
export const notificationSettingsQuery = () =>
  queryOptions({
    queryKey: ['notification-preferences'],
    queryFn: ({ signal }) => api.get<NotificationSettings>('notification-preferences', { signal }),
  });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQuery());
}

/** PUT notification-preferences: every event's channels and the email; answers the settings saved. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof notificationSettingsInputSchema>) =>
      api.put<NotificationSettings>('notification-preferences', input),
    onSuccess: (saved) => {
      toast.success(MESSAGES.updated);
      queryClient.setQueryData(notificationSettingsQuery().queryKey, saved);
    },
  });
}

/** After this browser subscribed or unsubscribed: the account's count of push subscriptions. */
export function useSetPushSubscriptionCount() {
  const queryClient = useQueryClient();
  return (count: number) =>
    queryClient.setQueryData(notificationSettingsQuery().queryKey, (settings) =>
      settings ? { ...settings, push_subscriptions: count } : settings,
    );
}
