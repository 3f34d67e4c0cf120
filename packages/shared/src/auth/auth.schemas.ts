import { z } from '../zod.js';
import { messageKey } from '../i18n/translate.js';
import { ageOn, indiaDate, isIsoDate } from '../common/dates.js';
import type { Role } from '../common/enums.js';
import { DEFAULT_NATIONALITY, LANGUAGES, UI_LANGUAGES } from '../india/languages.js';
import { enteredPasswordSchema } from './login.schemas.js';
import { isDistrictOf, isIndianState } from '../india/states-districts.js';
import {
  AGE_OF_MAJORITY,
  MOBILE_PATTERN,
  PASSWORD_MIN_LENGTH,
  PIN_CODE_PATTERN,
  REGISTER_CODES as M,
  USERNAME_DOTS_PATTERN,
  USERNAME_PATTERN,
} from './auth.constants.js';

/** A required text field: missing, non-text and blank all give the field's own message. */
export function requiredText(message: string, max = 100) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: messageKey('common.too_long', { max }) });
}

const mobile = requiredText(M.mobile).regex(MOBILE_PATTERN, { error: M.mobileInvalid });
const pinCode = requiredText(M.pin_code).regex(PIN_CODE_PATTERN, { error: M.pinCodeInvalid });
const dateOfBirth = requiredText(M.dob).refine(isIsoDate, { error: M.dobInvalid });
/** A date of birth at least `age` years ago, India time. */
export function dateOfBirthAtLeast(age: number) {
  return dateOfBirth.refine((value) => !isIsoDate(value) || ageOn(value, indiaDate()) >= age, {
    error: messageKey(M.tooYoung, { age }),
  });
}
const language = requiredText(M.language).refine((v) => (LANGUAGES as readonly string[]).includes(v), {
  error: M.languageInvalid,
});
const state = requiredText(M.state).refine(isIndianState, { error: M.stateInvalid });

/**
 * A new username as registration and admin creation accept it: ASCII only, dots only between
 * other characters (docs/product/accounts.md, Registration). The dot rule speaks only once the
 * characters and length are right, so one message says what to fix.
 */
export const usernameSchema = requiredText(M.username)
  .regex(USERNAME_PATTERN, { error: M.usernameInvalid })
  .refine((value) => !USERNAME_PATTERN.test(value) || USERNAME_DOTS_PATTERN.test(value), {
    error: M.usernameDots,
  });

/**
 * A new password (registration, admin creation, password change): the length rules. The
 * common-password dictionary is checked by the server only, so it never weighs on the web app;
 * the username rule needs both fields (`withNewAccountPasswordRules` below).
 */
export const newPasswordSchema = enteredPasswordSchema(M.password).min(PASSWORD_MIN_LENGTH, {
  error: M.passwordTooShort,
});
export const passwordConfirmationSchema = enteredPasswordSchema(M.password_confirmation);

/**
 * The one form of a username that sign-in looks up and throttles by: trimmed and lower-cased, or
 * null when no account can have it. Usernames are ASCII by the registration rule, so JavaScript's
 * and PostgreSQL's lower-casing agree on every username that exists; a look-alike such as
 * `AUD_Vİ7040` is no username at all, not another throttle bucket (docs/product/accounts.md).
 */
export function usernameKey(username: string): string | null {
  const trimmed = username.trim();
  return USERNAME_PATTERN.test(trimmed) ? trimmed.toLowerCase() : null;
}

/** Whether a password is the username or contains it, ignoring case. */
export function usernameInPassword(password: string, username: string): 'same' | 'contains' | null {
  const name = username.trim().toLowerCase();
  if (!name) return null;
  const text = password.toLowerCase();
  if (text === name) return 'same';
  return text.includes(name) ? 'contains' : null;
}

/** Fields a user may edit later (update-personal-details): the registration fields but the account ones. */
export const personalDetailsShape = {
  first_name: requiredText(M.first_name),
  last_name: requiredText(M.last_name),
  // An edit is held to the age of majority only: a minimum raised later never locks a member out
  // of their own details (docs/decisions/172-minimum-age-as-a-setting.md).
  dob: dateOfBirthAtLeast(AGE_OF_MAJORITY),
  mobile,
  nationality: requiredText(M.nationality).refine((v) => v === DEFAULT_NATIONALITY, {
    error: M.nationalityInvalid,
  }),
  state,
  district: requiredText(M.district),
  city: requiredText(M.city),
  pin_code: pinCode,
  language,
};

/**
 * Cross-field checks run even while other fields still have issues (zod skips object-level
 * refinements by default then), so 'Passwords must match' shows on blur of an unfinished form.
 */
function whenStrings(...fields: string[]) {
  return (payload: { value: unknown }) => {
    const value = payload.value as Record<string, unknown> | null;
    return typeof value === 'object' && value !== null && fields.every((f) => typeof value[f] === 'string');
  };
}

export function passwordsMatch(value: { password: string; password_confirmation: string }): boolean {
  return value.password === value.password_confirmation;
}

export const passwordsMatchIssue = {
  error: M.passwordsMustMatch,
  path: ['password_confirmation'],
  when: whenStrings('password', 'password_confirmation'),
};

interface NewAccountPassword {
  username: string;
  password: string;
  password_confirmation: string;
}

/**
 * The cross-field rules of a new account's password, declared once for registration and admin
 * creation: the confirmation matches, and the password is not and does not contain the username.
 */
export function withNewAccountPasswordRules<T extends z.ZodType<NewAccountPassword>>(schema: T): T {
  const whenBoth = whenStrings('password', 'username');
  return schema
    .refine(passwordsMatch, passwordsMatchIssue)
    .refine((v) => usernameInPassword(v.password, v.username) !== 'same', {
      error: M.passwordIsUsername,
      path: ['password'],
      when: whenBoth,
    })
    .refine((v) => usernameInPassword(v.password, v.username) !== 'contains', {
      error: M.passwordContainsUsername,
      path: ['password'],
      when: whenBoth,
    });
}

type WithStateAndDistrict = { state: string; district: string };
function districtMatchesState(value: WithStateAndDistrict) {
  return !isIndianState(value.state) || isDistrictOf(value.state, value.district);
}
const districtIssue = {
  error: M.districtInvalid,
  path: ['district'],
  when: whenStrings('state', 'district'),
};

export const personalDetailsSchema = z
  .object(personalDetailsShape)
  .refine(districtMatchesState, districtIssue);
export type PersonalDetailsInput = z.infer<typeof personalDetailsSchema>;

/**
 * The registration payload, checked by the form and the server alike (docs/product/accounts.md,
 * Registration), the date of birth against the programme's minimum age when it is known: the
 * form has it from `public-settings`; the server checks it against its settings in the service.
 */
export function registrationSchema(minimumAge?: number) {
  return withNewAccountPasswordRules(
    z
      .object({
        ...personalDetailsShape,
        dob: minimumAge === undefined ? dateOfBirth : dateOfBirthAtLeast(minimumAge),
        username: usernameSchema,
        password: newPasswordSchema,
        password_confirmation: passwordConfirmationSchema,
        referral_code: requiredText(M.referral_code, 20),
      })
      .refine(districtMatchesState, districtIssue),
  );
}
export const registerSchema = registrationSchema();
export type RegisterInput = z.infer<typeof registerSchema>;

export const changePasswordSchema = z
  .object({
    current_password: enteredPasswordSchema(messageKey('auth.current_password_required')),
    password: newPasswordSchema,
    password_confirmation: passwordConfirmationSchema,
  })
  .refine(passwordsMatch, passwordsMatchIssue);
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * PUT ui-language: the signed-in account's portal language (docs/product/languages.md). Here, not
 * beside UI_LANGUAGES: the web entry reads those, and must not pull zod in with them.
 */
export const uiLanguageInputSchema = z.object({
  language: z.enum(UI_LANGUAGES, {
    error: messageKey('auth.ui_language_invalid', { languages: UI_LANGUAGES.join(', ') }),
  }),
});
export type UiLanguageInput = z.infer<typeof uiLanguageInputSchema>;
export const uiLanguageAnswerSchema = z.object({ ui_language: z.enum(UI_LANGUAGES) });
export type UiLanguageAnswer = z.infer<typeof uiLanguageAnswerSchema>;

/** The caller's own profile as `auth-user` answers it: never a secret. */
export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  dob: z.string().nullable(),
  mobile: z.string().nullable(),
  nationality: z.string(),
  state: z.string().nullable(),
  district: z.string().nullable(),
  city: z.string().nullable(),
  pin_code: z.string().nullable(),
  language: z.string().nullable(),
  ui_language: z.enum(UI_LANGUAGES),
  promoter_code: z.string(),
  sponsor_username: z.string().nullable(),
  current_promoter_level: z.number().int().nullable(),
  is_active: z.boolean(),
  created_at: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/**
 * GET auth/session, the browser's session check: 200 whether or not anyone is signed in, so a
 * visitor's page logs no 401 (docs/decisions/103-the-session-check-answers-200.md).
 */
export const sessionStatusSchema = z.discriminatedUnion('signed_in', [
  z.object({ signed_in: z.literal(true), user: profileSchema }),
  z.object({ signed_in: z.literal(false), user: z.null() }),
]);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

export const loginResponseSchema = z.object({
  message: z.string(),
  token: z.string(),
  expires_at: z.string(),
  user: profileSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

/** The session identity carried by the token (docs/product/accounts.md, Sessions). */
export interface SessionIdentity {
  id: number;
  username: string;
  role: Role;
  exp: number;
  sid: string;
}
