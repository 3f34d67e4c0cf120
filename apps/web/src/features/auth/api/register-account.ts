import { MESSAGES, type RegisterInput } from '@portal/shared';
import { api } from '../../../lib/api-client';

/** POST auth/register; on success the toast reads 'Successfully Register' (specification §4). */
export function registerAccount(input: RegisterInput) {
  return api.post<{ message: string }>('auth/register', input, { successMessage: MESSAGES.registered });
}
