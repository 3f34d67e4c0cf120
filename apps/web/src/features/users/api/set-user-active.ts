import type { UserRow } from '@portal/shared';
import { api } from '../../../lib/api-client';
import { USERS_ENDPOINT } from './get-users';

/** PATCH all-referrals/{id}/status: deactivating also ends the account's sessions on the server. */
export function setUserActive(id: number, isActive: boolean) {
  return api.patch<UserRow>(`${USERS_ENDPOINT}/${id}/status`, { is_active: isActive });
}
