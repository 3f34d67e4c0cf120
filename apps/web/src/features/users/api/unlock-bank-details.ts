import { BANK_UNLOCK_MESSAGES, type BankDetailLock } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';
import { bankDetailsLockQuery } from './get-bank-details-lock';

/**
 * POST user-bank-detail/unlock (admins): the user's next save of their bank details needs no
 * password, once (docs/product/money.md, Bank details). The answer is the new lock state.
 */
export function useUnlockBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.post<BankDetailLock>('user-bank-detail/unlock', { user_id: userId }),
    onSuccess: (lock) => {
      toast.success(BANK_UNLOCK_MESSAGES.unlocked);
      queryClient.setQueryData(bankDetailsLockQuery(lock.user_id).queryKey, lock);
    },
  });
}
