import type { YoutubeChannelRow } from '@portal/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { ListTable } from '../../../components/data-table/list-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { ChannelList } from '../api/get-channels';
import { useT } from '../../../lib/i18n/language-provider';

type ChannelColumn = DataTableColumn<YoutubeChannelRow, 'name' | 'created_at'>;

const NAME: ChannelColumn = {
  title: 'Name',
  key: 'name',
  sortable: true,
  priority: 'essential',
  card: 'title',
  minWidth: 180,
  grow: 2,
  render: (channel) => (
    <span className="flex flex-col">
      <span className="font-semibold text-slate-900">{channel.name}</span>
      <span className="text-xs break-all text-slate-500">{channel.url}</span>
    </span>
  ),
};

const DESCRIPTION: ChannelColumn = {
  title: 'Description',
  key: 'description',
  priority: 'medium',
  minWidth: 200,
  grow: 3,
  render: (channel) => channel.description || '–',
};

const STATUS: ChannelColumn = {
  title: 'Status',
  key: 'is_running',
  priority: 'essential',
  minWidth: 100,
  grow: 0,
  render: (channel) => <RunningBadge isRunning={channel.is_running} />,
};

function RunningBadge({ isRunning }: { isRunning: boolean }) {
  const t = useT();
  return (
    <Badge tone={isRunning ? 'success' : 'neutral'}>
      {isRunning ? t('channels.admin.running') : t('channels.admin.stopped')}
    </Badge>
  );
}

/** The admins' list: every channel, its status, and Edit and Delete on each row. */
export function ChannelsTable({
  list,
  onEdit,
  onDelete,
}: {
  list: ChannelList;
  onEdit(channel: YoutubeChannelRow): void;
  onDelete(channel: YoutubeChannelRow): void;
}) {
  const t = useT();
  const columns = useMemo<ChannelColumn[]>(
    () => [
      { ...NAME, title: t('channels.admin.column.name') },
      { ...DESCRIPTION, title: t('channels.admin.column.description') },
      { ...STATUS, title: t('channels.admin.column.status') },
      {
        title: t('channels.admin.column.action'),
        key: 'id',
        align: 'right',
        priority: 'essential',
        card: 'actions',
        minWidth: 110,
        grow: 0,
        render: (channel) => (
          <div className="flex justify-end gap-2">
            <Button size="sm" variant="secondary" onClick={() => onEdit(channel)}>
              <Pencil className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('channels.admin.edit', { name: channel.name })}</span>
            </Button>
            <Button size="sm" variant="danger" onClick={() => onDelete(channel)}>
              <Trash2 className="size-4" aria-hidden="true" />
              <span className="sr-only">{t('channels.admin.delete', { name: channel.name })}</span>
            </Button>
          </div>
        ),
      },
    ],
    [t, onEdit, onDelete],
  );
  return (
    <ListTable
      list={list}
      label={t('channels.admin.table.label')}
      columns={columns}
      rowKey={(channel) => channel.id}
    />
  );
}
