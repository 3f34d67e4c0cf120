import type { UserRow } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useListQuery } from '../../../hooks/use-list-query';

export const USERS_ENDPOINT = 'all-referrals';

/** GET all-referrals: the users (or, for a super admin, the admins) list with its URL state. */
export function useUserList() {
  return useListQuery<UserRow>({ endpoint: USERS_ENDPOINT });
}

/** After any change to an account: the list and the dashboard counts are stale. */
export function useRefreshUsers() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: [USERS_ENDPOINT] });
    void queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] });
  }, [queryClient]);
}
