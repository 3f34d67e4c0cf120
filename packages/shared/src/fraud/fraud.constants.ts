/**
 * Fraud signals (docs/decisions/186-fraud-signals.md): signs that one person runs several accounts,
 * computed at registration and before payout, stored per account and kind, and shown on User
 * Management, Withdraw Request and Pin Requests. A signal is a sign for the admin to weigh, never
 * a refusal by itself: completing a flagged withdrawal needs a confirming note.
 */
export const FRAUD_SIGNAL_KINDS = [
  'shared_mobile',
  'shared_pan',
  'shared_bank_account',
  'shared_upi',
  'ip_burst',
  'sponsor_burst',
  'sponsor_ring',
  'fast_quiz',
] as const;
export type FraudSignalKind = (typeof FRAUD_SIGNAL_KINDS)[number];

/**
 * Each kind's reason in English, `{count}` the number of accounts (or quizzes) it counts. The
 * shared catalogue holds the same texts under `fraud.reason.<kind>` with their translations, so a
 * screen shows a row's `reason` in the reader's language
 * (docs/decisions/154-success-answers-and-blocked-pages-by-code.md).
 */
export const FRAUD_REASONS = {
  shared_mobile: 'Mobile number shared with other accounts ({count})',
  shared_pan: 'PAN shared with other accounts ({count})',
  shared_bank_account: 'Bank account number shared with other accounts ({count})',
  shared_upi: 'UPI ID shared with other accounts ({count})',
  ip_burst: 'Registered within an hour of other accounts from one network address ({count} registrations)',
  sponsor_burst: 'Many registrations under one sponsor within an hour ({count} registrations)',
  sponsor_ring: 'Shares a mobile, PAN, bank account or UPI ID with accounts in its sponsor chain ({count})',
  fast_quiz: 'Quiz answers submitted faster than the questions could be read ({count} quizzes)',
} as const satisfies Record<FraudSignalKind, string>;

export const CONFIRM_NOTE_MIN_LENGTH = 10;
export const CONFIRM_NOTE_MAX_LENGTH = 500;

/** The refusal of a flagged payment without a note (a field error on `confirm_note`). */
export const FRAUD_MESSAGES = {
  confirmNote: 'Write a note of at least 10 characters to confirm paying despite the fraud signals',
} as const;
