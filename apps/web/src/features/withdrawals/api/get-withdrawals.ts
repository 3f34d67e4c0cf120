import { withdrawListQuerySchema, withdrawRowSchema } from '@portal/shared';
import { type EndpointList, useListQuery } from '../../../hooks/use-list-query';
import { defineListEndpoint, type EndpointFilterKey, type EndpointSortKey } from '../../../lib/list-endpoint';

/**
 * GET withdraws (admins): every promoter's requests, searched by username, name or mobile and
 * filtered by status, wallet and request date; its export is GET withdraws/export/excel, which
 * has a worker make withdraw_requests.xlsx (docs/product/screens.md, Withdraw Request screen).
 */
export const withdrawalsEndpoint = defineListEndpoint({
  path: 'withdraws',
  querySchema: withdrawListQuerySchema,
  rowSchema: withdrawRowSchema,
  exportList: 'withdraw_requests',
  exportPath: 'withdraws/export/excel',
});

export const WITHDRAWALS_ENDPOINT = withdrawalsEndpoint.path;

export type WithdrawFilterKey = EndpointFilterKey<typeof withdrawalsEndpoint>;
export type WithdrawSortKey = EndpointSortKey<typeof withdrawalsEndpoint>;
export type WithdrawalList = EndpointList<typeof withdrawalsEndpoint>;

/** The withdrawal requests list with its state in the address. */
export function useWithdrawalList(): WithdrawalList {
  return useListQuery(withdrawalsEndpoint);
}
