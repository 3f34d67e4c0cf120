import { MESSAGES, type UserBankDetail, type userBankDetailInputSchema } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
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
      toast.success(before ? MESSAGES.updated : MESSAGES.created);
      queryClient.setQueryData(bankDetailsQuery().queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: withdrawRulesQuery().queryKey });
    },
  });
}
