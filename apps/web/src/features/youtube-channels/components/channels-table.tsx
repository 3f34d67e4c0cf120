import type { YoutubeChannelRow } from '@portal/shared';
import { Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { ListTable } from '../../../components/data-table/list-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { ChannelList } from '../api/get-channels';

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
  render: (channel) => (
    <Badge tone={channel.is_running ? 'success' : 'neutral'}>
      {channel.is_running ? 'Running' : 'Stopped'}
    </Badge>
  ),
};

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
  const columns = useMemo<ChannelColumn[]>(
    () => [
      NAME,
      DESCRIPTION,
      STATUS,
      {
        title: 'Action',
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
              <span className="sr-only">Edit {channel.name}</span>
            </Button>
            <Button size="sm" variant="danger" onClick={() => onDelete(channel)}>
              <Trash2 className="size-4" aria-hidden="true" />
              <span className="sr-only">Delete {channel.name}</span>
            </Button>
          </div>
        ),
      },
    ],
    [onEdit, onDelete],
  );
  return (
    <ListTable list={list} label="YouTube Channels" columns={columns} rowKey={(channel) => channel.id} />
  );
}
