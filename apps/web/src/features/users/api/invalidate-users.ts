import type { QueryClient } from '@tanstack/react-query';
import { USERS_ENDPOINT } from './get-users';

/** After any change to an account: the users list and the dashboard's counts are stale. */
export function invalidateUsers(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [USERS_ENDPOINT] }),
    queryClient.invalidateQueries({ queryKey: ['admin-dashboard'] }),
  ]).then(() => undefined);
}
