import { type EarningHistoryRow, formatDate, walletName, formatSignedRupees } from '@portal/shared';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { cn } from '../../../lib/class-names';
import type { EarningHistoryList, EarningSortKey } from '../api/get-earning-history';
import { entryKindLabel } from './earning-labels';

/** Money in green with '+', money out in red with '-'. */
export function SignedAmount({ amount }: { amount: number }) {
  return (
    <span
      className={cn(
        'font-semibold whitespace-nowrap tabular-nums',
        amount > 0 ? 'text-emerald-700' : amount < 0 ? 'text-red-700' : 'text-slate-700',
      )}
    >
      {formatSignedRupees(amount)}
    </span>
  );
}

/**
 * Date, description and amount never give way; the kind folds under the date and the wallet under
 * the description when the table is short of room. On a phone the amount heads each card.
 */
const COLUMNS: DataTableColumn<EarningHistoryRow, EarningSortKey>[] = [
  {
    title: 'Date',
    key: 'created_at',
    sortable: true,
    priority: 'essential',
    minWidth: 116,
    grow: 0,
    render: (row) => formatDate(row.created_at),
  },
  {
    title: 'Kind',
    key: 'kind',
    priority: 'high',
    mergeInto: 'created_at',
    minWidth: 130,
    grow: 0,
    render: (row) => entryKindLabel(row.kind),
  },
  {
    title: 'Description',
    key: 'description',
    priority: 'essential',
    minWidth: 180,
    grow: 3,
    render: (row) => row.description || '—',
  },
  {
    title: 'Wallet',
    key: 'wallet_type',
    priority: 'high',
    mergeInto: 'description',
    minWidth: 130,
    grow: 0,
    render: (row) => walletName(row.wallet_type),
  },
  {
    title: 'Amount',
    key: 'amount',
    sortable: true,
    align: 'right',
    priority: 'essential',
    card: 'title',
    minWidth: 124,
    grow: 0,
    render: (row) => <SignedAmount amount={row.amount} />,
  },
];

export function EarningsTable({ list }: { list: EarningHistoryList }) {
  const { state } = list;
  return (
    <DataTable
      label="Earnings history"
      columns={COLUMNS}
      rows={list.rows}
      rowKey={(row) => row.id}
      totalRecords={list.totalRecords}
      totalCapped={list.totalCapped}
      pageNo={state.pageNo}
      pageSize={state.pageSize}
      sort={{ sortBy: state.sortBy, sortDir: state.sortDir }}
      loading={list.isLoading}
      onSortChange={list.setSort}
      onPageChange={list.setPage}
      onPageSizeChange={list.setPageSize}
    />
  );
}
