import { PROMOTER_LEVELS } from '@portal/shared';
import type { MessageKey, MessageValues } from './i18n/i18n';

/**
 * A promoter level's name as a catalogue text (packages/shared's promoterLevelLabel in English,
 * docs/product/glossary.md): 'Trainee' without a level, 'Promoter' at level 0, else
 * 'Promoter Level N'.
 */
export function promoterLevelText(level: number | null | undefined): [MessageKey, MessageValues?] {
  if (level === null || level === undefined || !(PROMOTER_LEVELS as readonly number[]).includes(level))
    return ['badge.level.trainee'];
  if (level === 0) return ['badge.level.promoter'];
  return ['badge.level.numbered', { level }];
}
