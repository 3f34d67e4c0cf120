import { WITHDRAW_MESSAGES, type WithdrawBulkResult } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';
import { invalidateWithdrawals } from './invalidate-withdrawals';

export interface BulkWithdrawChange {
  ids: number[];
  /** 1 Process or 2 Complete: a rejection needs its own reason, so it is never done in bulk. */
  status: 1 | 2;
}

/**
 * POST withdraw-status-update/bulk: each selected request is its own guarded change, so one
 * refusal does not stop the others; the answer has a result per request, which the screen lists
 * (docs/product/money.md, Payouts).
 */
export function useBulkUpdateWithdrawStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BulkWithdrawChange) =>
      api.post<WithdrawBulkResult>('withdraw-status-update/bulk', input),
    onSuccess: ({ results }) => {
      const updated = results.filter((result) => result.ok).length;
      if (updated > 0) {
        toast.success(WITHDRAW_MESSAGES.updatedTitle, {
          description: `${updated} of ${results.length} requests updated.`,
        });
      }
    },
    onSettled: () => invalidateWithdrawals(queryClient),
  });
}
