import { WALLET_TYPE_LABELS, WITHDRAW_STATUS_LABELS } from '@portal/shared';
import { useMemo } from 'react';
import { ListFilterBar } from '../../../components/data-table/list-table';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import { fraudSignalsFilter } from '../../../components/fraud-signals/fraud-signals';
import type { MessageKey, MessageValues } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';
import type { WithdrawalList, WithdrawFilterKey } from '../api/get-withdrawals';
import { FILTER_STATUS_LABELS } from './withdraw-labels';
import { walletNameText } from '../../../lib/wallet-name';

function filtersFor(t: (key: MessageKey, values?: MessageValues) => string): FilterSpec<WithdrawFilterKey>[] {
  const all = { value: '', label: t('withdrawals.filter.all') };
  return [
    { kind: 'search', placeholder: t('withdrawals.filter.search') },
    {
      kind: 'select',
      field: 'status',
      label: t('withdrawals.filter.status'),
      options: [
        all,
        ...Object.keys(WITHDRAW_STATUS_LABELS).map((value) => ({
          value,
          label: t(FILTER_STATUS_LABELS[Number(value)] ?? 'withdrawals.filter.status.pending'),
        })),
      ],
    },
    {
      kind: 'select',
      field: 'wallet_type',
      label: t('withdrawals.filter.wallet'),
      options: [
        all,
        ...Object.keys(WALLET_TYPE_LABELS).map((value) => ({
          value,
          label: t(...walletNameText(Number(value))),
        })),
      ],
    },
    fraudSignalsFilter(t),
    { kind: 'requestDates' },
  ];
}

/**
 * Search (username, name, mobile), status, wallet, the requester's fraud signals
 * (docs/decisions/186-fraud-signals.md) and the request date (fromdate/todate).
 */
export function WithdrawFilters({ list }: { list: WithdrawalList }) {
  const t = useT();
  const filters = useMemo(() => filtersFor(t), [t]);
  return <ListFilterBar list={list} filters={filters} />;
}
