import { z } from '../zod.js';
import { messageKey } from '../i18n/translate.js';
import { requiredText } from '../auth/auth.schemas.js';
import { listQuerySchema, listResponseSchema } from '../common/list-query.js';

/** Contact Us (docs/product/content-and-earning.md, Contact Us). */
export const CONTACT_MESSAGES_PER_HOUR = 5;

export const contactMessageInputSchema = z.object({
  subject: requiredText(messageKey('contact.subject_required'), 150),
  message: requiredText(messageKey('contact.message_required'), 2000).refine((text) => text.length >= 10, {
    error: messageKey('contact.message_too_short'),
  }),
});
export type ContactMessageInput = z.input<typeof contactMessageInputSchema>;

/** Where promoters reach the admins: the portal's WhatsApp number (admin profile). */
export const contactDetailsSchema = z.object({ whatsapp_number: z.string().nullable() });
export type ContactDetails = z.infer<typeof contactDetailsSchema>;

/** POST contact-messages: the message as stored. */
export const contactMessageSentSchema = z.object({ id: z.number().int(), created_at: z.string() });
export type ContactMessageSent = z.infer<typeof contactMessageSentSchema>;

/** POST contact-messages/{id}/read. */
export const contactMessageReadSchema = z.object({ id: z.number().int(), read: z.boolean() });
export type ContactMessageRead = z.infer<typeof contactMessageReadSchema>;

export const contactMessageRowSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  message: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
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
  filter: z.strictObject({ unread: z.enum(['true', 'false']) }).partial(),
  sortKeys: ['created_at'],
});
