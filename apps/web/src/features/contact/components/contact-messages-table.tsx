import { type ContactMessageRow, formatDate } from '@portal/shared';
import { useMemo } from 'react';
import { ListTable } from '../../../components/data-table/list-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { type ContactMessageList, useMarkMessageRead } from '../api/contact';

/** Contact Us messages for admins: newest first, unread marked, each marked read once handled. */
export function ContactMessagesTable({ list }: { list: ContactMessageList }) {
  const markRead = useMarkMessageRead();
  const columns = useMemo<DataTableColumn<ContactMessageRow, 'created_at'>[]>(
    () => [
      {
        title: 'From',
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
        title: 'Message',
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
        title: 'Date',
        key: 'created_at',
        sortable: true,
        priority: 'medium',
        minWidth: 108,
        grow: 0,
        render: (row) => formatDate(row.created_at),
      },
      {
        title: 'Action',
        key: 'id',
        align: 'right',
        priority: 'essential',
        card: 'actions',
        minWidth: 130,
        grow: 0,
        render: (row) =>
          row.read_at ? (
            <Badge tone="neutral">Read</Badge>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              disabled={markRead.isPending}
              onClick={() => markRead.mutate(row.id)}
            >
              Mark read<span className="sr-only"> the message of {row.user.username}</span>
            </Button>
          ),
      },
    ],
    [markRead],
  );
  return <ListTable list={list} label="Contact Messages" columns={columns} rowKey={(row) => row.id} />;
}
