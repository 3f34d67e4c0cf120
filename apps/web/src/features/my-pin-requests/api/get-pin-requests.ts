import { listQuerySchema, userPinRequestSchema, z } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { type EndpointList, listPageQuery, useListQuery } from '../../../hooks/use-list-query';
import { defineListEndpoint, type EndpointFilterKey, type EndpointSortKey } from '../../../lib/list-endpoint';

/**
 * GET user-promoters/list: the signed-in user's own PIN requests, newest first, never a PIN
 * (docs/product/pins-and-levels.md). The list contract's paging only: no filters, no sorts.
 */
export const myPinRequestsEndpoint = defineListEndpoint({
  path: 'user-promoters/list',
  querySchema: listQuerySchema({ filter: z.strictObject({}), sortKeys: ['request_at'] }),
  rowSchema: userPinRequestSchema,
});

export type MyPinRequestFilterKey = EndpointFilterKey<typeof myPinRequestsEndpoint>;
export type MyPinRequestSortKey = EndpointSortKey<typeof myPinRequestsEndpoint>;
export type MyPinRequestList = EndpointList<typeof myPinRequestsEndpoint>;

/** Every request, paged, with the page in the address. */
export function useMyPinRequestList(): MyPinRequestList {
  return useListQuery(myPinRequestsEndpoint);
}

const LATEST_PARAMS = { page_number: '1', page_size: '1' };

/**
 * The latest request: the open one when there is one, since a user has at most one open request
 * and the list is newest first. Under the list's own key, so what refreshes the list refreshes it.
 */
export function useLatestPinRequest() {
  return useQuery({
    ...listPageQuery(myPinRequestsEndpoint, undefined, LATEST_PARAMS),
    select: (answer) => answer.data[0] ?? null,
  });
}
