import { z } from '../zod.js';
import { messageKey } from '../i18n/translate.js';
import { enteredPasswordSchema } from '../auth/login.schemas.js';

/**
 * Closing one's account (docs/decisions/182-own-data-export.md): asked for with the password,
 * closed after the notice period (Promotion Settings) when no money is held or pending.
 */
export const accountClosureInputSchema = z.object({
  current_password: enteredPasswordSchema(messageKey('account.closure_password')),
});

/** GET account-closure, and the answers of asking and cancelling: null when none is asked for. */
export const accountClosureSchema = z
  .object({
    requested_at: z.string(),
    /** When it closes: the personal fields are erased then, and the account can no longer sign in. */
    closes_at: z.string(),
  })
  .nullable();
export type AccountClosure = z.infer<typeof accountClosureSchema>;
