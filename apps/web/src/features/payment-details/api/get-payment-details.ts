import type { PaymentDetails } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const PAYMENT_DETAILS_KEY = ['admin-bank-details'] as const;

/** GET admin-bank-details: the portal's payment account, or null before an admin first saves it. */
export function usePaymentDetails() {
  return useQuery({
    queryKey: PAYMENT_DETAILS_KEY,
    queryFn: ({ signal }) => api.get<PaymentDetails | null>('admin-bank-details', { signal }),
  });
}
