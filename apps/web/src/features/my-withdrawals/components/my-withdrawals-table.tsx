import { formatDate, type WithdrawHistoryRow, WithdrawStatus } from '@portal/shared';
import { useMemo } from 'react';
import { ListTable } from '../../../components/data-table/list-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { Badge } from '../../../components/ui/badge';
import { DataText, MaskedAccount } from '../../../components/ui/data-text';
import { useT } from '../../../lib/i18n/language-provider';
import type { MyWithdrawalList, MyWithdrawalSortKey } from '../api/get-my-withdrawals';
import { withdrawStatusKey } from '../../../lib/withdraw-status';
import { walletNameText } from '../../../lib/wallet-name';
import { WithdrawalAmount } from './withdrawal-amount';

const STATUS_TONES = {
  [WithdrawStatus.Pending]: 'warning',
  [WithdrawStatus.Processing]: 'info',
  [WithdrawStatus.Completed]: 'success',
  [WithdrawStatus.Rejected]: 'danger',
} as const;

/**
 * The status badge (an unknown status shows as pending: docs/product/screens.md, Labels); a
 * completed request shows when it was paid, a rejected one the admin's reason under the badge.
 */
export function WithdrawStatusCell({ row }: { row: WithdrawHistoryRow }) {
  const t = useT();
  const tone = STATUS_TONES[row.status as keyof typeof STATUS_TONES] ?? 'warning';
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={tone}>{t(withdrawStatusKey(row.status))}</Badge>
      {row.status === WithdrawStatus.Completed && (
        <span className="text-xs text-slate-500">
          {t('myWithdrawals.table.completedOn', { date: formatDate(row.paid_at ?? row.updated_at) })}
        </span>
      )}
      {row.status === WithdrawStatus.Rejected && row.reason && (
        <span className="text-xs text-red-700">
          <span className="font-medium">{t('myWithdrawals.table.reason')} </span>
          <DataText>{row.reason}</DataText>
        </span>
      )}
    </div>
  );
}

/**
 * Where a request is paid: 'UPI' and the UPI ID, whole (the user's own), or the bank and the
 * account's last 4 digits (docs/decisions/177-upi-payout-method.md).
 */
function PaidTo({ row }: { row: WithdrawHistoryRow }) {
  const t = useT();
  if (row.payout_method === 'upi')
    return (
      <>
        {t('myWithdrawals.table.upi')} <DataText className="break-all">{row.upi_id}</DataText>
      </>
    );
  return (
    <>
      <DataText>{row.bank_name}</DataText>{' '}
      <MaskedAccount number={row.acc_no_last4} className="whitespace-nowrap" />
    </>
  );
}

/**
 * Amount and status never give way; the date and the wallet next, and the account folds under the
 * wallet when the table is short of room. On a phone the amount heads each card.
 */
const columnsFor = (
  t: ReturnType<typeof useT>,
): DataTableColumn<WithdrawHistoryRow, MyWithdrawalSortKey>[] => [
  {
    title: t('myWithdrawals.column.date'),
    key: 'request_at',
    sortable: true,
    priority: 'high',
    minWidth: 116,
    grow: 0,
    render: (row) => formatDate(row.request_at),
  },
  {
    title: t('myWithdrawals.column.wallet'),
    key: 'wallet_type',
    priority: 'high',
    minWidth: 130,
    render: (row) => t(...walletNameText(row.wallet_type)),
  },
  {
    title: t('myWithdrawals.column.paidTo'),
    key: 'bank_name',
    priority: 'low',
    mergeInto: 'wallet_type',
    minWidth: 160,
    render: (row) => <PaidTo row={row} />,
  },
  {
    title: t('myWithdrawals.column.amount'),
    key: 'amount',
    sortable: true,
    priority: 'essential',
    card: 'title',
    minWidth: 160,
    grow: 0,
    align: 'right',
    render: (row) => <WithdrawalAmount row={row} />,
  },
  {
    title: t('myWithdrawals.column.status'),
    key: 'status',
    priority: 'essential',
    minWidth: 150,
    grow: 2,
    render: (row) => <WithdrawStatusCell row={row} />,
  },
];

export function MyWithdrawalsTable({ list }: { list: MyWithdrawalList }) {
  const t = useT();
  const columns = useMemo(() => columnsFor(t), [t]);
  return (
    <ListTable
      list={list}
      label={t('myWithdrawals.table.label')}
      columns={columns}
      rowKey={(row) => row.id}
    />
  );
}
