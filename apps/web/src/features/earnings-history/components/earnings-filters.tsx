import { LEDGER_ENTRY_KINDS, WALLET_TYPES } from '@portal/shared';
import { useMemo } from 'react';
import { ListFilterBar } from '../../../components/data-table/list-table';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import { useT } from '../../../lib/i18n/language-provider';
import type { EarningFilterKey, EarningHistoryList } from '../api/get-earning-history';
import { entryKindLabel } from './earning-labels';
import { walletNameText } from '../../../lib/wallet-name';

/** Wallet, kind and dates (fromdate/todate: whole India days, docs/product/lists.md). */
export function EarningsFilters({ list }: { list: EarningHistoryList }) {
  const t = useT();
  const filters = useMemo<readonly FilterSpec<EarningFilterKey>[]>(() => {
    const all = { value: '', label: t('earnings.filters.all') };
    return [
      {
        kind: 'select',
        field: 'wallet_type',
        label: t('earnings.filters.wallet'),
        options: [
          all,
          ...WALLET_TYPES.map((type) => ({ value: String(type), label: t(...walletNameText(type)) })),
        ],
      },
      {
        kind: 'select',
        field: 'kind',
        label: t('earnings.filters.kind'),
        options: [
          all,
          ...LEDGER_ENTRY_KINDS.map((kind) => ({ value: kind, label: entryKindLabel(kind, t) })),
        ],
      },
      // Entries are not requests: the dates read 'From' / 'To' (docs/decisions/046-user-money-screens.md).
      { kind: 'dates', fromLabel: t('earnings.filters.from'), toLabel: t('earnings.filters.to') },
    ];
  }, [t]);
  return <ListFilterBar list={list} filters={filters} />;
}
