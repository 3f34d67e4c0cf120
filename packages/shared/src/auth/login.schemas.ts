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

export const loginSchema = z.object({
  username: z.string({ error: M.username }).trim().min(1, { error: M.username }).max(100),
  password: enteredPasswordSchema(M.password),
});
export type LoginInput = z.infer<typeof loginSchema>;
