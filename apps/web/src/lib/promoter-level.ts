import { PROMOTER_LEVELS } from '@portal/shared';
import { useCallback } from 'react';
import type { MessageKey, MessageValues } from './i18n/i18n';
import { useT } from './i18n/language-provider';

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

/** promoterLevelText, read out in the shown language. */
export function usePromoterLevelName(): (level: number | null | undefined) => string {
  const t = useT();
  return useCallback((level: number | null | undefined) => t(...promoterLevelText(level)), [t]);
}
