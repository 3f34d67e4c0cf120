import {
  indiaDate,
  isAdminRole,
  promoterLevelLabel,
  ROLE_LABELS,
  type Role,
  type UserRow,
} from '@portal/shared';
import { excelDay, type ExportColumn } from '../../lib/excel.js';

/** The file User Management exports (docs/product/lists.md, Exports). */
export const USERS_EXPORT_FILE = 'users.xlsx';
export const USERS_EXPORT_SHEET = 'Users';

/** Rows fetched per keyset batch while streaming the export. */
export const USERS_EXPORT_BATCH = 1000;

function levelOf(user: UserRow): string {
  return isAdminRole(user.role)
    ? ROLE_LABELS[user.role as Role]
    : promoterLevelLabel(user.current_promoter_level);
}

/** The columns of users.xlsx: what the User Management table and its details dialog show. */
export const USERS_EXPORT_COLUMNS: readonly ExportColumn<UserRow>[] = [
  { header: 'User ID', width: 10, value: (user) => user.id },
  { header: 'Username', width: 22, value: (user) => user.username },
  { header: 'First Name', width: 18, value: (user) => user.first_name },
  { header: 'Last Name', width: 18, value: (user) => user.last_name },
  { header: 'Mobile', width: 14, value: (user) => user.mobile },
  {
    header: 'Date of Birth',
    type: 'date',
    width: 14,
    value: (user) => (user.dob ? excelDay(user.dob) : null),
  },
  { header: 'Nationality', width: 14, value: (user) => user.nationality },
  { header: 'State', width: 20, value: (user) => user.state },
  { header: 'District', width: 20, value: (user) => user.district },
  { header: 'City', width: 20, value: (user) => user.city },
  { header: 'Pin Code', width: 10, value: (user) => user.pin_code },
  { header: 'Language', width: 12, value: (user) => user.language },
  { header: 'Promoter Code', width: 14, value: (user) => user.promoter_code },
  { header: 'Sponsor', width: 22, value: (user) => user.sponsor_username },
  { header: 'Promoter Level', width: 18, value: levelOf },
  { header: 'Direct Referrals', type: 'number', width: 16, value: (user) => user.direct_referrals },
  { header: 'Status', width: 10, value: (user) => (user.is_active ? 'Active' : 'Inactive') },
  {
    header: 'Joined',
    type: 'date',
    width: 14,
    value: (user) => excelDay(indiaDate(new Date(user.created_at))),
  },
];
