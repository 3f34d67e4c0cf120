import type { UserBankDetail, userBankDetailInputSchema } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { i18n, type MessageKey } from '../../../lib/i18n/i18n';
import { bankDetailsQuery, withdrawRulesQuery } from '../../../lib/shared-queries';

/**
 * POST user-bank-detail/upsert: the first save needs no password, a change the current one
 * (docs/product/money.md, Bank details). The saved details become the query's data, and the
 * withdraw rules (which say whether details are saved) are stale.
 */
export function useSaveBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof userBankDetailInputSchema>) =>
      api.post<UserBankDetail>('user-bank-detail/upsert', input),
    onSuccess: (saved) => {
      const before = queryClient.getQueryData(bankDetailsQuery().queryKey);
      toast.success(
        i18n._((before ? 'profile.toast.updated' : 'profile.toast.created') satisfies MessageKey),
      );
      queryClient.setQueryData(bankDetailsQuery().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: withdrawRulesQuery().queryKey });
    },
  });
}
