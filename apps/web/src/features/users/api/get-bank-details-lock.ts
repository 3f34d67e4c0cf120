import type { BankDetailLock } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET user-bank-detail/lock (admins): whether a user saved bank details, and whether they are locked. */
export const bankDetailsLockQuery = (userId: number) =>
  queryOptions({
    queryKey: ['user-bank-detail', 'lock', userId],
    queryFn: ({ signal }) =>
      api.get<BankDetailLock>('user-bank-detail/lock', { signal, params: { user_id: userId } }),
  });

export function useBankDetailsLock(userId: number) {
  return useQuery(bankDetailsLockQuery(userId));
}
