import { ListFilterBar } from '../../../components/data-table/list-table';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import type { AdminPinFilterKey, AdminPinRequestList } from '../api/get-admin-pin-requests';

const FILTERS: FilterSpec<AdminPinFilterKey>[] = [
  { kind: 'search', placeholder: 'Search username, name or mobile' },
  { kind: 'pinLevel' },
  { kind: 'pinStatus' },
  { kind: 'requestDates' },
];

/**
 * Search, the requested level, the status and the request date (the filter kinds of
 * docs/product/lists.md, On screen).
 */
export function PinRequestFilters({ list }: { list: AdminPinRequestList }) {
  return <ListFilterBar list={list} filters={FILTERS} />;
}
