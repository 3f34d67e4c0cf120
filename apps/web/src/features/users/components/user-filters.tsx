import { ListFilterBar } from '../../../components/data-table/list-table';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import type { ListFilter } from '../../../hooks/use-list-query';
import { useT } from '../../../lib/i18n/language-provider';
import type { UserFilterKey, UserList } from '../api/get-users';

export function isListingAdmins(filter: ListFilter<UserFilterKey>): boolean {
  return filter.account_type === 'admins';
}

/** Search, level and join dates; a super admin also chooses between users and admins. */
export function UserFilters({ list, isSuperAdmin }: { list: UserList; isSuperAdmin: boolean }) {
  const t = useT();
  const admins = isListingAdmins(list.state.filter);
  const accountTypeFilter: FilterSpec<UserFilterKey> = {
    kind: 'select',
    field: 'account_type',
    label: t('users.filter.accountType'),
    options: [
      { value: '', label: t('users.filter.users') },
      { value: 'admins', label: t('users.filter.admins') },
    ],
  };
  const filters: FilterSpec<UserFilterKey>[] = [
    { kind: 'search', placeholder: t('users.filter.search') },
    ...(isSuperAdmin ? [accountTypeFilter] : []),
    // Admin accounts have no promoter level to filter on.
    ...(admins ? [] : [{ kind: 'promoterLevel' } as const]),
    { kind: 'joinedDates' },
  ];

  const changeFilter = (filter: ListFilter<UserFilterKey>) => {
    const switchedToAdmins = isListingAdmins(filter) && !admins;
    const { current_promoter_level: _level, ...withoutLevel } = filter;
    list.setFilter(switchedToAdmins ? withoutLevel : filter);
  };

  return <ListFilterBar list={list} filters={filters} onFilterChange={changeFilter} />;
}
