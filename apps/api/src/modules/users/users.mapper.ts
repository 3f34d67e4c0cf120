import type { Profile, UserRow } from '@portal/shared';
import type { ProfileRow, UserListRow } from './users.repository.js';

/** Rows become the shared response shapes here; raw rows never leave the module. */
export function toProfile(row: NonNullable<ProfileRow>): Profile {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    first_name: row.firstName,
    last_name: row.lastName,
    dob: row.dob,
    mobile: row.mobile,
    nationality: row.nationality,
    state: row.state,
    district: row.district,
    city: row.city,
    pin_code: row.pinCode,
    language: row.language,
    promoter_code: row.promoterCode,
    sponsor_username: row.sponsorUsername,
    current_promoter_level: row.currentPromoterLevel,
    is_active: row.isActive,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

export function toUserRow(row: UserListRow | NonNullable<ProfileRow>): UserRow {
  return { ...toProfile(row), direct_referrals: row.directReferrals };
}
