import { TicketStatus, type TicketCategory } from '@portal/shared';
import type { MessageKey } from '../../../lib/i18n/i18n';

/** What a ticket is about (docs/decisions/181-grievance-tickets.md), as the form and the lists name it. */
export const CATEGORY_LABELS: Record<TicketCategory, MessageKey> = {
  payment: 'contact.category.payment',
  withdrawal: 'contact.category.withdrawal',
  pin: 'contact.category.pin',
  account: 'contact.category.account',
  training: 'contact.category.training',
  other: 'contact.category.other',
};

/** 0 Open, 1 Acknowledged, 2 Resolved, 3 Closed. */
export const STATUS_LABELS: Record<number, MessageKey> = {
  [TicketStatus.Open]: 'contact.status.open',
  [TicketStatus.Acknowledged]: 'contact.status.acknowledged',
  [TicketStatus.Resolved]: 'contact.status.resolved',
  [TicketStatus.Closed]: 'contact.status.closed',
};

/** The admins' buttons that move a ticket to each status (TICKET_TRANSITIONS says which are offered). */
export const STATUS_ACTIONS: Record<number, MessageKey> = {
  [TicketStatus.Acknowledged]: 'contact.ticket.action.acknowledge',
  [TicketStatus.Resolved]: 'contact.ticket.action.resolve',
  [TicketStatus.Closed]: 'contact.ticket.action.close',
};
