import { z } from '../zod.js';
import { messageKey } from '../i18n/translate.js';
import { WalletType } from '../common/enums.js';
import { rupeeAmountSchema } from '../common/money.js';

/**
 * Tax deducted at source on withdrawals (docs/decisions/178-tax-at-source.md): a section of
 * Promotion Settings, per wallet, versioned with the rest.
 */

/** A TAN: four letters, five digits, a letter (the deductor's tax deduction account number). */
export const TAN_PATTERN = /^[A-Z]{4}[0-9]{5}[A-Z]$/;

/** How the tax on one payment is rounded: to the nearest rupee (section 288B), or to the paisa. */
export const TDS_ROUNDINGS = ['rupee', 'paise'] as const;
export type TdsRounding = (typeof TDS_ROUNDINGS)[number];

/** A rate in percent: 0 to 100, at most two decimals (2, 20, 0.75). */
export const taxRateSchema = z.coerce
  .number({ error: messageKey('settings.tds_rate') })
  .min(0, { error: messageKey('settings.tds_rate') })
  .max(100, { error: messageKey('settings.tds_rate') })
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    error: messageKey('settings.tds_rate'),
  });

/** One wallet's rule as Promotion Settings takes it. */
export const tdsRuleInputSchema = z.object({
  wallet_type: z.coerce
    .number()
    .int()
    .refine(
      (value) => value === WalletType.Cash || value === WalletType.Scratch || value === WalletType.Grow,
      { error: messageKey('ledger.wallet_choice') },
    ),
  /** The section the deduction is made under, as the return names it ('194H'). */
  section: z
    .string({ error: messageKey('settings.tds_section', { example: '194H' }) })
    .trim()
    .min(1, { error: messageKey('settings.tds_section', { example: '194H' }) })
    .max(20, { error: messageKey('common.too_long', { max: 20 }) }),
  rate_with_pan: taxRateSchema,
  rate_without_pan: taxRateSchema,
  /** Per payee per financial year: at or below it, nothing is deducted. */
  threshold: rupeeAmountSchema({ zero: true }),
});

/** The deductor a statement names: the operator's name and TAN (blank until given). */
export const tdsDeductorSchema = z
  .object({
    name: z
      .string({ error: messageKey('common.too_long', { max: 100 }) })
      .trim()
      .max(100, { error: messageKey('common.too_long', { max: 100 }) }),
    tan: z
      .string({ error: messageKey('settings.tan_invalid', { example: 'CHEA12345B' }) })
      .trim()
      .toUpperCase()
      .refine((value) => value === '' || TAN_PATTERN.test(value), {
        error: messageKey('settings.tan_invalid', { example: 'CHEA12345B' }),
      }),
  })
  .strict();

export const tdsRuleViewSchema = z.object({
  wallet_type: z.number().int(),
  section: z.string(),
  rate_with_pan: z.number(),
  rate_without_pan: z.number(),
  threshold: z.number(),
});
export type TdsRuleView = z.infer<typeof tdsRuleViewSchema>;
export const tdsDeductorViewSchema = z.object({ name: z.string(), tan: z.string() });

// ---- the register and deposits (docs/decisions/179-tax-register-and-deposits.md) ----------------

const financialYearSchema = z.coerce
  .number({ error: messageKey('tds.financial_year') })
  .int({ error: messageKey('tds.financial_year') })
  .min(2000, { error: messageKey('tds.financial_year') })
  .max(2100, { error: messageKey('tds.financial_year') });
const quarterSchema = z.coerce
  .number({ error: messageKey('tds.quarter') })
  .int({ error: messageKey('tds.quarter') })
  .min(1, { error: messageKey('tds.quarter') })
  .max(4, { error: messageKey('tds.quarter') });

/** GET tds-register (admins): one quarter of one financial year (2026 is FY 2026-27). */
export const tdsRegisterQuerySchema = z.object({
  financial_year: financialYearSchema,
  quarter: quarterSchema,
});
export type TdsRegisterQuery = z.input<typeof tdsRegisterQuerySchema>;

/** One deduction: a completed withdrawal whose tax was fixed in the quarter, with tax or not. */
export const tdsRegisterRowSchema = z.object({
  withdrawal_id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  /** The payee's name as on the PAN, or their registered name without one. */
  payee_name: z.string(),
  /** The PAN it was deducted against; null: none (the higher rate). */
  pan: z.string().nullable(),
  section: z.string(),
  wallet_type: z.number().int(),
  /** Rupees: what was paid out gross, what the rate applied to, the tax, and the net. */
  gross: z.number(),
  base: z.number(),
  /** Percent. */
  rate: z.number(),
  tax: z.number(),
  net: z.number(),
  deducted_at: z.string(),
  paid_at: z.string(),
});
export type TdsRegisterRow = z.infer<typeof tdsRegisterRowSchema>;

export const tdsRegisterSchema = z.object({
  financial_year: z.number().int(),
  quarter: z.number().int(),
  rows: z.array(tdsRegisterRowSchema),
  totals: z.object({ gross: z.number(), tax: z.number() }),
  /** Deposits recorded against this quarter. */
  deposited: z.number(),
  /** Tax deducted and not yet deposited, all quarters: the payable account now. */
  payable: z.number(),
});
export type TdsRegister = z.infer<typeof tdsRegisterSchema>;

/** A challan's serial number (5 digits) and the bank branch's BSR code (7 digits). */
export const CHALLAN_NO_PATTERN = /^\d{5}$/;
export const BSR_CODE_PATTERN = /^\d{7}$/;

/** POST tds-deposits (admins): a deposit of deducted tax to the government, from the payable. */
export const tdsDepositInputSchema = z.object({
  financial_year: financialYearSchema,
  quarter: quarterSchema,
  section: z
    .string({ error: messageKey('settings.tds_section', { example: '194H' }) })
    .trim()
    .min(1, { error: messageKey('settings.tds_section', { example: '194H' }) })
    .max(20, { error: messageKey('common.too_long', { max: 20 }) }),
  challan_no: z
    .string({ error: messageKey('tds.challan_no') })
    .trim()
    .regex(CHALLAN_NO_PATTERN, { error: messageKey('tds.challan_no') }),
  bsr_code: z
    .string({ error: messageKey('tds.bsr_code') })
    .trim()
    .regex(BSR_CODE_PATTERN, { error: messageKey('tds.bsr_code') }),
  /** The date on the challan (India date, YYYY-MM-DD), not in the future. */
  deposited_on: z
    .string({ error: messageKey('common.date_invalid') })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messageKey('common.date_invalid') }),
  amount: rupeeAmountSchema(),
});
export type TdsDepositInput = z.input<typeof tdsDepositInputSchema>;

export const tdsDepositSchema = z.object({
  id: z.number().int(),
  financial_year: z.number().int(),
  quarter: z.number().int(),
  section: z.string(),
  challan_no: z.string(),
  bsr_code: z.string(),
  deposited_on: z.string(),
  amount: z.number(),
  recorded_by: z.string().nullable(),
  created_at: z.string(),
});
export type TdsDeposit = z.infer<typeof tdsDepositSchema>;

/** GET tds-deposits?financial_year= (admins): that year's deposits, newest first, and the payable now. */
export const tdsDepositsQuerySchema = z.object({ financial_year: financialYearSchema });
export const tdsDepositsSchema = z.object({ rows: z.array(tdsDepositSchema), payable: z.number() });
export type TdsDeposits = z.infer<typeof tdsDepositsSchema>;

/**
 * GET tds-statement (a promoter): their statement of tax deducted at source as a PDF, for a
 * financial year or, with `quarter`, one quarter of it (docs/decisions/180-tax-statements-as-pdf.md).
 */
export const tdsStatementQuerySchema = z.object({
  financial_year: financialYearSchema,
  quarter: quarterSchema.optional(),
});
export type TdsStatementQuery = z.input<typeof tdsStatementQuerySchema>;
