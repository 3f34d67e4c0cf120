import { z } from '../zod.js';
import type { MessageCode } from '../i18n/english.js';
import { messageKey } from '../i18n/translate.js';
import { PROMOTER_LEVELS, WalletType } from '../common/enums.js';
import { rupeeAmountSchema } from '../common/money.js';
import { AGE_OF_MAJORITY, MAXIMUM_MINIMUM_AGE, MOBILE_PATTERN } from '../auth/auth.constants.js';
import {
  TDS_ROUNDINGS,
  tdsDeductorSchema,
  tdsDeductorViewSchema,
  tdsRuleInputSchema,
  tdsRuleViewSchema,
} from '../tax/tax.schemas.js';

/**
 * Promotion Settings (docs/product/money.md, Settings): the programme's rules as the API and
 * the screen see them, amounts in rupees. `GET programme-settings` answers all of it; `PUT`
 * takes any subset and answers the whole new version.
 */

const levelSchema = z.coerce
  .number({ error: messageKey('common.level_choice') })
  .int()
  .refine((value) => (PROMOTER_LEVELS as readonly number[]).includes(value), {
    error: messageKey('common.level_choice'),
  });

/** A whole number field; `label` is the code of its name, which the message names in turn. */
const wholeNumber = (label: MessageCode, min: number, max: number) =>
  z.coerce
    .number({ error: messageKey('settings.whole_number', { label }) })
    .int({ error: messageKey('settings.whole_number', { label }) })
    .min(min, { error: messageKey('settings.at_least', { label, min }) })
    .max(max, { error: messageKey('settings.at_most', { label, max }) });

export const levelEarningSchema = z
  .object({
    level: levelSchema,
    base: rupeeAmountSchema(),
    cap: rupeeAmountSchema(),
    sets_per_session: wholeNumber('settings.label.sets_per_session', 1, 2),
  })
  .refine((row) => row.cap >= row.base, {
    error: messageKey('settings.cap_below_base'),
    path: ['cap'],
  });

export const referralBonusSchema = z.object({
  level: levelSchema.refine((level) => level >= 1, { error: messageKey('settings.bonus_levels') }),
  amount: rupeeAmountSchema({ zero: true }),
});

/** What a PIN for a level costs the promoter (docs/product/pins-and-levels.md, The fee). */
export const pinFeeSchema = z.object({ level: levelSchema, fee: rupeeAmountSchema() });

export const SCRATCH_MESSAGE_MAX_LENGTH = 200;

export const scratchRangeSchema = z
  .object({
    level: levelSchema,
    from: wholeNumber('settings.label.from', 1, 1_000_000),
    /** Null: no upper end (∞). */
    to: wholeNumber('settings.label.to', 1, 1_000_000).nullable(),
    amount: rupeeAmountSchema(),
    message: z
      .string()
      .trim()
      .max(SCRATCH_MESSAGE_MAX_LENGTH, {
        error: messageKey('settings.message_too_long', { max: SCRATCH_MESSAGE_MAX_LENGTH }),
      })
      .default(''),
  })
  .refine((range) => range.to === null || range.to >= range.from, {
    error: messageKey('settings.to_below_from'),
    path: ['to'],
  });
export type ScratchRange = z.output<typeof scratchRangeSchema>;

/** Two ranges of one level overlap when each starts before the other ends. */
export function overlappingRange(ranges: readonly ScratchRange[]): [number, number] | null {
  for (let i = 0; i < ranges.length; i++) {
    for (let j = i + 1; j < ranges.length; j++) {
      const a = ranges[i]!;
      const b = ranges[j]!;
      if (a.level !== b.level) continue;
      const aEnd = a.to ?? Number.POSITIVE_INFINITY;
      const bEnd = b.to ?? Number.POSITIVE_INFINITY;
      if (a.from <= bEnd && b.from <= aEnd) return [i, j];
    }
  }
  return null;
}

export const scratchRangesSchema = z.array(scratchRangeSchema).superRefine((ranges, ctx) => {
  const overlap = overlappingRange(ranges);
  if (overlap)
    ctx.addIssue({
      code: 'custom',
      path: [overlap[1], 'from'],
      message: messageKey('settings.range_overlap', { level: ranges[overlap[1]]!.level }),
    });
});

export const withdrawalRuleInputSchema = z.object({
  wallet_type: z.coerce
    .number()
    .int()
    .refine(
      (value) => value === WalletType.Cash || value === WalletType.Scratch || value === WalletType.Grow,
      {
        error: messageKey('ledger.wallet_choice'),
      },
    ),
  min_amount: rupeeAmountSchema(),
  cooldown_days: wholeNumber('settings.label.cooldown', 0, 365),
});

/** The grievance officer as answered: each part a plain text, blank when not given. */
const grievanceOfficerViewSchema = z.object({ name: z.string(), phone: z.string(), email: z.string() });

/**
 * The grievance desk's deadlines (docs/decisions/181-grievance-tickets.md): acknowledgement within
 * working hours (counted on working days between the day's start and end hours, India time),
 * resolution within calendar days.
 */
export const grievanceDeadlinesSchema = z
  .object({
    acknowledge_working_hours: wholeNumber('settings.label.acknowledge_hours', 1, 720),
    resolve_days: wholeNumber('settings.label.resolve_days', 1, 365),
    day_starts: wholeNumber('settings.label.day_starts', 0, 23),
    day_ends: wholeNumber('settings.label.day_ends', 1, 24),
    /** 0 Sunday … 6 Saturday. */
    working_days: z
      .array(wholeNumber('settings.label.working_days', 0, 6))
      .min(1, { error: messageKey('settings.working_days') })
      .max(7, { error: messageKey('settings.working_days') }),
  })
  .strict()
  .refine((value) => value.day_ends > value.day_starts, {
    error: messageKey('settings.day_ends_after_start'),
    path: ['day_ends'],
  });
export const grievanceDeadlinesViewSchema = z.object({
  acknowledge_working_hours: z.number().int(),
  resolve_days: z.number().int(),
  day_starts: z.number().int(),
  day_ends: z.number().int(),
  working_days: z.array(z.number().int()),
});
export type GrievanceDeadlines = z.infer<typeof grievanceDeadlinesViewSchema>;

/**
 * The thresholds of the fraud signals (docs/decisions/186-fraud-signals.md): registrations from
 * one network address, and under one sponsor, within an hour that flag them; the reading time a
 * quiz question needs at least, and how many quizzes answered faster flag the account.
 */
export const fraudSettingsSchema = z
  .object({
    ip_registrations_per_hour: wholeNumber('settings.label.fraud_ip_registrations', 2, 1000),
    sponsor_registrations_per_hour: wholeNumber('settings.label.fraud_sponsor_registrations', 2, 1000),
    quiz_min_seconds_per_question: wholeNumber('settings.label.fraud_quiz_seconds', 0, 60),
    fast_quizzes: wholeNumber('settings.label.fraud_fast_quizzes', 1, 1000),
  })
  .strict();
export const fraudSettingsViewSchema = z.object({
  ip_registrations_per_hour: z.number().int(),
  sponsor_registrations_per_hour: z.number().int(),
  quiz_min_seconds_per_question: z.number().int(),
  fast_quizzes: z.number().int(),
});
export type FraudSettings = z.infer<typeof fraudSettingsViewSchema>;

/** The answer's shape: plain values (a response schema must not transform). */
export const programmeSettingsSchema = z.object({
  /** Settings version: 0 means nothing was ever saved (the defaults). */
  version: z.number().int(),
  levels: z.array(
    z.object({
      level: z.number().int(),
      base: z.number(),
      cap: z.number(),
      sets_per_session: z.number().int(),
    }),
  ),
  referral_bonus: z.array(z.object({ level: z.number().int(), amount: z.number() })),
  grow_share_percent: z.number(),
  scratch_ranges: z.array(
    z.object({
      level: z.number().int(),
      from: z.number().int(),
      to: z.number().int().nullable(),
      amount: z.number(),
      message: z.string(),
    }),
  ),
  additional_scratch_referrals: z.array(z.object({ promoter_code: z.string(), username: z.string() })),
  withdrawal: z.array(
    z.object({ wallet_type: z.number().int(), min_amount: z.number(), cooldown_days: z.number().int() }),
  ),
  pin_fees: z.array(z.object({ level: z.number().int(), fee: z.number() })),
  pin_auto_raise_minutes: z.number().int(),
  pin_auto_reject_days: z.number().int(),
  daily_video_gate: z.boolean(),
  training_gate: z.boolean(),
  training_pass_percent: z.number().int(),
  training_retry_wait_minutes: z.number().int(),
  quiz_questions_per_attempt: z.number().int(),
  minimum_age: z.number().int(),
  pan_required_for_withdrawal: z.boolean(),
  grievance_officer: grievanceOfficerViewSchema,
  /** Tax at source per wallet (docs/decisions/178-tax-at-source.md). */
  tds: z.array(tdsRuleViewSchema),
  tds_rounding: z.enum(TDS_ROUNDINGS),
  tds_deductor: tdsDeductorViewSchema,
  grievance_deadlines: grievanceDeadlinesViewSchema,
  /** Hours between asking to close an account and its closing (docs/decisions/182-own-data-export.md). */
  account_closure_notice_hours: z.number().int(),
  /** docs/decisions/186-fraud-signals.md */
  fraud: fraudSettingsViewSchema,
});
export type ProgrammeSettingsView = z.infer<typeof programmeSettingsSchema>;

/**
 * The grievance officer a promoter can complain to, named on the public pages and on Contact Us
 * (docs/decisions/176-grievance-officer-in-the-settings.md). Each part may be blank; the pages
 * show the officer once a name is given.
 */
export const grievanceOfficerSchema = z
  .object({
    name: z
      .string({ error: messageKey('common.too_long', { max: 100 }) })
      .trim()
      .max(100, { error: messageKey('common.too_long', { max: 100 }) }),
    phone: z
      .string({ error: messageKey('register.mobile_invalid') })
      .trim()
      .refine((value) => value === '' || MOBILE_PATTERN.test(value), {
        error: messageKey('register.mobile_invalid'),
      }),
    email: z
      .string({ error: messageKey('validation.email') })
      .trim()
      .max(200, { error: messageKey('common.too_long', { max: 200 }) })
      .refine((value) => value === '' || z.email().safeParse(value).success, {
        error: messageKey('validation.email'),
      }),
  })
  .strict();
export type GrievanceOfficer = z.output<typeof grievanceOfficerSchema>;

/** PUT programme-settings: any subset; a table given is given whole. */
export const programmeSettingsUpdateSchema = z
  .object({
    levels: z.array(levelEarningSchema).length(5, { error: messageKey('settings.all_levels') }),
    referral_bonus: z
      .array(referralBonusSchema)
      .length(4, { error: messageKey('settings.bonus_each_level') }),
    grow_share_percent: wholeNumber('settings.label.grow_share', 0, 100),
    scratch_ranges: scratchRangesSchema,
    additional_scratch_referrals: z.array(z.string().trim().toUpperCase()).max(20, {
      error: messageKey('settings.additional_max', { max: 20 }),
    }),
    withdrawal: z.array(withdrawalRuleInputSchema).length(3, { error: messageKey('settings.all_wallets') }),
    pin_fees: z.array(pinFeeSchema).length(5, { error: messageKey('settings.all_fees') }),
    pin_auto_raise_minutes: wholeNumber('settings.label.auto_raise', 1, 1440),
    pin_auto_reject_days: wholeNumber('settings.label.auto_reject', 1, 60),
    daily_video_gate: z.boolean({ error: messageKey('common.true_or_false', { field: 'daily_video_gate' }) }),
    training_gate: z.boolean({ error: messageKey('common.true_or_false', { field: 'training_gate' }) }),
    training_pass_percent: wholeNumber('settings.label.pass_mark', 0, 100),
    training_retry_wait_minutes: wholeNumber('settings.label.retry_wait', 0, 1440),
    quiz_questions_per_attempt: wholeNumber('settings.label.questions_per_quiz', 1, 20),
    minimum_age: wholeNumber('settings.label.minimum_age', AGE_OF_MAJORITY, MAXIMUM_MINIMUM_AGE),
    grievance_officer: grievanceOfficerSchema,
    pan_required_for_withdrawal: z.boolean({
      error: messageKey('common.true_or_false', { field: 'pan_required_for_withdrawal' }),
    }),
    tds: z.array(tdsRuleInputSchema).length(3, { error: messageKey('settings.all_wallets') }),
    tds_rounding: z.enum(TDS_ROUNDINGS, { error: messageKey('settings.tds_rounding') }),
    tds_deductor: tdsDeductorSchema,
    grievance_deadlines: grievanceDeadlinesSchema,
    account_closure_notice_hours: wholeNumber('settings.label.closure_notice', 1, 720),
    fraud: fraudSettingsSchema,
  })
  .partial()
  .strict();
export type ProgrammeSettingsUpdate = z.input<typeof programmeSettingsUpdateSchema>;

/**
 * GET public-settings: what a visitor sees before signing in (the registration form's minimum
 * age, the how-to-join steps, the grievance officer). Nothing here is a secret.
 */
export const publicSettingsSchema = z.object({
  minimum_age: z.number().int(),
  /** Null until the operator names one. */
  grievance_officer: grievanceOfficerViewSchema.nullable(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
