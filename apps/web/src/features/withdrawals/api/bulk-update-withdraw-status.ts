import { WITHDRAW_MESSAGES, type WithdrawBulkResult } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';
import { i18n, type MessageKey } from '../../../lib/i18n/i18n';
import { invalidateWithdrawals } from './invalidate-withdrawals';

export interface BulkWithdrawChange {
  ids: number[];
  /** 1 Process or 2 Complete: a rejection needs its own reason, so it is never done in bulk. */
  status: 1 | 2;
  /** Completion with requesters that have fraud signals (docs/decisions/186-fraud-signals.md). */
  confirm_note?: string;
}

/**
 * POST withdraw-status-update/bulk: each selected request is its own guarded change, so one
 * refusal does not stop the others; the answer has a result per request, which the screen lists
 * (docs/product/money.md, Payouts). The toast's title is the shared catalogue's
 * (`withdraw.updated_title`), its count the results dialog's web key.
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
          description: i18n._('withdrawals.payout.updated' satisfies MessageKey, {
            updated,
            total: results.length,
          }),
        });
      }
    },
    onSettled: () => invalidateWithdrawals(queryClient),
  });
}
