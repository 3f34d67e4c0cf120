import { type ContactMessageRow, formatDate } from '@portal/shared';
import { useMemo } from 'react';
import { ListTable } from '../../../components/data-table/list-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextWithData } from '../../../components/ui/data-text';
import { cn } from '../../../lib/class-names';
import { type ContactMessageList, useMarkMessageRead } from '../api/contact';
import { useT } from '../../../lib/i18n/language-provider';
import { OverdueBadge, TicketDeadline, TicketStatusBadge } from './ticket-badges';
import { CATEGORY_LABELS } from './ticket-labels';

/**
 * Contact Us messages for admins: newest first, unread marked, each marked read once handled; each
 * a grievance ticket with what it is about, its status, an overdue mark and the deadline ahead,
 * opened with View (docs/decisions/181-grievance-tickets.md).
 */
export function ContactMessagesTable({
  list,
  onView,
}: {
  list: ContactMessageList;
  onView(row: ContactMessageRow): void;
}) {
  const t = useT();
  const markRead = useMarkMessageRead();
  const columns = useMemo<DataTableColumn<ContactMessageRow, 'created_at'>[]>(
    () => [
      {
        title: t('contact.admin.column.from'),
        key: 'user',
        priority: 'essential',
        card: 'title',
        minWidth: 160,
        grow: 1,
        render: (row) => (
          <span className="flex flex-col">
            <span className="font-semibold text-slate-900">{row.user.username}</span>
            <span className="text-xs text-slate-600">
              {[row.user.first_name, row.user.last_name].join(' ')} · {row.user.mobile ?? ''}
            </span>
          </span>
        ),
      },
      {
        title: t('contact.admin.column.message'),
        key: 'message',
        priority: 'essential',
        minWidth: 260,
        grow: 4,
        render: (row) => (
          <span className="flex flex-col gap-0.5">
            <span className="font-medium text-slate-900">{row.subject}</span>
            <span className="text-sm whitespace-pre-line text-slate-700">{row.message}</span>
          </span>
        ),
      },
      {
        title: t('contact.admin.column.ticket'),
        key: 'status',
        priority: 'essential',
        minWidth: 190,
        grow: 1,
        render: (row) => (
          <span className="flex flex-col items-start gap-1">
            <span className="flex flex-wrap gap-1.5">
              {row.overdue && <OverdueBadge />}
              <TicketStatusBadge status={row.status} />
              <Badge>{t(CATEGORY_LABELS[row.category])}</Badge>
            </span>
            <TicketDeadline
              ticket={row}
              className={cn('text-xs', row.overdue ? 'font-medium text-red-700' : 'text-slate-600')}
            />
            <span className="text-xs text-slate-600">
              {t('contact.ticket.replies', { count: row.replies })}
            </span>
          </span>
        ),
      },
      {
        title: t('contact.admin.column.date'),
        key: 'created_at',
        sortable: true,
        priority: 'medium',
        minWidth: 108,
        grow: 0,
        render: (row) => formatDate(row.created_at),
      },
      {
        title: t('contact.admin.column.action'),
        key: 'id',
        align: 'right',
        priority: 'essential',
        card: 'actions',
        minWidth: 190,
        grow: 0,
        render: (row) => (
          <span className="flex flex-wrap items-center justify-end gap-2">
            <Button size="sm" onClick={() => onView(row)}>
              {t('contact.ticket.view')}
              <span className="sr-only">
                {' '}
                <TextWithData id="contact.ticket.viewOf" data={{ subject: row.subject }} />
              </span>
            </Button>
            {row.read_at ? (
              <Badge tone="neutral">{t('contact.admin.read')}</Badge>
            ) : (
              <Button
                size="sm"
                variant="secondary"
                disabled={markRead.isPending}
                onClick={() => markRead.mutate(row.id)}
              >
                {t('contact.admin.markRead')}
                <span className="sr-only">
                  {' '}
                  {t('contact.admin.markReadOf', { username: row.user.username })}
                </span>
              </Button>
            )}
          </span>
        ),
      },
    ],
    [t, markRead, onView],
  );
  return (
    <ListTable
      list={list}
      label={t('contact.admin.table.label')}
      columns={columns}
      rowKey={(row) => row.id}
    />
  );
}
