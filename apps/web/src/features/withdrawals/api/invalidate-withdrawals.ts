import type { QueryClient } from '@tanstack/react-query';
import { WITHDRAWALS_ENDPOINT } from './get-withdrawals';

/** After any change to a request: the list and the dashboard's withdrawal figures are stale. */
export function invalidateWithdrawals(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [WITHDRAWALS_ENDPOINT] }),
    queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] }),
  ]).then(() => undefined);
}
