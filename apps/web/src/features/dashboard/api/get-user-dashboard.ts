import type { UserDashboard } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useUserDashboard() {
  return useQuery({
    queryKey: ['user-dashboard'],
    queryFn: ({ signal }) => api.get<UserDashboard>('user-dashboard', { signal }),
  });
}
