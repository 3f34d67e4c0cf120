import { formatDate, PinStatus, type UserPinRequest } from '@portal/shared';
import { useMemo } from 'react';
import { ListTable } from '../../../components/data-table/list-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n/language-provider';
import { pinStatusLabelKey, pinStatusTone } from '../../../lib/pin-status';
import type { MyPinRequestList, MyPinRequestSortKey } from '../api/get-pin-requests';
import { GiftDeliveryText, hasGiftDelivery } from './gift-delivery';
import { promoterLevelText } from '../../../lib/promoter-level';

type T = ReturnType<typeof useT>;

/** The status badge, with when it was activated or why it was rejected under it. */
function PinStatusCell({ request }: { request: UserPinRequest }) {
  const t = useT();
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={pinStatusTone(request.status)}>{t(pinStatusLabelKey(request.status))}</Badge>
      {request.status === PinStatus.Activated && (
        <span className="text-xs text-slate-500">
          {t('myPins.table.activatedOn', { date: formatDate(request.activated_at) })}
        </span>
      )}
      {request.status === PinStatus.Rejected && request.reason && (
        <span className="text-xs text-red-700">
          <span className="font-medium">{t('myPins.reason')} </span>
          {request.reason}
        </span>
      )}
    </div>
  );
}

/** Level and status never give way; the gift folds under the level when room is short. */
const columnsFor = (t: T): DataTableColumn<UserPinRequest, MyPinRequestSortKey>[] => [
  {
    title: t('myPins.table.level'),
    key: 'level',
    priority: 'essential',
    card: 'title',
    minWidth: 150,
    render: (request) => (
      <span className="font-medium text-slate-900">{t(...promoterLevelText(request.level))}</span>
    ),
  },
  {
    title: t('myPins.table.requested'),
    key: 'request_at',
    priority: 'high',
    minWidth: 116,
    grow: 0,
    render: (request) => formatDate(request.request_at),
  },
  {
    title: t('myPins.table.status'),
    key: 'status',
    priority: 'essential',
    minWidth: 150,
    grow: 2,
    render: (request) => <PinStatusCell request={request} />,
  },
  {
    title: t('myPins.table.gift'),
    key: 'gift_delivery',
    priority: 'low',
    mergeInto: 'level',
    minWidth: 180,
    grow: 2,
    render: (request) => (hasGiftDelivery(request) ? <GiftDeliveryText request={request} /> : '—'),
  },
];

export function PinRequestsTable({ list }: { list: MyPinRequestList }) {
  const t = useT();
  const columns = useMemo(() => columnsFor(t), [t]);
  return (
    <ListTable
      list={list}
      label={t('myPins.table.label')}
      columns={columns}
      rowKey={(request) => request.id}
    />
  );
}
