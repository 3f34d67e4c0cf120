import type { ChangePasswordInput } from '@portal/shared';
import { api } from '../../../lib/api-client';

/** PATCH changepassword: ends the account's other sessions; this one stays signed in. */
export function changePassword(input: ChangePasswordInput) {
  return api.patch<{ message: string }>('changepassword', input);
}
