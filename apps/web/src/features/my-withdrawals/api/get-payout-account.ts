import type { UserBankDetail } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET user-bank-detail: the account a request will be paid to, named in the request dialog. The
 * same query as the profile's Bank Details section, so saving there updates it here.
 */
export function usePayoutAccount() {
  return useQuery({
    queryKey: ['user-bank-detail'],
    queryFn: ({ signal }) => api.get<UserBankDetail | null>('user-bank-detail', { signal }),
  });
}
