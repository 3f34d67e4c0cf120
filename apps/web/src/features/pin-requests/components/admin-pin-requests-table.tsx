import { type AdminPinRequest, formatDate, PinStatus } from '@portal/shared';
import { Phone } from 'lucide-react';
import { useMemo } from 'react';
import { ListTable } from '../../../components/data-table/list-table';
import { FraudSignalBadges } from '../../../components/fraud-signals/fraud-signals';
import type { DataTableColumn } from '../../../components/data-table/types';
import { Badge } from '../../../components/ui/badge';
import { CopyButton } from '../../../components/ui/copy-button';
import type { MessageKey, MessageValues } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';
import { pinStatusLabelKey, pinStatusTone } from '../../../lib/pin-status';
import type { AdminPinRequestList, AdminPinSortKey } from '../api/get-admin-pin-requests';
import { PinRequestActions } from './pin-request-actions';
import { promoterLevelText } from '../../../lib/promoter-level';

function Requester({ row }: { row: AdminPinRequest }) {
  const t = useT();
  const name = [row.user.first_name, row.user.last_name].filter(Boolean).join(' ');
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm font-normal">
      <span className="font-semibold text-slate-900">{row.user.username}</span>
      {name && <span className="text-slate-700">{name}</span>}
      <span className="flex items-center gap-1.5 text-xs text-slate-600">
        <Phone className="size-3.5 shrink-0 text-slate-400" aria-hidden="true" />
        <span className="sr-only">{t('pinRequests.requester.mobile')} </span>
        {row.user.mobile || t('pinRequests.requester.notSet')}
      </span>
      <span className="text-xs text-slate-600">
        {t('pinRequests.requester.now', { level: t(...promoterLevelText(row.user.current_promoter_level)) })}
      </span>
      <FraudSignalBadges signals={row.fraud_signals} />
    </div>
  );
}

function Status({ row }: { row: AdminPinRequest }) {
  const t = useT();
  const step =
    row.status === PinStatus.Pending
      ? row.terms_accepted_at
        ? t('pinRequests.step.termsAccepted')
        : row.terms_raised_at
          ? row.terms_raised_by
            ? t('pinRequests.step.termsRaisedBy', { admin: row.terms_raised_by })
            : t('pinRequests.step.termsRaisedAutomatically')
          : null
      : null;
  return (
    <div className="flex flex-col items-start gap-1">
      <Badge tone={pinStatusTone(row.status)}>{t(pinStatusLabelKey(row.status))}</Badge>
      {step && <span className="text-xs text-slate-600">{step}</span>}
      {row.status === PinStatus.Rejected && row.reason && (
        <span className="text-xs text-slate-600">
          {t('pinRequests.status.reason', { reason: row.reason })}
        </span>
      )}
    </div>
  );
}

function Pin({ row }: { row: AdminPinRequest }) {
  const t = useT();
  if (!row.pin) return <span className="text-sm text-slate-500">–</span>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <code className="rounded bg-slate-100 px-2 py-1 font-mono text-sm tracking-wider text-slate-900">
        {row.pin}
      </code>
      {row.status === PinStatus.Approved && (
        <CopyButton text={row.pin} label={t('pinRequests.pin.copy', { username: row.user.username })} />
      )}
    </div>
  );
}

/**
 * The requests, newest first: the requester, the level asked for, the date, the status with the
 * step it has reached, the PIN (admins only; copy while it waits for activation) and the actions.
 * On a phone each request is a card headed by the requester.
 */
function columnsFor(
  t: (key: MessageKey, values?: MessageValues) => string,
): DataTableColumn<AdminPinRequest, AdminPinSortKey>[] {
  return [
    {
      title: t('pinRequests.column.requester'),
      key: 'user',
      priority: 'essential',
      card: 'title',
      minWidth: 180,
      grow: 3,
      render: (row) => <Requester row={row} />,
    },
    {
      title: t('pinRequests.column.level'),
      key: 'level',
      sortable: true,
      priority: 'essential',
      minWidth: 150,
      grow: 1,
      render: (row) => <Badge tone="info">{t(...promoterLevelText(row.level))}</Badge>,
    },
    {
      title: t('pinRequests.column.date'),
      key: 'request_at',
      sortable: true,
      priority: 'medium',
      mergeInto: 'level',
      minWidth: 108,
      grow: 0,
      render: (row) => formatDate(row.request_at),
    },
    {
      title: t('pinRequests.column.status'),
      key: 'status',
      priority: 'essential',
      minWidth: 140,
      grow: 2,
      render: (row) => <Status row={row} />,
    },
    {
      title: t('pinRequests.column.pin'),
      key: 'pin',
      priority: 'high',
      minWidth: 150,
      grow: 1,
      render: (row) => <Pin row={row} />,
    },
    {
      title: t('pinRequests.column.action'),
      key: 'id',
      align: 'right',
      priority: 'essential',
      card: 'actions',
      minWidth: 170,
      grow: 0,
      render: (row) => <PinRequestActions row={row} />,
    },
  ];
}

export function AdminPinRequestsTable({ list }: { list: AdminPinRequestList }) {
  const t = useT();
  const columns = useMemo(() => columnsFor(t), [t]);
  return (
    <ListTable list={list} label={t('pinRequests.table.label')} columns={columns} rowKey={(row) => row.id} />
  );
}
