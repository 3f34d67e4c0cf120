import type { EarningPower } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET all-referrals/{id}/earning (admins): what a promoter earns per video and per day, now and at most. */
export function useEarningPower(userId: number) {
  return useQuery({
    queryKey: ['all-referrals', userId, 'earning'],
    queryFn: ({ signal }) => api.get<EarningPower>(`all-referrals/${userId}/earning`, { signal }),
  });
}
