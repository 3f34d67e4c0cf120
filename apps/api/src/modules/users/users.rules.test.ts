import { describe, expect, it } from 'vitest';
import { adminPersonalDetailsSchema, personalDetailsSchema, Role } from '@portal/shared';
import {
  canEditPersonalDetails,
  canManageAccount,
  canSetStatus,
  personalDetailsSchemaFor,
} from './users.rules.js';

const superAdmin = { id: 1, role: Role.SuperAdmin };
const admin = { id: 2, role: Role.Admin };
const otherAdmin = { id: 3, role: Role.Admin };
const user = { id: 4, role: Role.User };
const otherUser = { id: 5, role: Role.User };

describe('canManageAccount', () => {
  it('lets admins and the super admin manage users', () => {
    expect(canManageAccount(admin, user)).toBe(true);
    expect(canManageAccount(superAdmin, user)).toBe(true);
  });

  it('keeps admin accounts to the super admin', () => {
    expect(canManageAccount(admin, otherAdmin)).toBe(false);
    expect(canManageAccount(admin, superAdmin)).toBe(false);
    expect(canManageAccount(superAdmin, admin)).toBe(true);
  });

  it('lets no user manage anyone', () => {
    expect(canManageAccount(user, otherUser)).toBe(false);
    expect(canManageAccount(user, admin)).toBe(false);
  });
});

describe('canSetStatus', () => {
  it('refuses one’s own account, even to the super admin', () => {
    expect(canSetStatus(superAdmin, superAdmin)).toBe(false);
    expect(canSetStatus(admin, { ...admin })).toBe(false);
    expect(canSetStatus(admin, user)).toBe(true);
  });
});

describe('canEditPersonalDetails', () => {
  it('allows the owner, whatever the role', () => {
    expect(canEditPersonalDetails(user, { ...user })).toBe(true);
    expect(canEditPersonalDetails(admin, { ...admin })).toBe(true);
  });

  it('allows others only the accounts they manage', () => {
    expect(canEditPersonalDetails(user, otherUser)).toBe(false);
    expect(canEditPersonalDetails(admin, otherAdmin)).toBe(false);
    expect(canEditPersonalDetails(admin, user)).toBe(true);
  });
});

describe('personalDetailsSchemaFor', () => {
  it('gives users the registration details and admin accounts names and mobile', () => {
    expect(personalDetailsSchemaFor(Role.User)).toBe(personalDetailsSchema);
    expect(personalDetailsSchemaFor(Role.Admin)).toBe(adminPersonalDetailsSchema);
    expect(personalDetailsSchemaFor(Role.SuperAdmin)).toBe(adminPersonalDetailsSchema);
  });

  it('accepts an admin without birth date or address, refuses a user without them', () => {
    const names = { first_name: 'Meera', last_name: 'Office', mobile: '9000000012' };
    expect(personalDetailsSchemaFor(Role.Admin).safeParse(names).success).toBe(true);
    expect(personalDetailsSchemaFor(Role.User).safeParse(names).success).toBe(false);
  });
});
