import type { ReferralRow } from '@portal/shared';

export function fullNameOf(member: Pick<ReferralRow, 'first_name' | 'last_name'>): string {
  return `${member.first_name} ${member.last_name}`.trim();
}

export function locationOf(member: Pick<ReferralRow, 'district' | 'state'>): string {
  return [member.district, member.state].filter(Boolean).join(', ');
}

export const NOT_SET = '—';

/** 'one person' / '3 people': the size of a downline. */
export function peopleText(count: number): string {
  return count === 1 ? '1 person' : `${count} people`;
}
