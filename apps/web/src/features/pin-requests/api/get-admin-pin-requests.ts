import { adminPinRequestSchema, type AdminPinRequestListResponse, pinListQuerySchema } from '@portal/shared';
import { type EndpointList, useListQuery } from '../../../hooks/use-list-query';
import { defineListEndpoint, type EndpointFilterKey, type EndpointSortKey } from '../../../lib/list-endpoint';

/**
 * GET user-promoters (admins): every PIN request, searched by username, name or mobile and
 * filtered by the requested level, the status and the request date; with `exports` the same
 * query downloads pin_requests.xlsx. Its answer also carries the counts per status.
 */
export const adminPinRequestsEndpoint = defineListEndpoint({
  path: 'user-promoters',
  querySchema: pinListQuerySchema,
  rowSchema: adminPinRequestSchema,
  exportList: 'pin_requests',
});

export type AdminPinFilterKey = EndpointFilterKey<typeof adminPinRequestsEndpoint>;
export type AdminPinSortKey = EndpointSortKey<typeof adminPinRequestsEndpoint>;
export type AdminPinRequestList = EndpointList<typeof adminPinRequestsEndpoint>;

export type StatusCounts = AdminPinRequestListResponse['status_counts'];

export function useAdminPinRequestList(): AdminPinRequestList {
  return useListQuery(adminPinRequestsEndpoint);
}

/** The counts per status of the last answer (over all requests, whatever the filters). */
export function statusCountsOf(list: AdminPinRequestList): StatusCounts | undefined {
  // This endpoint's answer is the list contract plus `status_counts` (adminPinRequestListSchema).
  return (list.response as AdminPinRequestListResponse | undefined)?.status_counts;
}
