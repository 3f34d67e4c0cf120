import type { QueryClient } from '@tanstack/react-query';
import { userDashboardQuery } from '../../../lib/shared-queries';
import { myPinRequestsEndpoint } from './get-pin-requests';

/** A step on a request changes the list, the latest request and the dashboard's PIN state. */
export function invalidatePinRequests(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: myPinRequestsEndpoint.queryKey }),
    queryClient.invalidateQueries({ queryKey: userDashboardQuery().queryKey }),
  ]);
}
