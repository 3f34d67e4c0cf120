import type { UserDashboard } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { earlyOr } from '../../../lib/early-get';

export function useUserDashboard() {
  return useQuery({
    queryKey: ['user-dashboard'],
    // The first load takes the answer the entry asked for early on this address (app/router.tsx).
    queryFn: ({ signal }) =>
      earlyOr('user-dashboard', () => api.get<UserDashboard>('user-dashboard', { signal })),
  });
}
