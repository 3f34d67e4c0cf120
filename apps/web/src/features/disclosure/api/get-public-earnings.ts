import type { PublicEarnings } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET public-earnings: what promoters earned per level over the last days, for a visitor to read
 * before joining (docs/decisions/174-what-promoters-earn.md). Public: no sign-in.
 */
export const publicEarningsQuery = () =>
  queryOptions({
    queryKey: ['public-earnings'],
    queryFn: ({ signal }) => api.get<PublicEarnings>('public-earnings', { signal }),
  });

export function usePublicEarnings() {
  return useQuery(publicEarningsQuery());
}
