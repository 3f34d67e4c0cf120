import type { WithdrawHistoryRow, withdrawRequestSchema } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { i18n, type MessageKey } from '../../../lib/i18n/i18n';
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
      toast.success(i18n._('myWithdrawals.toast.created' satisfies MessageKey));
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawRulesQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: myWithdrawalsEndpoint.queryKey }),
        queryClient.invalidateQueries({ queryKey: userDashboardQuery().queryKey }),
      ]);
    },
  });
}
