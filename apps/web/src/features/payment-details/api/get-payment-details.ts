import type { PaymentDetails } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET admin-bank-details: the portal's payment account, or null before an admin first saves it. */
export const paymentDetailsQuery = () =>
  queryOptions({
    queryKey: ['admin-bank-details'],
    queryFn: ({ signal }) => api.get<PaymentDetails | null>('admin-bank-details', { signal }),
  });

export function usePaymentDetails() {
  return useQuery(paymentDetailsQuery());
}
