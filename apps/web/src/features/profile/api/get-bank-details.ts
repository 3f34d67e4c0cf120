import type { UserBankDetail } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const BANK_DETAILS_KEY = ['user-bank-detail'] as const;

/** GET user-bank-detail: the user's own saved bank account, or null before the first save. */
export function useBankDetails() {
  return useQuery({
    queryKey: BANK_DETAILS_KEY,
    queryFn: ({ signal }) => api.get<UserBankDetail | null>('user-bank-detail', { signal }),
  });
}
