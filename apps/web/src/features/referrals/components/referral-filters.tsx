import { FilterBar } from '../../../components/filter-bar/filter-bar';
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
  return (
    <FilterBar
      filters={FILTERS}
      state={list.state}
      onSearchChange={list.setSearch}
      onFilterChange={list.setFilter}
      onReset={list.resetFilter}
    />
  );
}
