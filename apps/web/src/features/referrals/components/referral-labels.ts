import { isAdminRole, type ReferralRow, Role } from '@portal/shared';
import type { MessageKey, MessageValues } from '../../../lib/i18n/i18n';

export function fullNameOf(member: Pick<ReferralRow, 'first_name' | 'last_name'>): string {
  return `${member.first_name} ${member.last_name}`.trim();
}

export function locationOf(member: Pick<ReferralRow, 'district' | 'state'>): string {
  return [member.district, member.state].filter(Boolean).join(', ');
}

export const NOT_SET = '—';

/** A message key and its values: what a translated label is made of. */
export type Label = [MessageKey, MessageValues?];

/**
 * The promoter level as the shown language names it (packages/shared's promoterLevelLabel in
 * English): Trainee without a level, Promoter at 0, Promoter Level N above.
 */
export function levelLabel(level: number | null | undefined): Label {
  if (level === null || level === undefined || level < 0 || level > 4) return ['referrals.level.trainee'];
  if (level === 0) return ['referrals.level.promoter'];
  return ['referrals.level.numbered', { level }];
}

/** What a person is in the programme (standingLabel): an admin by their role, anyone else by level. */
export function standingOf(person: { role?: number | null; current_promoter_level: number | null }): Label {
  if (isAdminRole(person.role))
    return [person.role === Role.SuperAdmin ? 'layout.role.superAdmin' : 'layout.role.admin'];
  return levelLabel(person.current_promoter_level);
}
