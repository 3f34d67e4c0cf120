import { type EarningHistoryRow, formatDate } from '@portal/shared';
import { useMemo } from 'react';
import { ListTable } from '../../../components/data-table/list-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { useT } from '../../../lib/i18n/language-provider';
import type { EarningHistoryList, EarningSortKey } from '../api/get-earning-history';
import { EarningAmount } from './earning-amount';
import { entryKindLabel } from './earning-labels';
import { EntryDescription } from './entry-description';
import { EarningsTotals } from './earnings-totals';
import { walletNameText } from '../../../lib/wallet-name';

/**
 * Date, description and amount never give way; the kind folds under the date and the wallet under
 * the description when the table is short of room. On a phone the amount heads each card. A
 * withdrawal taxed at source shows the tax and the net paid under its amount.
 */
const columnsFor = (t: ReturnType<typeof useT>): DataTableColumn<EarningHistoryRow, EarningSortKey>[] => [
  {
    title: t('earnings.column.date'),
    key: 'created_at',
    sortable: true,
    priority: 'essential',
    minWidth: 116,
    grow: 0,
    render: (row) => formatDate(row.created_at),
  },
  {
    title: t('earnings.column.kind'),
    key: 'kind',
    priority: 'high',
    mergeInto: 'created_at',
    minWidth: 130,
    grow: 0,
    render: (row) => entryKindLabel(row.kind, t),
  },
  {
    title: t('earnings.column.description'),
    key: 'description',
    priority: 'essential',
    minWidth: 180,
    grow: 3,
    render: (row) => <EntryDescription row={row} />,
  },
  {
    title: t('earnings.column.wallet'),
    key: 'wallet_type',
    priority: 'high',
    mergeInto: 'description',
    minWidth: 130,
    grow: 0,
    render: (row) => t(...walletNameText(row.wallet_type)),
  },
  {
    title: t('earnings.column.amount'),
    key: 'amount',
    sortable: true,
    align: 'right',
    priority: 'essential',
    card: 'title',
    minWidth: 180,
    grow: 0,
    render: (row) => <EarningAmount row={row} />,
  },
];

/** The entries, with the totals over the whole selection above them. */
export function EarningsTable({ list }: { list: EarningHistoryList }) {
  const t = useT();
  const columns = useMemo(() => columnsFor(t), [t]);
  return (
    <ListTable
      list={list}
      label={t('earnings.table.label')}
      columns={columns}
      rowKey={(row) => row.id}
      above={<EarningsTotals totals={list.totals} walletFilter={list.state.filter.wallet_type} />}
    />
  );
}
