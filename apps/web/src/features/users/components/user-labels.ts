import { isAdminRole, Role, type UserRow } from '@portal/shared';
import type { MessageKey, MessageValues } from '../../../lib/i18n/i18n';

export function fullNameOf(user: Pick<UserRow, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

export function locationOf(user: Pick<UserRow, 'district' | 'state'>): string {
  return [user.district, user.state].filter(Boolean).join(', ');
}

type Translate = (key: MessageKey, values?: MessageValues) => string;

/** A promoter level's name in the shown language: Trainee before level 0 (PROMOTER_LEVEL_LABELS). */
export function levelText(t: Translate, level: number | null | undefined): string {
  if (level === null || level === undefined || level < 0 || level > 4) return t('users.level.trainee');
  return level === 0 ? t('users.level.promoter') : t('users.level.numbered', { level });
}

/** Admin accounts have a role rather than a promoter level. */
export function standingOf(t: Translate, user: Pick<UserRow, 'role' | 'current_promoter_level'>): string {
  if (isAdminRole(user.role))
    return user.role === Role.SuperAdmin ? t('layout.role.superAdmin') : t('layout.role.admin');
  return levelText(t, user.current_promoter_level);
}

export const NOT_SET = '—';
