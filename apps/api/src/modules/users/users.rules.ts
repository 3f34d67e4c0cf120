import { adminPersonalDetailsSchema, isAdminRole, personalDetailsSchema, Role } from '@portal/shared';

/** The part of an account the rules look at. */
export interface AccountRef {
  id: number;
  role: number;
}

/**
 * Admins manage users (role 2); admin and super admin accounts are a super admin's concern
 * (docs/product/roles.md). An account the actor may not manage answers 404, as if absent.
 */
export function canManageAccount(actor: AccountRef, target: AccountRef): boolean {
  if (target.role === Role.User) return isAdminRole(actor.role);
  return actor.role === Role.SuperAdmin;
}

/** Nobody activates or deactivates their own account (docs/product/roles.md). */
export function canSetStatus(actor: AccountRef, target: AccountRef): boolean {
  return actor.id !== target.id;
}

/** Everyone edits their own details; an admin also those of the accounts they manage. */
export function canEditPersonalDetails(actor: AccountRef, target: AccountRef): boolean {
  return actor.id === target.id || canManageAccount(actor, target);
}

/**
 * Users have the registration details; admin accounts are created with names and mobile only,
 * so that is all their details hold (docs/product/accounts.md).
 */
export function personalDetailsSchemaFor(role: number) {
  return role === Role.User ? personalDetailsSchema : adminPersonalDetailsSchema;
}
