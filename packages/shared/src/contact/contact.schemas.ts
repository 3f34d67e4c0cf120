import { z } from '../zod.js';
import { messageKey } from '../i18n/translate.js';
import { requiredText } from '../auth/auth.schemas.js';
import { listQuerySchema, listResponseSchema } from '../common/list-query.js';
import { recordIdSchema } from '../common/ids.js';

/** Contact Us (docs/product/content-and-earning.md, Contact Us). */
export const CONTACT_MESSAGES_PER_HOUR = 5;

/**
 * A message is a grievance ticket (docs/decisions/181-grievance-tickets.md): a category, a status
 * open → acknowledged → resolved → closed, a thread of replies and two deadlines.
 */
export const TICKET_CATEGORIES = ['payment', 'withdrawal', 'pin', 'account', 'training', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];

export const TicketStatus = { Open: 0, Acknowledged: 1, Resolved: 2, Closed: 3 } as const;
export const TICKET_STATUSES = [0, 1, 2, 3] as const;

/** The statuses an admin may move a ticket to from each status. */
export const TICKET_TRANSITIONS: Record<number, readonly number[]> = {
  0: [1, 2],
  1: [2],
  2: [3],
  3: [],
};

export const TICKET_REPLY_MAX_LENGTH = 2000;

export const contactMessageInputSchema = z.object({
  category: z.enum(TICKET_CATEGORIES, { error: messageKey('contact.category_choice') }).default('other'),
  subject: requiredText(messageKey('contact.subject_required'), 150),
  message: requiredText(messageKey('contact.message_required'), 2000).refine((text) => text.length >= 10, {
    error: messageKey('contact.message_too_short'),
  }),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

/** Where promoters reach the admins: the portal's WhatsApp number (admin profile). */
export const contactDetailsSchema = z.object({ whatsapp_number: z.string().nullable() });
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

/** POST contact-messages: the message as stored, with its deadlines. */
export const contactMessageSentSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  status: z.number().int(),
  acknowledge_by: z.string(),
  resolve_by: z.string(),
});
export type ContactMessageSent = z.infer<typeof contactMessageSentSchema>;

/** POST contact-messages/{id}/read. */
export const contactMessageReadSchema = z.object({ id: z.number().int(), read: z.boolean() });
export type ContactMessageRead = z.infer<typeof contactMessageReadSchema>;

/** A ticket's state and deadlines, as both the promoter and the admins see them. */
const ticketShape = {
  category: z.enum(TICKET_CATEGORIES),
  status: z.number().int(),
  acknowledged_at: z.string().nullable(),
  resolved_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  /** The deadlines from the settings: acknowledgement in working hours, resolution in days. */
  acknowledge_by: z.string(),
  resolve_by: z.string(),
  /** A deadline passed with the ticket still short of it (not acknowledged, or not resolved). */
  overdue: z.boolean(),
};

export const contactMessageRowSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  ...ticketShape,
  replies: z.number().int(),
  user: z.object({
    id: z.number().int(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    mobile: z.string().nullable(),
  }),
});
export type ContactMessageRow = z.infer<typeof contactMessageRowSchema>;
export const contactMessageListSchema = listResponseSchema(contactMessageRowSchema);
export const contactMessageListQuerySchema = listQuerySchema({
  filter: z
    .strictObject({
      unread: z.enum(['true', 'false']),
      status: z.coerce
        .number({ error: messageKey('common.status_choice') })
        .int()
        .refine((value) => (TICKET_STATUSES as readonly number[]).includes(value), {
          error: messageKey('common.status_choice'),
        }),
      overdue: z.enum(['true', 'false']),
    })
    .partial(),
  sortKeys: ['created_at'],
});

/** One message of a ticket's thread: the promoter's or an admin's. */
export const ticketReplySchema = z.object({
  id: z.number().int(),
  body: z.string(),
  created_at: z.string(),
  /** 'user' for the promoter who raised it, 'admin' for the desk (admins stay unnamed to promoters). */
  from: z.enum(['user', 'admin']),
  /** The admin's username, for the admins' view; null in the promoter's. */
  admin_username: z.string().nullable(),
});
export type TicketReply = z.infer<typeof ticketReplySchema>;

/** A file attached to a ticket: a picture or a PDF, at most 5 MB. */
export const TICKET_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ticketAttachmentSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
  from: z.enum(['user', 'admin']),
});
export type TicketAttachment = z.infer<typeof ticketAttachmentSchema>;

/** GET contact-messages/{id}/attachments/{attachment_id}. */
export const ticketAttachmentParamsSchema = z.object({ id: recordIdSchema, attachment_id: recordIdSchema });

/** GET contact-messages/{id}: the ticket with its thread (its promoter, or the admins). */
export const ticketSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
  ...ticketShape,
  thread: z.array(ticketReplySchema),
  attachments: z.array(ticketAttachmentSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** GET contact-messages/mine: the promoter's own tickets, newest first (no thread). */
export const ownTicketsSchema = z.object({
  data: z.array(ticketSchema.omit({ thread: true, attachments: true }).extend({ replies: z.number().int() })),
});
export type OwnTickets = z.infer<typeof ownTicketsSchema>;

/** POST contact-messages/{id}/replies. */
export const ticketReplyInputSchema = z.object({
  body: requiredText(messageKey('contact.reply_required'), TICKET_REPLY_MAX_LENGTH),
});

/** POST contact-messages/{id}/status (admins): 1 Acknowledge, 2 Resolve, 3 Close. */
export const ticketStatusInputSchema = z.object({
  status: z.coerce
    .number({ error: messageKey('common.status_choice') })
    .int()
    .refine((value) => value === 1 || value === 2 || value === 3, {
      error: messageKey('common.status_choice'),
    }),
});
