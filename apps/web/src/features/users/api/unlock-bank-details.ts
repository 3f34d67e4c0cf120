import type { BankDetailLock } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';
import { i18n, type MessageKey } from '../../../lib/i18n/i18n';
import { bankDetailsLockQuery } from './get-bank-details-lock';

/**
 * POST user-bank-detail/unlock (admins): the user's next save of their bank details needs no
 * password, once (docs/product/money.md, Bank details). The answer is the new lock state. The toast
 * reads the web key the dialog also shows (`users.bank.unlocked`, BANK_UNLOCK_MESSAGES.unlocked in
 * English), so the text has one translation.
 */
export function useUnlockBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => api.post<BankDetailLock>('user-bank-detail/unlock', { user_id: userId }),
    onSuccess: (lock) => {
      toast.success(i18n._('users.bank.unlocked' satisfies MessageKey));
      queryClient.setQueryData(bankDetailsLockQuery(lock.user_id).queryKey, lock);
    },
  });
}
