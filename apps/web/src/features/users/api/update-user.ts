import { type AdminUpdateUserInput, MESSAGES, type UserRow } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';
import { USERS_ENDPOINT } from './get-users';
import { invalidateUsers } from './invalidate-users';

/** PUT all-referrals/{id}: an admin edits a user's personal details. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminUpdateUserInput }) =>
      api.put<UserRow>(USERS_ENDPOINT, input, { key: id }),
    onSuccess: () => {
      toast.success(MESSAGES.updated);
      void invalidateUsers(queryClient);
    },
  });
}
