import type { BankDetailLock } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const bankDetailsLockKey = (userId: number) => ['user-bank-detail', 'lock', userId] as const;

/** GET user-bank-detail/lock (admins): whether a user saved bank details, and whether they are locked. */
export function useBankDetailsLock(userId: number) {
  return useQuery({
    queryKey: bankDetailsLockKey(userId),
    queryFn: ({ signal }) =>
      api.get<BankDetailLock>('user-bank-detail/lock', { signal, params: { user_id: userId } }),
  });
}
