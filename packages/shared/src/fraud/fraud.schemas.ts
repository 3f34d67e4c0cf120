import { z } from '../zod.js';
import { messageKey } from '../i18n/translate.js';
import { CONFIRM_NOTE_MAX_LENGTH, CONFIRM_NOTE_MIN_LENGTH, FRAUD_SIGNAL_KINDS } from './fraud.constants.js';

/** A signal on a list row: its kind, the reason in English, and the other accounts it names. */
export const fraudSignalSchema = z.object({
  kind: z.enum(FRAUD_SIGNAL_KINDS),
  reason: z.string(),
  related_user_ids: z.array(z.number().int()),
  /** The same accounts' usernames, in the order of `related_user_ids`. */
  related_usernames: z.array(z.string()),
});
export type FraudSignal = z.infer<typeof fraudSignalSchema>;

/** The lists' filter: only rows whose account has fraud signals ('true'), or has none ('false'). */
export const hasFraudSignalsFilterSchema = z.enum(['true', 'false']);

/**
 * The admin's note confirming a payment to a flagged account: optional in every body (an account
 * without signals needs none), at least CONFIRM_NOTE_MIN_LENGTH characters when the server asks.
 */
export const confirmNoteSchema = z
  .string({ error: messageKey('fraud.confirm_note') })
  .trim()
  .max(CONFIRM_NOTE_MAX_LENGTH, { error: messageKey('common.too_long', { max: CONFIRM_NOTE_MAX_LENGTH }) })
  .optional();

/** The note dialog's form: the note alone, required. */
export const confirmNoteFormSchema = z.object({
  confirm_note: z
    .string({ error: messageKey('fraud.confirm_note') })
    .trim()
    .min(CONFIRM_NOTE_MIN_LENGTH, { error: messageKey('fraud.confirm_note') })
    .max(CONFIRM_NOTE_MAX_LENGTH, { error: messageKey('common.too_long', { max: CONFIRM_NOTE_MAX_LENGTH }) }),
});
