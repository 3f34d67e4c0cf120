import {
  contactMessageListQuerySchema,
  type ContactMessageRow,
  contactMessageRowSchema,
  MESSAGES,
} from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { useListQuery, type ListQuery } from '../../../hooks/use-list-query';
import { api } from '../../../lib/api-client';
import { defineListEndpoint, type EndpointFilterKey, type EndpointSortKey } from '../../../lib/list-endpoint';

/** GET contact-details: the portal's WhatsApp number (the admins' payment details). */
export function useContactDetails() {
  return useQuery({
    queryKey: ['contact-details'],
    queryFn: () => api.get<{ whatsapp_number: string | null }>('contact-details'),
  });
}

/** POST contact-messages: five an hour per user; 'Created Successfull'. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (input: { subject: string; message: string }) =>
      api.post<{ id: number; created_at: string }>('contact-messages', input),
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
    mutationFn: (id: number) => api.post<{ id: number; read: boolean }>(`contact-messages/${id}/read`),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [contactMessagesEndpoint.path] }),
        queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] }),
      ]),
  });
}
