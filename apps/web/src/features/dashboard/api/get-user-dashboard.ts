import { useQuery } from '@tanstack/react-query';
import { userDashboardQuery } from '../../../lib/shared-queries';

export function useUserDashboard() {
  return useQuery(userDashboardQuery());
}
