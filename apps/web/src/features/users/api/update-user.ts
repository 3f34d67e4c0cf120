import type { AdminUpdateUserInput, UserRow } from '@portal/shared';
import { api } from '../../../lib/api-client';
import { USERS_ENDPOINT } from './get-users';

/** PUT all-referrals/{id}: an admin edits a user's personal details. */
export function updateUser(id: number, input: AdminUpdateUserInput) {
  return api.put<UserRow>(USERS_ENDPOINT, input, { key: id });
}
