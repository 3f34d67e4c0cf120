import { z } from '../zod.js';
import { messageKey } from '../i18n/translate.js';
import { MOBILE_PATTERN } from '../auth/auth.constants.js';
import { recordIdSchema } from '../common/ids.js';
import { requiredText } from '../auth/auth.schemas.js';
import { enteredPasswordSchema } from '../auth/login.schemas.js';

export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
/** A PAN: five letters, four digits, a letter (docs/decisions/175-pan-on-bank-details.md). */
export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
/**
 * A UPI ID, lower-cased: a name of letters, digits, dots, hyphens or underscores, `@`, and the
 * payment app's handle, letters first (docs/decisions/177-upi-payout-method.md).
 */
export const UPI_ID_PATTERN = /^[a-z0-9._-]{2,64}@[a-z][a-z0-9]{1,32}$/;

/** Where a user's withdrawals are paid: a bank account, or a UPI ID. */
export const PAYOUT_METHODS = ['bank', 'upi'] as const;
export type PayoutMethod = (typeof PAYOUT_METHODS)[number];

export const BANK_MESSAGES = {
  account_holder: 'Account holder name is required',
  acc_no: 'Account number is required',
  accNoInvalid: 'Account number must be 9 to 18 digits',
  ifsc_code: 'IFSC code is required',
  ifscInvalid: 'Enter a valid IFSC code: 4 letters, 0, then 6 letters or digits (e.g. SBIN0001234)',
  bank_name: 'Bank name is required',
  branch_name: 'Branch name is required',
  current_password: 'Enter your current password to change saved bank details',
  whatsapp_number: 'WhatsApp number is required',
  whatsappInvalid: 'Enter a valid 10-digit WhatsApp number',
  panInvalid: 'Enter a valid PAN: 5 letters, 4 digits, then a letter (e.g. ABCDE1234F)',
  pan_name: 'Name as on PAN is required',
  upi_id: 'UPI ID is required',
  upiInvalid: "Enter a valid UPI ID: a name, @, then the app's handle (e.g. ravi.kumar@okaxis)",
  payout_method: 'Choose a bank account or a UPI ID',
} as const;

/**
 * The codes of BANK_MESSAGES, what the schemas carry: the form and the server each show the text
 * in the reader's language (docs/decisions/144-server-messages-by-code.md).
 */
const BANK_CODES = {
  account_holder: messageKey('bank.account_holder_required'),
  acc_no: messageKey('bank.acc_no_required'),
  accNoInvalid: messageKey('bank.acc_no_invalid'),
  ifsc_code: messageKey('bank.ifsc_required'),
  ifscInvalid: messageKey('bank.ifsc_invalid', { example: 'SBIN0001234' }),
  bank_name: messageKey('bank.bank_name_required'),
  branch_name: messageKey('bank.branch_name_required'),
  current_password: messageKey('bank.current_password'),
  whatsapp_number: messageKey('common.whatsapp_required'),
  whatsappInvalid: messageKey('common.whatsapp_invalid'),
  panInvalid: messageKey('bank.pan_invalid', { example: 'ABCDE1234F' }),
  pan_name: messageKey('bank.pan_name_required'),
  upi_id: messageKey('bank.upi_id_required'),
  upiInvalid: messageKey('bank.upi_id_invalid', { example: 'ravi.kumar@okaxis' }),
  payout_method: messageKey('bank.payout_method_choice'),
} as const satisfies Record<keyof typeof BANK_MESSAGES, string>;

/** The fields of a bank account money is paid to (docs/product/money.md, Bank details). */
export const bankAccountShape = {
  account_holder: requiredText(BANK_CODES.account_holder, 100),
  acc_no: requiredText(BANK_CODES.acc_no, 40)
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(ACCOUNT_NUMBER_PATTERN, { error: BANK_CODES.accNoInvalid })),
  ifsc_code: requiredText(BANK_CODES.ifsc_code, 20)
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(IFSC_PATTERN, { error: BANK_CODES.ifscInvalid })),
  bank_name: requiredText(BANK_CODES.bank_name, 100),
  branch_name: requiredText(BANK_CODES.branch_name, 100),
};

/** An optional field: blank and null mean not given. */
const blankAsMissing = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** What both payout methods carry: the payee's name, the PAN, and the password for a change. */
const payeeShape = {
  account_holder: bankAccountShape.account_holder,
  /** Optional, unless the settings require one before a withdrawal; upper-cased. */
  pan: z.preprocess(
    blankAsMissing,
    requiredText(BANK_CODES.panInvalid, 10)
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(PAN_PATTERN, { error: BANK_CODES.panInvalid }))
      .optional(),
  ),
  /** The name as on the PAN, needed with it. */
  pan_name: z.preprocess(blankAsMissing, requiredText(BANK_CODES.pan_name, 100).optional()),
  current_password: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    enteredPasswordSchema(BANK_CODES.current_password).optional(),
  ),
};

/**
 * POST user-bank-detail/upsert: a bank account (`payout_method` 'bank', the default) or a UPI ID
 * ('upi'), each with its own fields; the other method's fields are not kept. The first save needs
 * no password; changing saved details needs the current password (the server decides which case
 * it is).
 */
export const userBankDetailInputSchema = z
  .discriminatedUnion(
    'payout_method',
    [
      // Without a method, a bank account (as before UPI IDs were offered).
      z.object({ payout_method: z.literal('bank').default('bank'), ...bankAccountShape, ...payeeShape }),
      z.object({
        payout_method: z.literal('upi'),
        ...payeeShape,
        upi_id: requiredText(BANK_CODES.upi_id, 100)
          .transform((value) => value.toLowerCase())
          .pipe(z.string().regex(UPI_ID_PATTERN, { error: BANK_CODES.upiInvalid })),
      }),
    ],
    { error: BANK_CODES.payout_method },
  )
  .refine((value) => value.pan === undefined || value.pan_name !== undefined, {
    error: BANK_CODES.pan_name,
    path: ['pan_name'],
  });
export type UserBankDetailInput = z.input<typeof userBankDetailInputSchema>;
export type UserBankDetailValues = z.output<typeof userBankDetailInputSchema>;

export const userBankDetailSchema = z.object({
  id: z.number().int(),
  account_holder: z.string(),
  payout_method: z.enum(PAYOUT_METHODS),
  /** The bank account's fields: null when the method is a UPI ID. */
  acc_no: z.string().nullable(),
  ifsc_code: z.string().nullable(),
  bank_name: z.string().nullable(),
  branch_name: z.string().nullable(),
  /** Null when the method is a bank account. */
  upi_id: z.string().nullable(),
  pan: z.string().nullable(),
  pan_name: z.string().nullable(),
  updated_at: z.string(),
  /** True once saved; false after an admin unlocked them, until the user's next save. */
  locked: z.boolean(),
});
export type UserBankDetail = z.infer<typeof userBankDetailSchema>;

/** GET user-bank-detail: the caller's saved details, or null. */
export const userBankDetailResponseSchema = userBankDetailSchema.nullable();

/**
 * POST user-bank-detail/unlock (admins): the user's next save of their bank details needs no
 * password, once (docs/product/money.md, Bank details). GET user-bank-detail/lock takes it as
 * its query.
 */
export const bankDetailUnlockSchema = z.object({ user_id: recordIdSchema });
export type BankDetailUnlockInput = z.input<typeof bankDetailUnlockSchema>;

/** Whether a user has saved bank details, and whether a change needs their password. */
export const bankDetailLockSchema = z.object({
  user_id: z.number().int(),
  saved: z.boolean(),
  locked: z.boolean(),
});
export type BankDetailLock = z.infer<typeof bankDetailLockSchema>;

export const BANK_UNLOCK_MESSAGES = {
  noDetails: 'This user has no saved bank details to unlock',
  unlocked: 'Bank details unlocked: the next save needs no password',
} as const;

/**
 * admin-bank-details/upsert: where promoters pay for a PIN, and the WhatsApp number they send the
 * payment proof to. One set for the portal, kept by any admin (docs/decisions/042-one-payment-account.md).
 */
export const paymentDetailsInputSchema = z.object({
  ...bankAccountShape,
  whatsapp_number: requiredText(BANK_CODES.whatsapp_number, 10).regex(MOBILE_PATTERN, {
    error: BANK_CODES.whatsappInvalid,
  }),
});
export type PaymentDetailsInput = z.input<typeof paymentDetailsInputSchema>;

export const paymentDetailsSchema = z.object({
  account_holder: z.string(),
  acc_no: z.string(),
  ifsc_code: z.string(),
  bank_name: z.string(),
  branch_name: z.string(),
  whatsapp_number: z.string(),
  updated_at: z.string(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;
export const paymentDetailsResponseSchema = paymentDetailsSchema.nullable();
