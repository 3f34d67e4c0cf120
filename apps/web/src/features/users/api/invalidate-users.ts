import type { QueryClient } from '@tanstack/react-query';
import { adminDashboardQuery } from '../../../lib/shared-queries';
import { usersEndpoint } from './get-users';

/** After any change to an account: the users list and the dashboard's counts are stale. */
export function invalidateUsers(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: usersEndpoint.queryKey }),
    queryClient.invalidateQueries({ queryKey: adminDashboardQuery().queryKey }),
  ]).then(() => undefined);
}
