import {
  type ContactDetails,
  type ContactMessageInput,
  contactMessageListQuerySchema,
  type ContactMessageRead,
  type ContactMessageSent,
  contactMessageRowSchema,
  MESSAGES,
  type OwnTickets,
  type Ticket,
} from '@portal/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { type EndpointList, useListQuery } from '../../../hooks/use-list-query';
import { api, buildUrl } from '../../../lib/api-client';
import { adminDashboardQuery } from '../../../lib/shared-queries';
import { defineListEndpoint } from '../../../lib/list-endpoint';
import { useT } from '../../../lib/i18n/language-provider';

/** GET contact-details: the portal's WhatsApp number (the admins' payment details). */
export const contactDetailsQuery = () =>
  queryOptions({
    queryKey: ['contact-details'],
    queryFn: ({ signal }) => api.get<ContactDetails>('contact-details', { signal }),
  });

export function useContactDetails() {
  return useQuery(contactDetailsQuery());
}

/** GET contact-messages/mine: the promoter's own tickets, newest first. */
export const ownTicketsQuery = () =>
  queryOptions({
    queryKey: ['contact-messages-mine'],
    queryFn: ({ signal }) => api.get<OwnTickets>('contact-messages/mine', { signal }),
  });

export function useOwnTickets() {
  return useQuery(ownTicketsQuery());
}

/** POST contact-messages: five an hour per user; 'Created Successfull'; My tickets shows it. */
export function useSendContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ContactMessageInput) => api.post<ContactMessageSent>('contact-messages', input),
    onSuccess: () => {
      toast.success(MESSAGES.created);
      return queryClient.invalidateQueries({ queryKey: ownTicketsQuery().queryKey });
    },
  });
}

export const contactMessagesEndpoint = defineListEndpoint({
  path: 'contact-messages',
  querySchema: contactMessageListQuerySchema,
  rowSchema: contactMessageRowSchema,
});
export type ContactMessageList = EndpointList<typeof contactMessagesEndpoint>;

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

// ---- one ticket (docs/decisions/181-grievance-tickets.md) -----------------------------------------

/** GET contact-messages/{id}: the ticket with its thread and attachments (its promoter, or the admins). */
export const ticketQuery = (id: number) =>
  queryOptions({
    queryKey: ['contact-message', id],
    queryFn: ({ signal }) => api.get<Ticket>('contact-messages', { key: id, signal }),
  });

export function useTicket(id: number) {
  return useQuery(ticketQuery(id));
}

/**
 * A change answered with the ticket: the dialog shows the answer at once, and the lists that show
 * the ticket's status, replies and deadline (the promoter's, the admins' and the dashboard's
 * overdue count) are asked for again.
 */
function useTicketChange<Input>(id: number, change: (input: Input) => Promise<Ticket>, success: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketQuery(id).queryKey, ticket);
      toast.success(success);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketQuery(id).queryKey }),
        queryClient.invalidateQueries({ queryKey: ownTicketsQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: contactMessagesEndpoint.queryKey }),
        queryClient.invalidateQueries({ queryKey: adminDashboardQuery().queryKey }),
      ]),
  });
}

/**
 * POST contact-messages/{id}/replies: the promoter's or an admin's reply. An admin's reply
 * acknowledges an open ticket; the promoter's reopens a resolved one; a closed one takes none.
 */
export function useReplyToTicket(id: number) {
  const t = useT();
  return useTicketChange(
    id,
    (input: { body: string }) => api.post<Ticket>(`contact-messages/${id}/replies`, input),
    t('contact.ticket.reply.sent'),
  );
}

/** POST contact-messages/{id}/status (admins): 1 Acknowledge, 2 Resolve, 3 Close. */
export function useChangeTicketStatus(id: number) {
  const t = useT();
  return useTicketChange(
    id,
    (status: number) => api.post<Ticket>(`contact-messages/${id}/status`, { status }),
    t('contact.ticket.status.changed'),
  );
}

/** What a ticket's attachment may be (the server checks the content as well). */
export const ATTACHMENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;

/**
 * POST contact-messages/{id}/attachments: one picture or PDF in the form's `file` field. The
 * caller shows a refusal beside the control (errorToast off): a 422 names the file's type, a 413
 * its size.
 */
export function useAttachToTicket(id: number) {
  const t = useT();
  return useTicketChange(
    id,
    (file: File) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return api.upload<Ticket>(`contact-messages/${id}/attachments`, form, { errorToast: false });
    },
    t('contact.ticket.attach.done'),
  );
}

/** GET contact-messages/{id}/attachments/{attachmentId}: the file, as the ticket's reader may fetch it. */
export function attachmentUrl(ticketId: number, attachmentId: number): string {
  return buildUrl(`contact-messages/${ticketId}/attachments`, attachmentId);
}
