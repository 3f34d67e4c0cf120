import { userListQuerySchema, userRowSchema } from '@portal/shared';
import { defineListEndpoint, type EndpointFilterKey, type EndpointSortKey } from '../../../lib/list-endpoint';
import { type EndpointList, useListQuery } from '../../../hooks/use-list-query';

/** GET all-referrals: the users (or, for a super admin, the admins) list; its export is users.xlsx. */
export const usersEndpoint = defineListEndpoint({
  path: 'all-referrals',
  querySchema: userListQuerySchema,
  rowSchema: userRowSchema,
  exportList: 'users',
});

export const USERS_ENDPOINT = usersEndpoint.path;

export type UserFilterKey = EndpointFilterKey<typeof usersEndpoint>;
export type UserSortKey = EndpointSortKey<typeof usersEndpoint>;
export type UserList = EndpointList<typeof usersEndpoint>;

/** The users list with its state in the address. */
export function useUserList(): UserList {
  return useListQuery(usersEndpoint);
}
