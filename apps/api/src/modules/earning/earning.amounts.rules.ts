import type { PromoterLevel } from '@portal/shared';
import type { ProgrammeSettingsValues } from '../settings/settings.service.js';

/**
 * What a promoter earns per video and per day (docs/product/money.md, Earning per promotion video).
 * Paise.
 */

export interface PerVideoAmount {
  base: number;
  /** Per referral level 1–4: how many active direct referrals count, and what they add. */
  bonuses: { level: number; referrals: number; amount: number }[];
  cap: number;
  /** min(cap, base + bonuses). */
  amount: number;
}

/** Two sessions a day (1 Morning, 2 Evening). */
export const SESSIONS_PER_DAY = 2;

/**
 * Per-video amount = min(cap, base + Σ bonus), where each active direct referral whose level is
 * from 1 up to the promoter's own level adds the bonus of its level. Level 0 gets no bonus.
 * `referralLevels` counts active direct referrals by level.
 */
export function perVideoAmount(
  values: ProgrammeSettingsValues,
  level: PromoterLevel,
  referralLevels: Partial<Record<number, number>>,
): PerVideoAmount {
  const { base_paise: base, cap_paise: cap } = values.levels[level];
  const bonuses = ([1, 2, 3, 4] as const)
    .filter((referralLevel) => referralLevel <= level)
    .map((referralLevel) => {
      const referrals = referralLevels[referralLevel] ?? 0;
      return {
        level: referralLevel,
        referrals,
        amount: referrals * values.referral_bonus_paise[referralLevel],
      };
    })
    .filter((bonus) => bonus.referrals > 0);
  const uncapped = base + bonuses.reduce((sum, bonus) => sum + bonus.amount, 0);
  return { base, bonuses, cap, amount: Math.min(cap, uncapped) };
}

/** Videos that pay in a day: sets per session × sessions. */
export function paidVideosPerDay(values: ProgrammeSettingsValues, level: PromoterLevel): number {
  return values.levels[level].sets_per_session * SESSIONS_PER_DAY;
}
