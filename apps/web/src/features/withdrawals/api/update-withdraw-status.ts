import {
  LONG_TOAST_DURATION_MS,
  WITHDRAW_MESSAGES,
  WithdrawStatus,
  type WithdrawRow,
  type WithdrawTarget,
} from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';
import { invalidateWithdrawals } from './invalidate-withdrawals';

export interface WithdrawStatusChange {
  id: number;
  /** 1 Process, 2 Complete, 3 Reject (docs/product/screens.md, Withdraw Request screen). */
  status: WithdrawTarget;
  /** Rejection only: already trimmed by the reject form's schema. */
  reason?: string;
  /** Completion for a requester with fraud signals (docs/decisions/186-fraud-signals.md). */
  confirm_note?: string;
}

/**
 * POST withdraw-status-update: process, complete or reject one request. The toasts are fixed
 * (docs/product/screens.md, Withdraw Request screen): 'Successfully updated' with its text after
 * process or complete, 'Your request is updated' for 3 seconds after reject. A refusal (another
 * admin acted first) was toasted by the API client and also means the row on screen is out of date,
 * so the list reloads either way. The three texts are the shared catalogue's (`withdraw.updated_title`,
 * `withdraw.updated_text`, `withdraw.rejected`): the toast shows them in the reader's language.
 */
export function useUpdateWithdrawStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, reason, ...rest }: WithdrawStatusChange) =>
      api.post<WithdrawRow>(
        'withdraw-status-update',
        status === WithdrawStatus.Rejected ? { id, status, reason } : { id, status, ...rest },
      ),
    onSuccess: (_row, { status }) => {
      if (status === WithdrawStatus.Rejected) {
        toast.success(WITHDRAW_MESSAGES.rejected, { duration: LONG_TOAST_DURATION_MS });
      } else {
        toast.success(WITHDRAW_MESSAGES.updatedTitle, { description: WITHDRAW_MESSAGES.updatedText });
      }
    },
    onSettled: () => invalidateWithdrawals(queryClient),
  });
}
