import { WALLET_TYPES, WITHDRAW_STATUSES } from '@portal/shared';
import { useMemo } from 'react';
import { ListFilterBar } from '../../../components/data-table/list-table';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import { useT } from '../../../lib/i18n/language-provider';
import type { MyWithdrawalFilterKey, MyWithdrawalList } from '../api/get-my-withdrawals';
import { withdrawStatusKey } from '../../../lib/withdraw-status';
import { walletNameText } from '../../../lib/wallet-name';

/** Status, wallet and request dates (fromdate/todate: whole India days, docs/product/lists.md). */
export function MyWithdrawalFilters({ list }: { list: MyWithdrawalList }) {
  const t = useT();
  const filters = useMemo<readonly FilterSpec<MyWithdrawalFilterKey>[]>(() => {
    const all = { value: '', label: t('myWithdrawals.filters.all') };
    return [
      {
        kind: 'select',
        field: 'status',
        label: t('myWithdrawals.filters.status'),
        options: [
          all,
          ...WITHDRAW_STATUSES.map((status) => ({
            value: String(status),
            label: t(withdrawStatusKey(status)),
          })),
        ],
      },
      {
        kind: 'select',
        field: 'wallet_type',
        label: t('myWithdrawals.filters.wallet'),
        options: [
          all,
          ...WALLET_TYPES.map((type) => ({ value: String(type), label: t(...walletNameText(type)) })),
        ],
      },
      { kind: 'requestDates' },
    ];
  }, [t]);
  return <ListFilterBar list={list} filters={filters} />;
}
