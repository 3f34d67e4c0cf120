import { ListFilterBar } from '../../../components/data-table/list-table';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import type { ReferralFilterKey, ReferralList } from '../api/get-referrals';

/**
 * The shared filters (docs/product/pins-and-levels.md, Referrals): search, the promoter level (Trainee included,
 * docs/decisions/005-trainee-and-level-filter.md) and the join dates.
 */
const FILTERS: readonly FilterSpec<ReferralFilterKey>[] = [
  { kind: 'search', placeholder: 'Search username or name' },
  { kind: 'promoterLevel' },
  { kind: 'joinedDates' },
];

export function ReferralFilters({ list }: { list: ReferralList }) {
  return <ListFilterBar list={list} filters={FILTERS} />;
}
