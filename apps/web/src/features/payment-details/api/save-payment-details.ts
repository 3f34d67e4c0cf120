import { MESSAGES, type PaymentDetails, type PaymentDetailsInput } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';
import { paymentDetailsQuery } from './get-payment-details';

/**
 * POST admin-bank-details/upsert: the account promoters pay to for a PIN and the WhatsApp number
 * they send the proof to, one set for the portal (docs/decisions/042-one-payment-account.md). The
 * first save creates it ('Created Successfull'), later ones update it ('Updated Successfull').
 */
export function useSavePaymentDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PaymentDetailsInput) => api.post<PaymentDetails>('admin-bank-details/upsert', input),
    onSuccess: (saved) => {
      const existed = queryClient.getQueryData(paymentDetailsQuery().queryKey);
      toast.success(existed ? MESSAGES.updated : MESSAGES.created);
      queryClient.setQueryData(paymentDetailsQuery().queryKey, saved);
    },
  });
}
