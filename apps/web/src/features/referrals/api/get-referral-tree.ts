import type { ReferralTree } from '@portal/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET referral-tree?id=: one member of the user's downline (the user themself without an id) with
 * their direct referrals, each with the size of their own downline (docs/decisions/044-referral-tree-depth.md).
 * Anyone outside the user's downline is a 404.
 */
export const referralTreeQuery = (id: number | undefined) =>
  queryOptions({
    queryKey: ['referral-tree', id ?? null],
    queryFn: ({ signal }) => api.get<ReferralTree>('referral-tree', { params: { id }, signal }),
  });

export function useReferralTree(id: number | undefined, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...referralTreeQuery(id), placeholderData: keepPreviousData, enabled });
}
