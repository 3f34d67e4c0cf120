import { WALLET_TYPES, walletName, WITHDRAW_STATUSES, withdrawStatusLabel } from '@portal/shared';
import { ListFilterBar } from '../../../components/data-table/list-table';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import type { MyWithdrawalFilterKey, MyWithdrawalList } from '../api/get-my-withdrawals';

const ALL = { value: '', label: 'All' };

const FILTERS: readonly FilterSpec<MyWithdrawalFilterKey>[] = [
  {
    kind: 'select',
    field: 'status',
    label: 'Status',
    options: [
      ALL,
      ...WITHDRAW_STATUSES.map((status) => ({ value: String(status), label: withdrawStatusLabel(status) })),
    ],
  },
  {
    kind: 'select',
    field: 'wallet_type',
    label: 'Wallet',
    options: [ALL, ...WALLET_TYPES.map((type) => ({ value: String(type), label: walletName(type) }))],
  },
  { kind: 'requestDates' },
];

/** Status, wallet and request dates (fromdate/todate: whole India days, docs/product/lists.md). */
export function MyWithdrawalFilters({ list }: { list: MyWithdrawalList }) {
  return <ListFilterBar list={list} filters={FILTERS} />;
}
