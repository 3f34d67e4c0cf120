import { z } from '../zod.js';
import { PROMOTER_LEVELS, WalletType } from '../common/enums.js';
import { rupeeAmountSchema } from '../common/money.js';

/**
 * Promotion Settings (docs/product/money.md, Settings): the programme's rules as the API and
 * the screen see them, amounts in rupees. `GET programme-settings` answers all of it; `PUT`
 * takes any subset and answers the whole new version.
 */

const levelSchema = z.coerce
  .number({ error: 'Choose a level from 0 to 4' })
  .int()
  .refine((value) => (PROMOTER_LEVELS as readonly number[]).includes(value), {
    error: 'Choose a level from 0 to 4',
  });

const wholeNumber = (label: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max}` });

export const levelEarningSchema = z
  .object({
    level: levelSchema,
    base: rupeeAmountSchema(),
    cap: rupeeAmountSchema(),
    sets_per_session: wholeNumber('Sets per session', 1, 2),
  })
  .refine((row) => row.cap >= row.base, { error: 'The cap must not be below the base', path: ['cap'] });

export const referralBonusSchema = z.object({
  level: levelSchema.refine((level) => level >= 1, { error: 'Bonuses are for levels 1 to 4' }),
  amount: rupeeAmountSchema({ zero: true }),
});

/** What a PIN for a level costs the promoter (docs/product/pins-and-levels.md, The fee). */
export const pinFeeSchema = z.object({ level: levelSchema, fee: rupeeAmountSchema() });

export const SCRATCH_MESSAGE_MAX_LENGTH = 200;

export const scratchRangeSchema = z
  .object({
    level: levelSchema,
    from: wholeNumber('From', 1, 1_000_000),
    /** Null: no upper end (∞). */
    to: wholeNumber('To', 1, 1_000_000).nullable(),
    amount: rupeeAmountSchema(),
    message: z
      .string()
      .trim()
      .max(SCRATCH_MESSAGE_MAX_LENGTH, {
        error: `Message must be at most ${SCRATCH_MESSAGE_MAX_LENGTH} characters`,
      })
      .default(''),
  })
  .refine((range) => range.to === null || range.to >= range.from, {
    error: 'To must not be below From',
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
      message: `This range overlaps another range of level ${ranges[overlap[1]]!.level}`,
    });
});

export const withdrawalRuleInputSchema = z.object({
  wallet_type: z.coerce
    .number()
    .int()
    .refine(
      (value) => value === WalletType.Cash || value === WalletType.Scratch || value === WalletType.Grow,
      {
        error: 'Choose a wallet: 1 Cash, 2 Scratch or 3 Grow',
      },
    ),
  min_amount: rupeeAmountSchema(),
  cooldown_days: wholeNumber('Cool-down', 0, 365),
});

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
});
export type ProgrammeSettingsView = z.infer<typeof programmeSettingsSchema>;

/** PUT programme-settings: any subset; a table given is given whole. */
export const programmeSettingsUpdateSchema = z
  .object({
    levels: z.array(levelEarningSchema).length(5, { error: 'Give all five levels, 0 to 4' }),
    referral_bonus: z
      .array(referralBonusSchema)
      .length(4, { error: 'Give a bonus for each of levels 1 to 4' }),
    grow_share_percent: wholeNumber('Grow share', 0, 100),
    scratch_ranges: scratchRangesSchema,
    additional_scratch_referrals: z.array(z.string().trim().toUpperCase()).max(20, {
      error: 'At most 20 additional accounts',
    }),
    withdrawal: z
      .array(withdrawalRuleInputSchema)
      .length(3, { error: 'Give the rules of all three wallets' }),
    pin_fees: z.array(pinFeeSchema).length(5, { error: 'Give the fee of all five levels, 0 to 4' }),
    pin_auto_raise_minutes: wholeNumber('Auto-raise', 1, 1440),
    pin_auto_reject_days: wholeNumber('Auto-reject', 1, 60),
    daily_video_gate: z.boolean({ error: 'daily_video_gate must be true or false' }),
    training_gate: z.boolean({ error: 'training_gate must be true or false' }),
    training_pass_percent: wholeNumber('Pass mark', 0, 100),
    training_retry_wait_minutes: wholeNumber('Retry wait', 0, 1440),
    quiz_questions_per_attempt: wholeNumber('Questions per quiz', 1, 20),
  })
  .partial()
  .strict();
export type ProgrammeSettingsUpdate = z.input<typeof programmeSettingsUpdateSchema>;
