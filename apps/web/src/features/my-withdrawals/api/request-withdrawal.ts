import { MESSAGES, type WithdrawHistoryRow, type withdrawRequestSchema } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { userDashboardQuery, withdrawRulesQuery } from '../../../lib/shared-queries';
import { myWithdrawalsEndpoint } from './get-my-withdrawals';

/**
 * POST withdraws: the amount is held on the wallet at once (docs/product/money.md, Holds), so the
 * wallets, the rules (the next allowed date), the list of requests and the dashboard are stale.
 */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: z.output<typeof withdrawRequestSchema>) =>
      api.post<WithdrawHistoryRow>('withdraws', input),
    onSuccess: () => {
      toast.success(MESSAGES.created);
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawRulesQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: myWithdrawalsEndpoint.queryKey }),
        queryClient.invalidateQueries({ queryKey: userDashboardQuery().queryKey }),
      ]);
    },
  });
}
