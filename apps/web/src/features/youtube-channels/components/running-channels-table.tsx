import type { YoutubeChannelRow } from '@portal/shared';
import { ExternalLink, Youtube } from 'lucide-react';
import { ListTable } from '../../../components/data-table/list-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import type { ChannelList } from '../api/get-channels';

/** The server sends users the running channels only (docs/product/content-and-earning.md). */
const COLUMNS: DataTableColumn<YoutubeChannelRow, 'name' | 'created_at'>[] = [
  {
    title: 'Channel',
    key: 'name',
    sortable: true,
    priority: 'essential',
    card: 'title',
    minWidth: 180,
    grow: 2,
    render: (channel) => (
      <span className="flex items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-600">
          <Youtube className="size-5" aria-hidden="true" />
        </span>
        <span className="font-semibold text-slate-900">{channel.name}</span>
      </span>
    ),
  },
  {
    title: 'Description',
    key: 'description',
    priority: 'high',
    minWidth: 200,
    grow: 3,
    render: (channel) => channel.description || '–',
  },
  {
    title: 'Link',
    key: 'url',
    priority: 'essential',
    card: 'actions',
    minWidth: 170,
    grow: 0,
    render: (channel) => (
      <a
        href={channel.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-indigo-700 hover:underline"
      >
        Open on YouTube<span className="sr-only">: {channel.name}</span>
        <ExternalLink className="size-4" aria-hidden="true" />
      </a>
    ),
  },
];

/** The users' list: each running channel with a link that opens it on YouTube. */
export function RunningChannelsTable({ list }: { list: ChannelList }) {
  return (
    <ListTable list={list} label="YouTube channels" columns={COLUMNS} rowKey={(channel) => channel.id} />
  );
}
