import type {
  AdminPersonalDetailsInput,
  FraudSignal,
  PersonalDetailsInput,
  Profile,
  ReferralRow,
  UiLanguage,
  UserRow,
} from '@portal/shared';
import type { NewUser, ProfileRow, TreeMemberRow, UserListRow } from './users.repository.js';

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
    ui_language: row.uiLanguage as UiLanguage,
    promoter_code: row.promoterCode,
    sponsor_username: row.sponsorUsername,
    current_promoter_level: row.currentPromoterLevel,
    is_active: row.isActive,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/** A User Management row, with the account's fraud signals (docs/decisions/186-fraud-signals.md). */
export function toUserRow(
  row: UserListRow | NonNullable<ProfileRow>,
  fraudSignals: FraudSignal[] = [],
): UserRow {
  return { ...toProfile(row), direct_referrals: row.directReferrals, fraud_signals: fraudSignals };
}

type PersonalDetailsColumns = Pick<NewUser, 'firstName' | 'lastName' | 'mobile'> &
  Partial<Pick<NewUser, 'dob' | 'nationality' | 'state' | 'district' | 'city' | 'pinCode' | 'language'>>;

/** Personal details as table columns: all registration fields for a user, names and mobile for an admin. */
export function personalDetailsColumns(
  input: PersonalDetailsInput | AdminPersonalDetailsInput,
): PersonalDetailsColumns {
  const columns: PersonalDetailsColumns = {
    firstName: input.first_name,
    lastName: input.last_name,
    mobile: input.mobile,
  };
  if (!('dob' in input)) return columns;
  return {
    ...columns,
    dob: input.dob,
    nationality: input.nationality,
    state: input.state,
    district: input.district,
    city: input.city,
    pinCode: input.pin_code,
    language: input.language,
  };
}

/** A referral as their sponsor (or an admin's tree) sees them: no contact or birth details. */
export function toReferralRow(row: UserListRow | TreeMemberRow): ReferralRow {
  return {
    id: row.id,
    username: row.username,
    first_name: row.firstName,
    last_name: row.lastName,
    current_promoter_level: row.currentPromoterLevel,
    is_active: row.isActive,
    state: row.state,
    district: row.district,
    created_at: new Date(row.createdAt).toISOString(),
    direct_referrals: row.directReferrals,
  };
}
