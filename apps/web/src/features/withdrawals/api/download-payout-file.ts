import { PAYOUT_FILE_NAME } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST withdraws/payout-file: the bank's bulk-payment CSV (payouts.csv) of the selected requests
 * that are processing (docs/product/money.md, Payouts). The server refuses a selection with none.
 */
export function useDownloadPayoutFile() {
  return useMutation({
    mutationFn: (ids: number[]) =>
      api.downloadPost('withdraws/payout-file', { ids }, { fileName: PAYOUT_FILE_NAME }),
  });
}
