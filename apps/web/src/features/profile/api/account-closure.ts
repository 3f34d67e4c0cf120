import type { AccountClosure, accountClosureInputSchema } from '@portal/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/language-provider';
import { toast } from '../../../lib/toast';

export type AccountClosureInput = z.input<typeof accountClosureInputSchema>;

/** GET account-closure: the closure the promoter asked for, or null. */
const accountClosureQuery = queryOptions({
  queryKey: ['account-closure'],
  queryFn: ({ signal }) => api.get<AccountClosure>('account-closure', { signal }),
});

export function useAccountClosure() {
  return useQuery(accountClosureQuery);
}

/**
 * POST account-closure: asks for the account to close after the notice period
 * (docs/decisions/182-own-data-export.md). A wrong password is refused under its field; money
 * still held or pending is refused on `account`, every reason named (the dialog lists them).
 */
export function useRequestClosure() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AccountClosureInput) => api.post<AccountClosure>('account-closure', input),
    onSuccess: (closure) => queryClient.setQueryData(accountClosureQuery.queryKey, closure),
  });
}

/** DELETE account-closure: the closure asked for is withdrawn; the account stays open. */
export function useKeepAccount() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: () => api.del<AccountClosure>('account-closure'),
    onSuccess: () => toast.success(t('profile.closure.stayOpen')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountClosureQuery.queryKey }),
  });
}
