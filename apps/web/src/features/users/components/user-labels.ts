import { standingLabel, type UserRow } from '@portal/shared';

export function fullNameOf(user: Pick<UserRow, 'first_name' | 'last_name'>): string {
  return `${user.first_name} ${user.last_name}`.trim();
}

export function locationOf(user: Pick<UserRow, 'district' | 'state'>): string {
  return [user.district, user.state].filter(Boolean).join(', ');
}

/** Admin accounts have a role rather than a promoter level. */
export function standingOf(user: Pick<UserRow, 'role' | 'current_promoter_level'>): string {
  return standingLabel(user);
}

export const NOT_SET = '—';
