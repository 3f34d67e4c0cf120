import type { QueryClient } from '@tanstack/react-query';
import { adminDashboardQuery } from '../../../lib/shared-queries';
import { withdrawalsEndpoint } from './get-withdrawals';

/** After any change to a request: the list and the dashboard's withdrawal figures are stale. */
export function invalidateWithdrawals(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: withdrawalsEndpoint.queryKey }),
    queryClient.invalidateQueries({ queryKey: adminDashboardQuery().queryKey }),
  ]).then(() => undefined);
}
