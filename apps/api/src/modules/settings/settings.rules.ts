import { z } from 'zod';
import {
  paiseToRupees,
  PROMOTER_LEVELS,
  rupeesToPaise,
  WALLET_TYPES,
  WalletType,
  AGE_OF_MAJORITY,
  DEFAULT_MINIMUM_AGE,
  MAXIMUM_MINIMUM_AGE,
  TDS_ROUNDINGS,
  type ProgrammeSettingsView,
  type PromoterLevel,
  type programmeSettingsUpdateSchema,
  type WalletTypeValue,
} from '@portal/shared';

/**
 * The programme's rules as stored (docs/product/money.md, Settings): amounts in paise, one JSON
 * value per version. A version stores everything; whatever an older version lacks takes its
 * default, so a rule added later has its default in every earlier version.
 */

const paise = z.number().int().min(0);

const withdrawalRuleSchema = z.object({
  min_paise: z.number().int().min(1),
  cooldown_days: z.number().int().min(0).max(365),
});

/**
 * Tax at source on a wallet's withdrawals (docs/decisions/178-tax-at-source.md): rates in basis
 * points (2 % is 200), the threshold in paise per payee per financial year.
 */
const tdsRuleSchema = z.object({
  section: z.string().min(1),
  rate_with_pan_bp: z.number().int().min(0).max(10_000),
  rate_without_pan_bp: z.number().int().min(0).max(10_000),
  threshold_paise: z.number().int().min(0),
});
export type TdsRule = z.infer<typeof tdsRuleSchema>;

/**
 * Section 194H on commission, as in force for FY 2025-26 (and renumbered from April 2026 with the
 * same rates): 2 % with a PAN, 20 % without (206AA), above ₹20,000 per payee per financial year;
 * the same for all three wallets until the operator's tax advisor says otherwise.
 */
export const DEFAULT_TDS_RULE = {
  section: '194H',
  rate_with_pan_bp: 200,
  rate_without_pan_bp: 2_000,
  threshold_paise: 20_000_00,
} as const satisfies TdsRule;

const levelEarningSchema = z.object({
  base_paise: paise,
  cap_paise: paise,
  sets_per_session: z.number().int().min(1).max(2),
});

const scratchRangeSchema = z.object({
  from: z.number().int().min(1),
  to: z.number().int().min(1).nullable(),
  amount_paise: paise,
  message: z.string(),
});

/**
 * Minimums ₹100, ₹100 and ₹1,00,000; one request per 30, 7 and 30 days (docs/product/money.md,
 * Withdrawals).
 */
export const DEFAULT_WITHDRAWAL_RULES = {
  [WalletType.Cash]: { min_paise: 100_00, cooldown_days: 30 },
  [WalletType.Scratch]: { min_paise: 100_00, cooldown_days: 7 },
  [WalletType.Grow]: { min_paise: 1_00_000_00, cooldown_days: 30 },
} as const satisfies Record<WalletTypeValue, z.infer<typeof withdrawalRuleSchema>>;

/**
 * Base and cap per video, and sets per session, by level (docs/product/money.md, Earning per
 * promotion video).
 */
export const DEFAULT_LEVELS = {
  0: { base_paise: 2_50, cap_paise: 2_50, sets_per_session: 1 },
  1: { base_paise: 5_00, cap_paise: 35_00, sets_per_session: 1 },
  2: { base_paise: 50_00, cap_paise: 230_00, sets_per_session: 1 },
  3: { base_paise: 62_50, cap_paise: 182_50, sets_per_session: 2 },
  4: { base_paise: 92_50, cap_paise: 265_00, sets_per_session: 2 },
} as const satisfies Record<PromoterLevel, z.infer<typeof levelEarningSchema>>;

/**
 * The bonus an active direct referral of each level adds to the per-video amount
 * (docs/product/money.md, Earning per promotion video).
 */
export const DEFAULT_REFERRAL_BONUS = { 1: 2_50, 2: 25_00, 3: 17_50, 4: 25_00 } as const;

/**
 * What a PIN costs, by level (docs/product/pins-and-levels.md, The fee): ₹100, 250, 1,000, 1,500
 * and 2,500, ten times the scratch card the sponsor gets for it, until the super admin sets them.
 */
export const DEFAULT_PIN_FEES = {
  0: 100_00,
  1: 250_00,
  2: 1_000_00,
  3: 1_500_00,
  4: 2_500_00,
} as const satisfies Record<PromoterLevel, number>;

/** One range 1–∞ per level with ₹10, 25, 100, 150, 250 (docs/product/money.md, Scratch cards). */
export const DEFAULT_SCRATCH_RANGES = Object.fromEntries(
  PROMOTER_LEVELS.map((level) => [
    level,
    [{ from: 1, to: null, amount_paise: [10_00, 25_00, 100_00, 150_00, 250_00][level]!, message: '' }],
  ]),
) as Record<PromoterLevel, z.infer<typeof scratchRangeSchema>[]>;

/**
 * The fraud signals' thresholds (docs/decisions/186-fraud-signals.md): 5 registrations from one
 * address, or 10 under one promoter, within an hour; a quiz question needs 3 seconds to read, and
 * 3 quizzes answered faster flag the account.
 */
export const DEFAULT_FRAUD_THRESHOLDS = {
  ip_registrations_per_hour: 5,
  sponsor_registrations_per_hour: 10,
  quiz_min_seconds_per_question: 3,
  fast_quizzes: 3,
} as const;

const byLevel = <T extends z.ZodType>(schema: T, defaults: Record<number, z.input<T>>) =>
  z
    .object(
      Object.fromEntries(PROMOTER_LEVELS.map((level) => [level, schema.default(defaults[level] as never)])),
    )
    .default(defaults as never) as unknown as z.ZodType<Record<PromoterLevel, z.output<T>>>;

export const storedSettingsSchema = z.object({
  levels: byLevel(levelEarningSchema, DEFAULT_LEVELS),
  referral_bonus_paise: z
    .object({
      1: paise.default(2_50),
      2: paise.default(25_00),
      3: paise.default(17_50),
      4: paise.default(25_00),
    })
    .default(DEFAULT_REFERRAL_BONUS),
  grow_share_percent: z.number().int().min(0).max(100).default(5),
  scratch_ranges: byLevel(z.array(scratchRangeSchema), DEFAULT_SCRATCH_RANGES),
  /** Accounts (user ids) that get a copy of every scratch card (docs/product/money.md, Scratch cards). */
  additional_scratch_referrals: z.array(z.number().int()).default([]),
  withdrawal: z
    .object({
      1: withdrawalRuleSchema.default(DEFAULT_WITHDRAWAL_RULES[1]),
      2: withdrawalRuleSchema.default(DEFAULT_WITHDRAWAL_RULES[2]),
      3: withdrawalRuleSchema.default(DEFAULT_WITHDRAWAL_RULES[3]),
    })
    .default(DEFAULT_WITHDRAWAL_RULES),
  pin_fee_paise: byLevel(paise, DEFAULT_PIN_FEES),
  pin_auto_raise_minutes: z.number().int().min(1).default(10),
  pin_auto_reject_days: z.number().int().min(1).default(5),
  daily_video_gate: z.boolean().default(true),
  training_gate: z.boolean().default(true),
  training_pass_percent: z.number().int().min(0).max(100).default(50),
  /** Minutes a failed training quiz waits before its retry (docs/product/content-and-earning.md, Training). */
  training_retry_wait_minutes: z.number().int().min(0).max(1440).default(10),
  quiz_questions_per_attempt: z.number().int().min(1).default(3),
  /** Age at registration (docs/decisions/172-minimum-age-as-a-setting.md). */
  minimum_age: z.number().int().min(AGE_OF_MAJORITY).max(MAXIMUM_MINIMUM_AGE).default(DEFAULT_MINIMUM_AGE),
  /** A PAN on the bank details before any withdrawal (docs/decisions/175-pan-on-bank-details.md). */
  pan_required_for_withdrawal: z.boolean().default(false),
  /** docs/decisions/176-grievance-officer-in-the-settings.md */
  grievance_officer: z
    .object({ name: z.string(), phone: z.string(), email: z.string() })
    .default({ name: '', phone: '', email: '' }),
  /** docs/decisions/178-tax-at-source.md */
  tds: z
    .object({
      1: tdsRuleSchema.default(DEFAULT_TDS_RULE),
      2: tdsRuleSchema.default(DEFAULT_TDS_RULE),
      3: tdsRuleSchema.default(DEFAULT_TDS_RULE),
    })
    .default({ 1: DEFAULT_TDS_RULE, 2: DEFAULT_TDS_RULE, 3: DEFAULT_TDS_RULE }),
  tds_rounding: z.enum(TDS_ROUNDINGS).default('rupee'),
  tds_deductor: z.object({ name: z.string(), tan: z.string() }).default({ name: '', tan: '' }),
  /** docs/decisions/181-grievance-tickets.md: 48 working hours (10:00–18:00, Monday–Saturday), 30 days. */
  grievance_deadlines: z
    .object({
      acknowledge_working_hours: z.number().int().min(1),
      resolve_days: z.number().int().min(1),
      day_starts: z.number().int().min(0).max(23),
      day_ends: z.number().int().min(1).max(24),
      working_days: z.array(z.number().int().min(0).max(6)).min(1),
    })
    .default({
      acknowledge_working_hours: 48,
      resolve_days: 30,
      day_starts: 10,
      day_ends: 18,
      working_days: [1, 2, 3, 4, 5, 6],
    }),
  /** docs/decisions/182-own-data-export.md */
  account_closure_notice_hours: z.number().int().min(1).max(720).default(48),
  /** docs/decisions/186-fraud-signals.md */
  fraud: z
    .object({
      ip_registrations_per_hour: z.number().int().min(2),
      sponsor_registrations_per_hour: z.number().int().min(2),
      quiz_min_seconds_per_question: z.number().int().min(0),
      fast_quizzes: z.number().int().min(1),
    })
    .default(DEFAULT_FRAUD_THRESHOLDS),
});
export type ProgrammeSettingsValues = z.output<typeof storedSettingsSchema>;

export interface ProgrammeSettings {
  /** 0 when nothing was ever saved: the defaults. */
  version: number;
  values: ProgrammeSettingsValues;
}

/** A stored version read back, with defaults for whatever it does not set. */
export function settingsOf(version: number, stored: unknown): ProgrammeSettings {
  return { version, values: storedSettingsSchema.parse(stored ?? {}) };
}

/** A wallet's tax-at-source rule under these settings, with the rounding and the version. */
export function tdsRuleOf(settings: ProgrammeSettings, walletType: WalletTypeValue) {
  return {
    ...settings.values.tds[walletType],
    rounding: settings.values.tds_rounding,
    version: settings.version,
  };
}

export interface WithdrawalRule {
  minPaise: number;
  cooldownDays: number;
}

export function withdrawalRuleOf(settings: ProgrammeSettings, walletType: WalletTypeValue): WithdrawalRule {
  const rule = settings.values.withdrawal[walletType];
  return { minPaise: rule.min_paise, cooldownDays: rule.cooldown_days };
}

/** The stored values as Promotion Settings shows them: rupees, one row per level or wallet. */
export function settingsView(
  settings: ProgrammeSettings,
  additional: { promoter_code: string; username: string }[],
): ProgrammeSettingsView {
  const { values } = settings;
  return {
    version: settings.version,
    levels: PROMOTER_LEVELS.map((level) => ({
      level,
      base: paiseToRupees(values.levels[level].base_paise),
      cap: paiseToRupees(values.levels[level].cap_paise),
      sets_per_session: values.levels[level].sets_per_session,
    })),
    referral_bonus: ([1, 2, 3, 4] as const).map((level) => ({
      level,
      amount: paiseToRupees(values.referral_bonus_paise[level]),
    })),
    grow_share_percent: values.grow_share_percent,
    scratch_ranges: PROMOTER_LEVELS.flatMap((level) =>
      values.scratch_ranges[level].map((range) => ({
        level,
        from: range.from,
        to: range.to,
        amount: paiseToRupees(range.amount_paise),
        message: range.message,
      })),
    ),
    additional_scratch_referrals: additional,
    withdrawal: WALLET_TYPES.map((walletType) => ({
      wallet_type: walletType,
      min_amount: paiseToRupees(values.withdrawal[walletType].min_paise),
      cooldown_days: values.withdrawal[walletType].cooldown_days,
    })),
    pin_fees: PROMOTER_LEVELS.map((level) => ({ level, fee: paiseToRupees(values.pin_fee_paise[level]) })),
    pin_auto_raise_minutes: values.pin_auto_raise_minutes,
    pin_auto_reject_days: values.pin_auto_reject_days,
    daily_video_gate: values.daily_video_gate,
    training_gate: values.training_gate,
    training_pass_percent: values.training_pass_percent,
    training_retry_wait_minutes: values.training_retry_wait_minutes,
    quiz_questions_per_attempt: values.quiz_questions_per_attempt,
    minimum_age: values.minimum_age,
    pan_required_for_withdrawal: values.pan_required_for_withdrawal,
    grievance_officer: values.grievance_officer,
    tds: WALLET_TYPES.map((walletType) => {
      const rule = values.tds[walletType];
      return {
        wallet_type: walletType,
        section: rule.section,
        rate_with_pan: rule.rate_with_pan_bp / 100,
        rate_without_pan: rule.rate_without_pan_bp / 100,
        threshold: paiseToRupees(rule.threshold_paise),
      };
    }),
    tds_rounding: values.tds_rounding,
    tds_deductor: values.tds_deductor,
    grievance_deadlines: values.grievance_deadlines,
    account_closure_notice_hours: values.account_closure_notice_hours,
    fraud: values.fraud,
  };
}

type Update = Omit<z.output<typeof programmeSettingsUpdateSchema>, 'additional_scratch_referrals'>;

/**
 * What a PUT changes, in stored form: the given keys only, tables whole. Duplicate rows of a
 * level or wallet are refused by the caller's checks (`updateProblems`).
 */
export function storedChangesOf(update: Update): Partial<ProgrammeSettingsValues> {
  const changes: Partial<ProgrammeSettingsValues> = {};
  if (update.levels)
    changes.levels = Object.fromEntries(
      update.levels.map((row) => [
        row.level,
        {
          base_paise: rupeesToPaise(row.base as number),
          cap_paise: rupeesToPaise(row.cap as number),
          sets_per_session: row.sets_per_session,
        },
      ]),
    ) as ProgrammeSettingsValues['levels'];
  if (update.referral_bonus)
    changes.referral_bonus_paise = Object.fromEntries(
      update.referral_bonus.map((row) => [row.level, rupeesToPaise(row.amount as number)]),
    ) as ProgrammeSettingsValues['referral_bonus_paise'];
  if (update.scratch_ranges)
    changes.scratch_ranges = Object.fromEntries(
      PROMOTER_LEVELS.map((level) => [
        level,
        update
          .scratch_ranges!.filter((range) => range.level === level)
          .sort((a, b) => a.from - b.from)
          .map((range) => ({
            from: range.from,
            to: range.to,
            amount_paise: rupeesToPaise(range.amount as number),
            message: range.message,
          })),
      ]),
    ) as ProgrammeSettingsValues['scratch_ranges'];
  if (update.pin_fees)
    changes.pin_fee_paise = Object.fromEntries(
      update.pin_fees.map((row) => [row.level, rupeesToPaise(row.fee as number)]),
    ) as ProgrammeSettingsValues['pin_fee_paise'];
  if (update.withdrawal)
    changes.withdrawal = Object.fromEntries(
      update.withdrawal.map((row) => [
        row.wallet_type,
        { min_paise: rupeesToPaise(row.min_amount as number), cooldown_days: row.cooldown_days },
      ]),
    ) as ProgrammeSettingsValues['withdrawal'];
  if (update.tds)
    changes.tds = Object.fromEntries(
      update.tds.map((row) => [
        row.wallet_type,
        {
          section: row.section,
          rate_with_pan_bp: Math.round(row.rate_with_pan * 100),
          rate_without_pan_bp: Math.round(row.rate_without_pan * 100),
          threshold_paise: rupeesToPaise(row.threshold as number),
        },
      ]),
    ) as ProgrammeSettingsValues['tds'];
  for (const key of [
    'tds_rounding',
    'tds_deductor',
    'grievance_deadlines',
    'account_closure_notice_hours',
    'fraud',
    'grow_share_percent',
    'pin_auto_raise_minutes',
    'pin_auto_reject_days',
    'daily_video_gate',
    'training_gate',
    'training_pass_percent',
    'training_retry_wait_minutes',
    'quiz_questions_per_attempt',
    'minimum_age',
    'pan_required_for_withdrawal',
    'grievance_officer',
  ] as const) {
    if (update[key] !== undefined) (changes as Record<string, unknown>)[key] = update[key];
  }
  return changes;
}

/** Field errors a PUT's shape cannot express: each level or wallet given once. */
export function updateProblems(update: Update): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const once = (field: string, keys: number[], message: string) => {
    if (new Set(keys).size !== keys.length) problems[field] = [message];
  };
  if (update.levels)
    once(
      'levels',
      update.levels.map((row) => row.level),
      'Give each level once',
    );
  if (update.referral_bonus)
    once(
      'referral_bonus',
      update.referral_bonus.map((row) => row.level),
      'Give each level once',
    );
  if (update.pin_fees)
    once(
      'pin_fees',
      update.pin_fees.map((row) => row.level),
      'Give each level once',
    );
  if (update.withdrawal)
    once(
      'withdrawal',
      update.withdrawal.map((row) => row.wallet_type),
      'Give each wallet once',
    );
  if (update.tds)
    once(
      'tds',
      update.tds.map((row) => row.wallet_type),
      'Give each wallet once',
    );
  return problems;
}

/** What a PIN for `level` costs under these settings, in paise (docs/product/pins-and-levels.md). */
export function pinFeeOf(settings: ProgrammeSettings, level: PromoterLevel): number {
  return settings.values.pin_fee_paise[level];
}

/**
 * The scratch card amount for a sponsor's `count`-th direct referral activated at a level
 * (docs/product/money.md, Scratch cards): the range of that level holding the count, or none.
 */
export function scratchRangeFor(
  settings: ProgrammeSettings,
  level: PromoterLevel,
  count: number,
): { amountPaise: number; message: string } | null {
  const range = settings.values.scratch_ranges[level].find(
    (candidate) => count >= candidate.from && (candidate.to === null || count <= candidate.to),
  );
  return range ? { amountPaise: range.amount_paise, message: range.message } : null;
}
