import { MESSAGES, type UserRow } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';
import { USERS_ENDPOINT } from './get-users';
import { invalidateUsers } from './invalidate-users';

/** PATCH all-referrals/{id}/status: deactivating also ends the account's sessions on the server. */
export function useSetUserActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) =>
      api.patch<UserRow>(`${USERS_ENDPOINT}/${id}/status`, { is_active: isActive }),
    onSuccess: () => {
      toast.success(MESSAGES.patched);
      void invalidateUsers(queryClient);
    },
  });
}
