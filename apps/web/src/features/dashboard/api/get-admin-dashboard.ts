import type { AdminDashboard } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function useAdminDashboard() {
  return useQuery({
    queryKey: ['admin-dashboard'],
    queryFn: ({ signal }) => api.get<AdminDashboard>('admin-dashboard', { signal }),
  });
}
