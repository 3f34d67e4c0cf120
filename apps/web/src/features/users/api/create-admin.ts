import type { CreateAdminInput, UserRow } from '@portal/shared';
import { api } from '../../../lib/api-client';

/** POST admins: super admin only. */
export function createAdmin(input: CreateAdminInput) {
  return api.post<UserRow>('admins', input);
}
