import { isAdminRole, type ReferralRow, Role } from '@portal/shared';
import type { MessageKey, MessageValues } from '../../../lib/i18n/i18n';
import { promoterLevelText } from '../../../lib/promoter-level';

export function fullNameOf(member: Pick<ReferralRow, 'first_name' | 'last_name'>): string {
  return `${member.first_name} ${member.last_name}`.trim();
}

export function locationOf(member: Pick<ReferralRow, 'district' | 'state'>): string {
  return [member.district, member.state].filter(Boolean).join(', ');
}

export const NOT_SET = '—';

/** A message key and its values: what a translated label is made of. */
export type Label = [MessageKey, MessageValues?];

/** What a person is in the programme (standingLabel): an admin by their role, anyone else by level. */
export function standingOf(person: { role?: number | null; current_promoter_level: number | null }): Label {
  if (isAdminRole(person.role))
    return [person.role === Role.SuperAdmin ? 'layout.role.superAdmin' : 'layout.role.admin'];
  return promoterLevelText(person.current_promoter_level);
}
