import { z } from 'zod';
import { WalletType, type WalletTypeValue } from '@portal/shared';

/**
 * The programme's money rules as stored (docs/product/money.md, Settings): amounts in paise. A
 * version stores only what was set; everything missing takes its default, so a rule added by a
 * later module has its default in every older version.
 */
const withdrawalRuleSchema = z.object({
  min_paise: z.number().int().min(1),
  cooldown_days: z.number().int().min(0).max(365),
});

/** DESIGN §5.4: minimums ₹100, ₹100 and ₹1,00,000; one request per 30, 7 and 30 days. */
export const DEFAULT_WITHDRAWAL_RULES = {
  [WalletType.Cash]: { min_paise: 100_00, cooldown_days: 30 },
  [WalletType.Scratch]: { min_paise: 100_00, cooldown_days: 7 },
  [WalletType.Grow]: { min_paise: 1_00_000_00, cooldown_days: 30 },
} as const satisfies Record<WalletTypeValue, z.infer<typeof withdrawalRuleSchema>>;

export const storedSettingsSchema = z.object({
  withdrawal: z
    .object({
      1: withdrawalRuleSchema.default(DEFAULT_WITHDRAWAL_RULES[1]),
      2: withdrawalRuleSchema.default(DEFAULT_WITHDRAWAL_RULES[2]),
      3: withdrawalRuleSchema.default(DEFAULT_WITHDRAWAL_RULES[3]),
    })
    .default(DEFAULT_WITHDRAWAL_RULES),
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

export interface WithdrawalRule {
  minPaise: number;
  cooldownDays: number;
}

export function withdrawalRuleOf(settings: ProgrammeSettings, walletType: WalletTypeValue): WithdrawalRule {
  const rule = settings.values.withdrawal[walletType];
  return { minPaise: rule.min_paise, cooldownDays: rule.cooldown_days };
}
