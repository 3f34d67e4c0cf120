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
