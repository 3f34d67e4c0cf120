import { formatDate, PinStatus, promoterLevelLabel, type UserPinRequest } from '@portal/shared';
import { ListTable } from '../../../components/data-table/list-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { Badge } from '../../../components/ui/badge';
import { pinStatusLabel, pinStatusTone } from '../../../lib/pin-status';
import type { MyPinRequestList, MyPinRequestSortKey } from '../api/get-pin-requests';
import { giftDeliveryText } from './pin-labels';

/** The status badge, with when it was activated or why it was rejected under it. */
function PinStatusCell({ request }: { request: UserPinRequest }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={pinStatusTone(request.status)}>{pinStatusLabel(request.status)}</Badge>
      {request.status === PinStatus.Activated && (
        <span className="text-xs text-slate-500">Activated {formatDate(request.activated_at)}</span>
      )}
      {request.status === PinStatus.Rejected && request.reason && (
        <span className="text-xs text-red-700">
          <span className="font-medium">Reason: </span>
          {request.reason}
        </span>
      )}
    </div>
  );
}

/** Level and status never give way; the gift folds under the level when room is short. */
const COLUMNS: DataTableColumn<UserPinRequest, MyPinRequestSortKey>[] = [
  {
    title: 'Level',
    key: 'level',
    priority: 'essential',
    card: 'title',
    minWidth: 150,
    render: (request) => (
      <span className="font-medium text-slate-900">{promoterLevelLabel(request.level)}</span>
    ),
  },
  {
    title: 'Requested',
    key: 'request_at',
    priority: 'high',
    minWidth: 116,
    grow: 0,
    render: (request) => formatDate(request.request_at),
  },
  {
    title: 'Status',
    key: 'status',
    priority: 'essential',
    minWidth: 150,
    grow: 2,
    render: (request) => <PinStatusCell request={request} />,
  },
  {
    title: 'Gift',
    key: 'gift_delivery',
    priority: 'low',
    mergeInto: 'level',
    minWidth: 180,
    grow: 2,
    render: (request) => giftDeliveryText(request) ?? '—',
  },
];

export function PinRequestsTable({ list }: { list: MyPinRequestList }) {
  return (
    <ListTable list={list} label="Your PIN requests" columns={COLUMNS} rowKey={(request) => request.id} />
  );
}
