import type { UserRow } from '@portal/shared';
import { FilterBar } from '../../../components/filter-bar/filter-bar';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import type { ListQuery } from '../../../hooks/use-list-query';

const ACCOUNT_TYPE_FILTER: FilterSpec = {
  kind: 'select',
  field: 'account_type',
  label: 'Account type',
  options: [
    { value: '', label: 'Users' },
    { value: 'admins', label: 'Admins' },
  ],
};

export function isListingAdmins(filter: Record<string, string>): boolean {
  return filter.account_type === 'admins';
}

/** Search, level and join dates; a super admin also chooses between users and admins. */
export function UserFilters({ list, isSuperAdmin }: { list: ListQuery<UserRow>; isSuperAdmin: boolean }) {
  const admins = isListingAdmins(list.state.filter);
  const filters: FilterSpec[] = [
    { kind: 'search', placeholder: 'Search username, name or mobile' },
    ...(isSuperAdmin ? [ACCOUNT_TYPE_FILTER] : []),
    // Admin accounts have no promoter level to filter on.
    ...(admins ? [] : [{ kind: 'promoterLevel' } as const]),
    { kind: 'joinedDates' },
  ];

  const changeFilter = (filter: Record<string, string>) => {
    const switchedToAdmins = isListingAdmins(filter) && !admins;
    const { current_promoter_level: _level, ...withoutLevel } = filter;
    list.setFilter(switchedToAdmins ? withoutLevel : filter);
  };

  return (
    <FilterBar
      filters={filters}
      state={list.state}
      onSearchChange={list.setSearch}
      onFilterChange={changeFilter}
      onReset={list.resetFilter}
    />
  );
}
