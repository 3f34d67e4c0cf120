import type { EarningPower } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET all-referrals/{id}/earning (admins): what a promoter earns per video and per day, now and at
 * most. Under the users list's key, so a change to an account refreshes it too.
 */
export const earningPowerQuery = (userId: number) =>
  queryOptions({
    queryKey: ['all-referrals', userId, 'earning'],
    queryFn: ({ signal }) => api.get<EarningPower>(`all-referrals/${userId}/earning`, { signal }),
  });

export function useEarningPower(userId: number) {
  return useQuery(earningPowerQuery(userId));
}
