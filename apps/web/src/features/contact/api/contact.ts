import {
  type ContactDetails,
  type ContactMessageInput,
  contactMessageListQuerySchema,
  type ContactMessageRead,
  type ContactMessageSent,
  type ContactMessageRow,
  contactMessageRowSchema,
  MESSAGES,
} from '@portal/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { useListQuery, type ListQuery } from '../../../hooks/use-list-query';
import { api } from '../../../lib/api-client';
import { adminDashboardQuery } from '../../../lib/shared-queries';
import { defineListEndpoint, type EndpointFilterKey, type EndpointSortKey } from '../../../lib/list-endpoint';

/** GET contact-details: the portal's WhatsApp number (the admins' payment details). */
export const contactDetailsQuery = () =>
  queryOptions({
    queryKey: ['contact-details'],
    queryFn: ({ signal }) => api.get<ContactDetails>('contact-details', { signal }),
  });

export function useContactDetails() {
  return useQuery(contactDetailsQuery());
}

/** POST contact-messages: five an hour per user; 'Created Successfull'. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: ContactMessageInput) => api.post<ContactMessageSent>('contact-messages', input),
    onSuccess: () => toast.success(MESSAGES.created),
  });
}

export const contactMessagesEndpoint = defineListEndpoint({
  path: 'contact-messages',
  querySchema: contactMessageListQuerySchema,
  rowSchema: contactMessageRowSchema,
});
export type ContactMessageList = ListQuery<
  ContactMessageRow,
  EndpointFilterKey<typeof contactMessagesEndpoint>,
  EndpointSortKey<typeof contactMessagesEndpoint>
>;

export function useContactMessageList(): ContactMessageList {
  return useListQuery(contactMessagesEndpoint);
}

/** POST contact-messages/{id}/read: read by an admin; the dashboard's unread count follows. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ContactMessageRead>(`contact-messages/${id}/read`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactMessagesEndpoint.queryKey }),
        queryClient.invalidateQueries({ queryKey: adminDashboardQuery().queryKey }),
      ]),
  });
}
