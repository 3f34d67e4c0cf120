import { withdrawHistoryQuerySchema, withdrawHistoryRowSchema } from '@portal/shared';
import { type EndpointList, useListQuery } from '../../../hooks/use-list-query';
import { defineListEndpoint, type EndpointFilterKey, type EndpointSortKey } from '../../../lib/list-endpoint';

/** GET withdraw-histories: the signed-in user's own withdrawal requests. */
export const myWithdrawalsEndpoint = defineListEndpoint({
  path: 'withdraw-histories',
  querySchema: withdrawHistoryQuerySchema,
  rowSchema: withdrawHistoryRowSchema,
});

export type MyWithdrawalFilterKey = EndpointFilterKey<typeof myWithdrawalsEndpoint>;
export type MyWithdrawalSortKey = EndpointSortKey<typeof myWithdrawalsEndpoint>;
export type MyWithdrawalList = EndpointList<typeof myWithdrawalsEndpoint>;

/** The user's requests with their state in the address. */
export function useMyWithdrawalList(): MyWithdrawalList {
  return useListQuery(myWithdrawalsEndpoint);
}
