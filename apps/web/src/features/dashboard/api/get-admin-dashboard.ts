import { useQuery } from '@tanstack/react-query';
import { adminDashboardQuery } from '../../../lib/shared-queries';

export function useAdminDashboard() {
  return useQuery(adminDashboardQuery());
}
