import type { MessageCode } from '../i18n/english.js';

export const SESSION_COOKIE = 'session-token';
export const SESSION_LIFETIME_SECONDS = 24 * 60 * 60;

/** Registration messages, fixed word for word (docs/product/accounts.md, Registration). */
export const REGISTER_MESSAGES = {
  first_name: 'First Name is required*',
  last_name: 'Last Name is required*',
  dob: 'Date of Birth is required*',
  mobile: 'Mobile number is required*',
  nationality: 'Nationality is required*',
  state: 'State is required*',
  city: 'City is required*',
  language: 'Language is required*',
  district: 'District is required*',
  pin_code: 'Pin Code is required*',
  username: 'Username is required*',
  password: 'Password is required*',
  password_confirmation: 'Password confirmation is required*',
  referral_code: 'Promoter code is required*',
  mobileInvalid: 'Enter a valid 10-digit mobile number',
  pinCodeInvalid: 'Enter a valid 6-digit Pin Code',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordsMustMatch: 'Passwords must match',
  // Ours: the registration rules whose messages are not fixed (docs/product/accounts.md, Registration).
  dobInvalid: 'Enter a valid date of birth',
  tooYoung: 'You must be at least {age} years old',
  nationalityInvalid: 'Nationality must be India',
  stateInvalid: 'Select a state from the list',
  districtInvalid: 'Select a district of the chosen state',
  languageInvalid: 'Select a language from the list',
  usernameInvalid: 'Username must be 3 to 30 letters, digits, _ or .',
  usernameDots: 'Username must not start or end with a dot or have two dots in a row',
  usernameTaken: 'This username is already taken',
  usernameTooSimilar: 'This username is too similar to an existing one',
  mobileTaken: 'This mobile number is already registered',
  referralCodeInvalid: 'This promoter code is not valid',
  textTooLong: 'Must be at most 100 characters',
  passwordTooLong: 'Password must be at most 200 characters',
  passwordIsUsername: 'Password must not be the username',
  passwordContainsUsername: 'Password must not contain the username',
  passwordTooCommon: 'This password is too common. Choose one that is harder to guess',
} as const;

/**
 * The codes of the registration messages, what the schemas carry (the form and the server each
 * show the text in the reader's language; docs/decisions/144-server-messages-by-code.md).
 */
export const REGISTER_CODES = {
  first_name: 'register.first_name_required',
  last_name: 'register.last_name_required',
  dob: 'register.dob_required',
  mobile: 'register.mobile_required',
  nationality: 'register.nationality_required',
  state: 'register.state_required',
  city: 'register.city_required',
  language: 'register.language_required',
  district: 'register.district_required',
  pin_code: 'register.pin_code_required',
  username: 'register.username_required',
  password: 'register.password_required',
  password_confirmation: 'register.password_confirmation_required',
  referral_code: 'register.referral_code_required',
  mobileInvalid: 'register.mobile_invalid',
  pinCodeInvalid: 'register.pin_code_invalid',
  passwordTooShort: 'register.password_too_short',
  passwordsMustMatch: 'register.passwords_must_match',
  dobInvalid: 'register.dob_invalid',
  tooYoung: 'register.too_young',
  nationalityInvalid: 'register.nationality_invalid',
  stateInvalid: 'register.state_invalid',
  districtInvalid: 'register.district_invalid',
  languageInvalid: 'register.language_invalid',
  usernameInvalid: 'register.username_invalid',
  usernameDots: 'register.username_dots',
  usernameTaken: 'register.username_taken',
  usernameTooSimilar: 'register.username_too_similar',
  mobileTaken: 'register.mobile_taken',
  referralCodeInvalid: 'register.referral_code_invalid',
  passwordTooLong: 'register.password_too_long',
  passwordIsUsername: 'register.password_is_username',
  passwordContainsUsername: 'register.password_contains_username',
  passwordTooCommon: 'register.password_too_common',
} as const satisfies Record<Exclude<keyof typeof REGISTER_MESSAGES, 'textTooLong'>, MessageCode>;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
/**
 * Age at registration (docs/product/accounts.md, Registration): the programme's minimum is a
 * setting (`minimum_age`, this by default), never below the age of majority, which is also what
 * an edit of one's date of birth is held to (docs/decisions/172-minimum-age-as-a-setting.md).
 */
export const AGE_OF_MAJORITY = 18;
export const DEFAULT_MINIMUM_AGE = AGE_OF_MAJORITY;
export const MAXIMUM_MINIMUM_AGE = 99;
/** The characters and length of every username, old or new: sign-in looks names up by it. */
export const USERNAME_PATTERN = /^[A-Za-z0-9_.]{3,30}$/;
/**
 * A new username's dots sit between other characters: none leading, trailing or repeated, so
 * `demo_priya12.` is no second `demo_priya12` (docs/product/accounts.md, Registration). Accounts
 * created before the rule keep their names and still sign in (USERNAME_PATTERN).
 */
export const USERNAME_DOTS_PATTERN = /^(?!\.)(?!.*\.\.)(?!.*\.$)/;
export const MOBILE_PATTERN = /^\d{10}$/;
export const PIN_CODE_PATTERN = /^[1-9][0-9]{5}$/;
/** Unambiguous upper-case letters and digits: no 0/O, 1/I/L (docs/product/accounts.md, Promoter codes). */
export const PROMOTER_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PROMOTER_CODE_LENGTH = 8;
