import { PROMOTER_LEVELS } from '@portal/shared';
import { useCallback } from 'react';
import { useT } from '../../../lib/i18n/language-provider';

/**
 * A promoter level's name in the shown language: 'Trainee' without a level, 'Promoter' at level 0,
 * else 'Promoter Level N' (the names of promoterLevelLabel, docs/product/glossary.md).
 */
export function useLevelLabel(): (level: number | null | undefined) => string {
  const t = useT();
  return useCallback(
    (level: number | null | undefined) =>
      level === null || level === undefined || !(PROMOTER_LEVELS as readonly number[]).includes(level)
        ? t('scratch.levelName.trainee')
        : level === 0
          ? t('scratch.levelName.promoter')
          : t('scratch.levelName.numbered', { level }),
    [t],
  );
}
