import { messageKey } from '../i18n/translate.js';
import { z } from '../zod.js';
import { PASSWORD_MAX_LENGTH, REGISTER_CODES as M } from './auth.constants.js';

// The sign-in form's schemas, in a file of their own: the login page is the first screen on a
// phone, and importing them must not bring the registration rules and the states of India along
// (docs/decisions/038-first-screen-loads-only-its-own-code.md).

/**
 * A password typed to prove who one is (login, current password): required and bounded, so a
 * megabyte of text never reaches argon2; nothing else is checked about it.
 */
export function enteredPasswordSchema(requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .min(1, { error: requiredMessage })
    .max(PASSWORD_MAX_LENGTH, { error: M.passwordTooLong });
}

const USERNAME_MAX_LENGTH = 100;

export const loginSchema = z.object({
  // Each check its own message: a schema's `error` would also answer a check without one, and a
  // username too long would read 'Username is required*' (docs/decisions/155-zod-issues-by-code.md).
  username: z
    .string({ error: M.username })
    .trim()
    .min(1, { error: M.username })
    .max(USERNAME_MAX_LENGTH, { error: messageKey('common.too_long', { max: USERNAME_MAX_LENGTH }) }),
  password: enteredPasswordSchema(M.password),
});
export type LoginInput = z.infer<typeof loginSchema>;
