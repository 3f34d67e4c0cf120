import { ListFilterBar } from '../../../components/data-table/list-table';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import { fraudSignalsFilter } from '../../../components/fraud-signals/fraud-signals';
import type { FilterChange, ListFilter } from '../../../hooks/use-list-query';
import { useT } from '../../../lib/i18n/language-provider';
import type { UserFilterKey, UserList } from '../api/get-users';

export function isListingAdmins(filter: ListFilter<UserFilterKey>): boolean {
  return filter.account_type === 'admins';
}

/**
 * Search, level, fraud signals (docs/decisions/186-fraud-signals.md) and join dates; a super admin
 * also chooses between users and admins.
 */
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
    // Admin accounts have no promoter level, nor fraud signals, to filter on.
    ...(admins ? [] : [{ kind: 'promoterLevel' } as const, fraudSignalsFilter(t)]),
    { kind: 'joinedDates' },
  ];

  const changeFilter = (change: FilterChange<UserFilterKey>) =>
    list.setFilter((current) => {
      const filter = change(current);
      const switchedToAdmins = isListingAdmins(filter) && !isListingAdmins(current);
      const { current_promoter_level: _level, has_fraud_signals: _signals, ...withoutLevel } = filter;
      return switchedToAdmins ? withoutLevel : filter;
    });

  return <ListFilterBar list={list} filters={filters} onFilterChange={changeFilter} />;
}
