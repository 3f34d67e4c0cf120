import { isAdminRole, Role, type UserRow } from '@portal/shared';
import type { MessageKey, MessageValues } from '../../../lib/i18n/i18n';
import { promoterLevelText } from '../../../lib/promoter-level';

export function fullNameOf(user: Pick<UserRow, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

export function locationOf(user: Pick<UserRow, 'district' | 'state'>): string {
  return [user.district, user.state].filter(Boolean).join(', ');
}

type Translate = (key: MessageKey, values?: MessageValues) => string;

/** Admin accounts have a role rather than a promoter level. */
export function standingOf(t: Translate, user: Pick<UserRow, 'role' | 'current_promoter_level'>): string {
  if (isAdminRole(user.role))
    return user.role === Role.SuperAdmin ? t('layout.role.superAdmin') : t('layout.role.admin');
  return t(...promoterLevelText(user.current_promoter_level));
}

export const NOT_SET = '—';
