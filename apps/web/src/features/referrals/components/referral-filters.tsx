import { useMemo } from 'react';
import { ListFilterBar } from '../../../components/data-table/list-table';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import { useT } from '../../../lib/i18n/language-provider';
import type { ReferralFilterKey, ReferralList } from '../api/get-referrals';

/**
 * The shared filters (docs/product/pins-and-levels.md, Referrals): search, the promoter level (Trainee included,
 * docs/decisions/005-trainee-and-level-filter.md) and the join dates.
 */
export function ReferralFilters({ list }: { list: ReferralList }) {
  const t = useT();
  const filters = useMemo<readonly FilterSpec<ReferralFilterKey>[]>(
    () => [
      { kind: 'search', placeholder: t('referrals.filters.search') },
      { kind: 'promoterLevel' },
      { kind: 'joinedDates' },
    ],
    [t],
  );
  return <ListFilterBar list={list} filters={filters} />;
}
