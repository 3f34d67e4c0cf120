import { formatDate, type WithdrawRow } from '@portal/shared';
import { useMemo } from 'react';
import { ListTable } from '../../../components/data-table/list-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import type { MessageKey, MessageValues } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';
import type { WithdrawalList, WithdrawSortKey } from '../api/get-withdrawals';
import { AccountDetails } from './account-details';
import { PayoutTools } from './payout-tools';
import { RequestDetails } from './request-details';
import { WithdrawActions } from './withdraw-actions';
import { WithdrawAmount } from './withdraw-amount';
import { isOpenRequest } from './withdraw-labels';
import { WithdrawStatusCell } from './withdraw-status';
import type { WithdrawSelection } from './use-withdraw-selection';

/**
 * The columns of docs/product/screens.md, Withdraw Request screen. The requester, status, amount
 * and action never give way; on a narrower desktop the date folds under the amount, then the
 * account under the requester. At 1280 px with the sidebar open all of them fit. On a phone the
 * requester heads each card and the selection and actions sit at its foot.
 */
function columnsFor(
  t: (key: MessageKey, values?: MessageValues) => string,
  selection: WithdrawSelection,
): DataTableColumn<WithdrawRow, WithdrawSortKey>[] {
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
      title: t('withdrawals.column.requestDetails'),
      key: 'user',
      priority: 'essential',
      card: 'title',
      minWidth: 184,
      grow: 3,
      render: (row) => <RequestDetails row={row} />,
    },
    {
      title: t('withdrawals.column.account'),
      key: 'bank_detail',
      priority: 'high',
      mergeInto: 'user',
      minWidth: 184,
      grow: 3,
      render: (row) => <AccountDetails row={row} />,
    },
    {
      title: t('withdrawals.column.date'),
      key: 'request_at',
      sortable: true,
      priority: 'medium',
      mergeInto: 'amount',
      minWidth: 108,
      grow: 0,
      render: (row) => formatDate(row.request_at),
    },
    {
      title: t('withdrawals.column.status'),
      key: 'status',
      priority: 'essential',
      minWidth: 124,
      grow: 1,
      render: (row) => <WithdrawStatusCell row={row} />,
    },
    {
      title: t('withdrawals.column.amount'),
      key: 'amount',
      sortable: true,
      align: 'right',
      priority: 'essential',
      minWidth: 116,
      grow: 0,
      render: (row) => <WithdrawAmount row={row} />,
    },
    {
      title: t('withdrawals.column.action'),
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
  const t = useT();
  // Final requests have nothing left to do: nothing to select.
  if (!isOpenRequest(row)) return null;
  return (
    <label className="-m-2 inline-flex cursor-pointer items-center gap-2 p-2 text-sm text-slate-700">
      <input
        type="checkbox"
        className="size-4 rounded border-slate-300 accent-indigo-600"
        checked={selection.isSelected(row)}
        onChange={() => selection.toggle(row)}
        aria-label={t('withdrawals.select.row', { id: row.id, username: row.user.username })}
      />
      <span className="sm:hidden" aria-hidden="true">
        {t('withdrawals.select.short')}
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
  const t = useT();
  const columns = useMemo(() => columnsFor(t, selection), [t, selection]);
  return (
    <ListTable
      list={list}
      label={t('withdrawals.table.label')}
      columns={columns}
      rowKey={(row) => row.id}
      above={<PayoutTools selection={selection} />}
    />
  );
}
