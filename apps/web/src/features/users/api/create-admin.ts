import { type CreateAdminInput, MESSAGES, type UserRow } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { api } from '../../../lib/api-client';
import { invalidateUsers } from './invalidate-users';

/** POST admins: super admin only. */
export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAdminInput) => api.post<UserRow>('admins', input),
    onSuccess: () => {
      toast.success(MESSAGES.created);
      void invalidateUsers(queryClient);
    },
  });
}
