import { formatDate, formatWithdrawalAmount, type WithdrawRow } from '@portal/shared';
import { useMemo } from 'react';
import { ListTable } from '../../../components/data-table/list-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import type { WithdrawalList, WithdrawSortKey } from '../api/get-withdrawals';
import { AccountDetails } from './account-details';
import { PayoutTools } from './payout-tools';
import { RequestDetails } from './request-details';
import { WithdrawActions } from './withdraw-actions';
import { isOpenRequest } from './withdraw-labels';
import { WithdrawStatusCell } from './withdraw-status';
import type { WithdrawSelection } from './use-withdraw-selection';

/**
 * The columns of docs/product/screens.md, Withdraw Request screen. The requester, status, amount
 * and action never give way; on a narrower desktop the date folds under the amount, then the
 * account under the requester. At 1280 px with the sidebar open all of them fit. On a phone the
 * requester heads each card and the selection and actions sit at its foot.
 */
function columnsFor(selection: WithdrawSelection): DataTableColumn<WithdrawRow, WithdrawSortKey>[] {
  return [
    {
      title: '',
      key: 'id',
      priority: 'essential',
      card: 'actions',
      minWidth: 44,
      grow: 0,
      render: (row) => <SelectBox row={row} selection={selection} />,
    },
    {
      title: 'Request Details',
      key: 'user',
      priority: 'essential',
      card: 'title',
      minWidth: 184,
      grow: 3,
      render: (row) => <RequestDetails row={row} />,
    },
    {
      title: 'Method & Account',
      key: 'bank_detail',
      priority: 'high',
      mergeInto: 'user',
      minWidth: 184,
      grow: 3,
      render: (row) => <AccountDetails row={row} />,
    },
    {
      title: 'Date',
      key: 'request_at',
      sortable: true,
      priority: 'medium',
      mergeInto: 'amount',
      minWidth: 108,
      grow: 0,
      render: (row) => formatDate(row.request_at),
    },
    {
      title: 'Status',
      key: 'status',
      priority: 'essential',
      minWidth: 124,
      grow: 1,
      render: (row) => <WithdrawStatusCell row={row} />,
    },
    {
      title: 'Amount',
      key: 'amount',
      sortable: true,
      align: 'right',
      priority: 'essential',
      minWidth: 116,
      grow: 0,
      render: (row) => (
        <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
          {formatWithdrawalAmount(row.amount)}
        </span>
      ),
    },
    {
      title: 'Action',
      key: 'id',
      align: 'right',
      priority: 'essential',
      card: 'actions',
      minWidth: 128,
      grow: 0,
      render: (row) => <WithdrawActions row={row} />,
    },
  ];
}

function SelectBox({ row, selection }: { row: WithdrawRow; selection: WithdrawSelection }) {
  // Final requests have nothing left to do: nothing to select.
  if (!isOpenRequest(row)) return null;
  return (
    <label className="-m-2 inline-flex cursor-pointer items-center gap-2 p-2 text-sm text-slate-700">
      <input
        type="checkbox"
        className="size-4 rounded border-slate-300 accent-indigo-600"
        checked={selection.isSelected(row)}
        onChange={() => selection.toggle(row)}
        aria-label={`Select request ${row.id} of ${row.user.username}`}
      />
      <span className="sm:hidden" aria-hidden="true">
        Select
      </span>
    </label>
  );
}

/** The requests, with the payout tools for the selected ones above them. */
export function WithdrawalsTable({
  list,
  selection,
}: {
  list: WithdrawalList;
  selection: WithdrawSelection;
}) {
  const columns = useMemo(() => columnsFor(selection), [selection]);
  return (
    <ListTable
      list={list}
      label="Withdrawal Requests"
      columns={columns}
      rowKey={(row) => row.id}
      above={<PayoutTools selection={selection} />}
    />
  );
}
