import { useMemo } from 'react';
import { ListFilterBar } from '../../../components/data-table/list-table';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import { fraudSignalsFilter } from '../../../components/fraud-signals/fraud-signals';
import type { AdminPinFilterKey, AdminPinRequestList } from '../api/get-admin-pin-requests';
import { useT } from '../../../lib/i18n/language-provider';

/**
 * Search, the requested level, the status, the requester's fraud signals
 * (docs/decisions/186-fraud-signals.md) and the request date (the filter kinds of
 * docs/product/lists.md, On screen).
 */
export function PinRequestFilters({ list }: { list: AdminPinRequestList }) {
  const t = useT();
  const filters: FilterSpec<AdminPinFilterKey>[] = useMemo(
    () => [
      { kind: 'search', placeholder: t('pinRequests.filter.search') },
      { kind: 'pinLevel' },
      { kind: 'pinStatus' },
      fraudSignalsFilter(t),
      { kind: 'requestDates' },
    ],
    [t],
  );
  return <ListFilterBar list={list} filters={filters} />;
}
