import { LEDGER_ENTRY_KINDS, WALLET_TYPES, walletName } from '@portal/shared';
import { ListFilterBar } from '../../../components/data-table/list-table';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import type { EarningFilterKey, EarningHistoryList } from '../api/get-earning-history';
import { entryKindLabel } from './earning-labels';

const ALL = { value: '', label: 'All' };

const FILTERS: readonly FilterSpec<EarningFilterKey>[] = [
  {
    kind: 'select',
    field: 'wallet_type',
    label: 'Wallet',
    options: [ALL, ...WALLET_TYPES.map((type) => ({ value: String(type), label: walletName(type) }))],
  },
  {
    kind: 'select',
    field: 'kind',
    label: 'Kind',
    options: [ALL, ...LEDGER_ENTRY_KINDS.map((kind) => ({ value: kind, label: entryKindLabel(kind) }))],
  },
  // Entries are not requests: the dates read 'From' / 'To' (docs/decisions/046-user-money-screens.md).
  { kind: 'dates', fromLabel: 'From', toLabel: 'To' },
];

/** Wallet, kind and dates (fromdate/todate: whole India days, docs/product/lists.md). */
export function EarningsFilters({ list }: { list: EarningHistoryList }) {
  return <ListFilterBar list={list} filters={FILTERS} />;
}
