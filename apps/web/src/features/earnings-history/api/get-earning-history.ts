import type { EarningHistoryResponse, WalletTotals } from '@portal/shared';
import { useListQuery } from '../../../hooks/use-list-query';
import type { EndpointFilterKey, EndpointSortKey } from '../../../lib/list-endpoint';
// Outside the feature: a scratched card makes it stale.
import { earningHistoryEndpoint } from '../../../lib/earning-history-endpoint';

export type EarningFilterKey = EndpointFilterKey<typeof earningHistoryEndpoint>;
export type EarningSortKey = EndpointSortKey<typeof earningHistoryEndpoint>;

/**
 * The earnings history with its state in the address, and the credits, debits and net per wallet
 * over every line the filters select, not just the page (docs/product/money.md, Earnings history).
 */
export function useEarningHistory() {
  const list = useListQuery(earningHistoryEndpoint);
  // This endpoint's answer is the list contract plus `totals` (earningHistoryResponseSchema).
  const totals: WalletTotals[] | undefined = (list.response as EarningHistoryResponse | undefined)?.totals;
  return { ...list, totals };
}

export type EarningHistoryList = ReturnType<typeof useEarningHistory>;
