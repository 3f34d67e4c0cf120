import { PAYOUT_FILE_NAME } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateWithdrawals } from './invalidate-withdrawals';

/**
 * POST withdraws/payout-file: the bank's bulk-payment CSV (payouts.csv) of the selected requests
 * that are processing (docs/product/money.md, Payouts). The server refuses a selection with none.
 * The file fixes each request's tax at source and pays the net
 * (docs/decisions/178-tax-at-source.md), so the list is read again to show them. Requesters with
 * fraud signals need the admin's note (docs/decisions/186-fraud-signals.md).
 */
export function useDownloadPayoutFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, confirmNote }: { ids: number[]; confirmNote?: string }) =>
      api.downloadPost(
        'withdraws/payout-file',
        { ids, ...(confirmNote && { confirm_note: confirmNote }) },
        { fileName: PAYOUT_FILE_NAME },
      ),
    onSettled: () => invalidateWithdrawals(queryClient),
  });
}
