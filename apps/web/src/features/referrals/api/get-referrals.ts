import { referralListQuerySchema, referralRowSchema } from '@portal/shared';
import { type EndpointList, useListQuery } from '../../../hooks/use-list-query';
import { defineListEndpoint, type EndpointFilterKey, type EndpointSortKey } from '../../../lib/list-endpoint';

/** GET referrals: the signed-in user's direct referrals (My Promoters), never their contact details. */
export const referralsEndpoint = defineListEndpoint({
  path: 'referrals',
  querySchema: referralListQuerySchema,
  rowSchema: referralRowSchema,
});

export type ReferralFilterKey = EndpointFilterKey<typeof referralsEndpoint>;
export type ReferralSortKey = EndpointSortKey<typeof referralsEndpoint>;
export type ReferralList = EndpointList<typeof referralsEndpoint>;

/** My Promoters with its state in the address. */
export function useReferralList(): ReferralList {
  return useListQuery(referralsEndpoint);
}
