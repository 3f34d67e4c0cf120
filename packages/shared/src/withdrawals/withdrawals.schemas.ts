import { z } from '../zod.js';
import { messageKey } from '../i18n/translate.js';
import { WithdrawStatus } from '../common/enums.js';
import { recordIdSchema } from '../common/ids.js';
import {
  filterDateSchema,
  listQuerySchema,
  listResponseSchema,
  refineDateRange,
} from '../common/list-query.js';
import { rupeeAmountSchema } from '../common/money.js';
import { walletTypeSchema } from '../ledger/ledger.schemas.js';
import { PAYOUT_METHODS } from '../bank-details/bank-details.schemas.js';
import { confirmNoteSchema, fraudSignalSchema, hasFraudSignalsFilterSchema } from '../fraud/fraud.schemas.js';

export const WITHDRAW_STATUSES = [
  WithdrawStatus.Pending,
  WithdrawStatus.Processing,
  WithdrawStatus.Completed,
  WithdrawStatus.Rejected,
] as const;

/** The fixed texts of the withdrawal screens (docs/product/screens.md, Withdraw Request screen). */
export const WITHDRAW_MESSAGES = {
  title: 'Withdrawal Requests',
  subtitle: 'Manage withdrawal requests and track their payment status',
  exportFileName: 'withdraw_requests.xlsx',
  reasonRequired: 'Please provide reason before submitting',
  rejected: 'Your request is updated',
  updatedTitle: 'Successfully updated',
  updatedText: 'the request has been successfully update.',
} as const;

/** The code of 'Please provide reason before submitting' (docs/decisions/144-server-messages-by-code.md). */
const WITHDRAW_REASON_REQUIRED = messageKey('withdraw.reason_required');

/** POST withdraws: the caller asks to withdraw from one wallet to their saved bank account. */
export const withdrawRequestSchema = z.object({
  wallet_type: walletTypeSchema,
  amount: rupeeAmountSchema(),
});
export type WithdrawRequestInput = z.input<typeof withdrawRequestSchema>;

/** A request as its owner sees it (withdraw-histories, and the answer of POST withdraws). */
/**
 * The tax deducted at source and the net paid (docs/decisions/178-tax-at-source.md): fixed when
 * the request goes into a payout file, or at completion; null before. `amount` is the gross.
 */
const deductionShape = {
  tds_amount: z.number().nullable(),
  /** In percent: 2 for 2 %; 0 while the payee's year stays at or below the threshold. */
  tds_rate: z.number().nullable(),
  tds_section: z.string().nullable(),
  net_amount: z.number().nullable(),
  /** When it was completed. */
  paid_at: z.string().nullable(),
};

export const withdrawHistoryRowSchema = z.object({
  id: z.number().int(),
  wallet_type: z.number().int(),
  amount: z.number(),
  status: z.number().int(),
  reason: z.string().nullable(),
  request_at: z.string(),
  updated_at: z.string(),
  /** Where it is paid: a bank account (its bank and last 4 digits only) or a UPI ID. */
  payout_method: z.enum(PAYOUT_METHODS),
  bank_name: z.string().nullable(),
  acc_no_last4: z.string().nullable(),
  upi_id: z.string().nullable(),
  ...deductionShape,
});
export type WithdrawHistoryRow = z.infer<typeof withdrawHistoryRowSchema>;

const statusFilter = z.coerce
  .number({ error: messageKey('common.status_required') })
  .int({ error: messageKey('common.status_required') })
  .refine((value) => (WITHDRAW_STATUSES as readonly number[]).includes(value), {
    error: messageKey('common.status_choice'),
  });

const historyFilterShape = {
  status: statusFilter,
  wallet_type: walletTypeSchema,
  fromdate: filterDateSchema,
  todate: filterDateSchema,
};

export const withdrawHistoryFilterSchema = refineDateRange(
  z.strictObject(historyFilterShape).partial(),
  'fromdate',
  'todate',
);

export const WITHDRAW_SORT_KEYS = ['request_at', 'amount'] as const;
export type WithdrawSortKey = (typeof WITHDRAW_SORT_KEYS)[number];

export const withdrawHistoryQuerySchema = listQuerySchema({
  filter: withdrawHistoryFilterSchema,
  sortKeys: WITHDRAW_SORT_KEYS,
});
export const withdrawHistoryResponseSchema = listResponseSchema(withdrawHistoryRowSchema);

/**
 * GET withdraws (admins): filters status, wallet_type, the request date (fromdate/todate) and
 * whether the requester has fraud signals (docs/decisions/186-fraud-signals.md).
 */
export const withdrawListFilterSchema = refineDateRange(
  z.strictObject({ ...historyFilterShape, has_fraud_signals: hasFraudSignalsFilterSchema }).partial(),
  'fromdate',
  'todate',
);
export type WithdrawListFilter = z.infer<typeof withdrawListFilterSchema>;
export const withdrawListQuerySchema = listQuerySchema({
  filter: withdrawListFilterSchema,
  sortKeys: WITHDRAW_SORT_KEYS,
});
export type WithdrawListQuery = z.infer<typeof withdrawListQuerySchema>;

/** The requester, as a withdrawal request carries them (docs/product/screens.md, Withdraw Request screen). */
export const withdrawUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  mobile: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  state: z.string().nullable(),
  pin_code: z.string().nullable(),
  /** 0 when the user has no level (docs/product/screens.md, Withdraw Request screen). */
  current_promoter_level: z.number().int(),
});

/** The account the request is paid to, as it was when the request was made. */
export const withdrawBankDetailSchema = z.object({
  /** The saved bank details the request was made with; null if they no longer exist. */
  id: z.number().int().nullable(),
  account_holder: z.string(),
  /** A bank account (the four fields below) or a UPI ID (`upi_id`); the other's fields are null. */
  payout_method: z.enum(PAYOUT_METHODS),
  bank_name: z.string().nullable(),
  acc_no: z.string().nullable(),
  ifsc_code: z.string().nullable(),
  branch_name: z.string().nullable(),
  upi_id: z.string().nullable(),
});

export const withdrawRowSchema = z.object({
  id: z.number().int(),
  status: z.number().int(),
  wallet_type: z.number().int(),
  amount: z.number(),
  request_at: z.string(),
  updated_at: z.string(),
  reason: z.string().nullable(),
  user: withdrawUserSchema,
  bank_detail: withdrawBankDetailSchema,
  /**
   * The requester's fraud signals: a shared mobile, PAN, account number or UPI ID, registration
   * bursts, a sponsor ring, quizzes answered too fast (docs/decisions/186-fraud-signals.md).
   */
  fraud_signals: z.array(fraudSignalSchema),
  ...deductionShape,
});
export type WithdrawRow = z.infer<typeof withdrawRowSchema>;
export const withdrawListResponseSchema = listResponseSchema(withdrawRowSchema);

export const REJECT_REASON_MAX_LENGTH = 300;
/** A payment's reference: a UTR or UPI reference, 6 to 40 letters, digits or hyphens. */
export const PAYOUT_REFERENCE_PATTERN = /^[A-Za-z0-9-]{6,40}$/;

/**
 * POST withdraw-status-update: 1 Process, 2 Complete, 3 Reject (with a reason, trimmed). Which
 * changes a request allows depends on its status (withdrawals.rules.ts).
 */
export const withdrawStatusUpdateSchema = z
  .object({
    id: recordIdSchema,
    status: z.coerce
      .number({ error: messageKey('withdraw.action_choice') })
      .int()
      .refine((value) => value === 1 || value === 2 || value === 3, {
        error: messageKey('withdraw.action_choice'),
      }),
    reason: z
      .string()
      .trim()
      .max(REJECT_REASON_MAX_LENGTH, {
        error: messageKey('withdraw.reason_too_long', { max: REJECT_REASON_MAX_LENGTH }),
      })
      .nullish(),
    /** Completing for a requester with fraud signals needs it (docs/decisions/186-fraud-signals.md). */
    confirm_note: confirmNoteSchema,
    /**
     * Completing: the bank's or UPI's reference (UTR) of the payment, told to the payee
     * (docs/decisions/183-notifications-outbox.md).
     */
    reference: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z
        .string()
        .trim()
        .regex(PAYOUT_REFERENCE_PATTERN, { error: messageKey('withdraw.reference_invalid') })
        .nullish(),
    ),
  })
  .refine((value) => value.status !== WithdrawStatus.Rejected || Boolean(value.reason), {
    error: WITHDRAW_REASON_REQUIRED,
    path: ['reason'],
  });
export type WithdrawStatusUpdateInput = z.input<typeof withdrawStatusUpdateSchema>;

/** The reject dialog's form: the reason alone. */
export const rejectReasonSchema = z.object({
  reason: z
    .string({ error: WITHDRAW_REASON_REQUIRED })
    .trim()
    .min(1, { error: WITHDRAW_REASON_REQUIRED })
    .max(REJECT_REASON_MAX_LENGTH, {
      error: messageKey('withdraw.reason_too_long', { max: REJECT_REASON_MAX_LENGTH }),
    }),
});

export const BULK_MAX_IDS = 100;
const idsSchema = z
  .array(recordIdSchema, { error: messageKey('withdraw.select_one') })
  .min(1, { error: messageKey('withdraw.select_one') })
  .max(BULK_MAX_IDS, { error: messageKey('withdraw.select_at_most', { max: BULK_MAX_IDS }) });

/** POST withdraw-status-update/bulk: Process or Complete several requests, each on its own. */
export const withdrawBulkUpdateSchema = z.object({
  ids: idsSchema,
  status: z.coerce
    .number({ error: messageKey('withdraw.bulk_action_choice') })
    .int()
    .refine((value) => value === 1 || value === 2, { error: messageKey('withdraw.bulk_action_choice') }),
  /** One note for every flagged requester of the selection (docs/decisions/186-fraud-signals.md). */
  confirm_note: confirmNoteSchema,
});
export type WithdrawBulkUpdateInput = z.input<typeof withdrawBulkUpdateSchema>;

export const withdrawBulkResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      ok: z.boolean(),
      /** The request's status after the attempt (unchanged when refused); null if there is none. */
      status: z.number().int().nullable(),
      message: z.string(),
    }),
  ),
});
export type WithdrawBulkResult = z.infer<typeof withdrawBulkResultSchema>;

/** POST withdraws/payout-file: a CSV for the bank of the selected processing requests. */
export const payoutFileSchema = z.object({
  ids: idsSchema,
  /** The file pays them: flagged requesters need it as a completion does (docs/decisions/186-fraud-signals.md). */
  confirm_note: confirmNoteSchema,
});
export const PAYOUT_FILE_NAME = 'payouts.csv';

/** GET withdraw-rules: what the caller may request now, per wallet. */
export const withdrawRuleSchema = z.object({
  wallet_type: z.number().int(),
  min_amount: z.number(),
  cooldown_days: z.number().int(),
  available: z.number(),
  held: z.number(),
  /** India date (YYYY-MM-DD) from which the next request is allowed; null: allowed now. */
  next_request_date: z.string().nullable(),
});
export const withdrawRulesResponseSchema = z.object({
  rules: z.array(withdrawRuleSchema),
  has_bank_details: z.boolean(),
});
export type WithdrawRulesResponse = z.infer<typeof withdrawRulesResponseSchema>;
