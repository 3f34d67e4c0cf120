import { WALLET_TYPE_LABELS, WITHDRAW_STATUS_LABELS } from '@portal/shared';
import { ListFilterBar } from '../../../components/data-table/list-table';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import type { WithdrawalList, WithdrawFilterKey } from '../api/get-withdrawals';

const ALL = { value: '', label: 'All' };
const capitalised = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

const FILTERS: FilterSpec<WithdrawFilterKey>[] = [
  { kind: 'search', placeholder: 'Search username, name or mobile' },
  {
    kind: 'select',
    field: 'status',
    label: 'Status',
    options: [
      ALL,
      ...Object.entries(WITHDRAW_STATUS_LABELS).map(([value, label]) => ({
        value,
        label: capitalised(label),
      })),
    ],
  },
  {
    kind: 'select',
    field: 'wallet_type',
    label: 'Wallet',
    options: [ALL, ...Object.entries(WALLET_TYPE_LABELS).map(([value, label]) => ({ value, label }))],
  },
  { kind: 'requestDates' },
];

/** Search (username, name, mobile), status, wallet and the request date (fromdate/todate). */
export function WithdrawFilters({ list }: { list: WithdrawalList }) {
  return <ListFilterBar list={list} filters={FILTERS} />;
}
