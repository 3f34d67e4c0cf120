import type { YoutubeChannelRow } from '@portal/shared';
import { ExternalLink, Youtube } from 'lucide-react';
import { useMemo } from 'react';
import { ListTable } from '../../../components/data-table/list-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { useT } from '../../../lib/i18n/language-provider';
import type { ChannelList } from '../api/get-channels';

/** The server sends users the running channels only (docs/product/content-and-earning.md). */
const columnsFor = (
  t: ReturnType<typeof useT>,
): DataTableColumn<YoutubeChannelRow, 'name' | 'created_at'>[] => [
  {
    title: t('channels.user.column.channel'),
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
    title: t('channels.user.column.description'),
    key: 'description',
    priority: 'high',
    minWidth: 200,
    grow: 3,
    render: (channel) => channel.description || '–',
  },
  {
    title: t('channels.user.column.link'),
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
        {t('channels.user.open')}
        <span className="sr-only">: {channel.name}</span>
        <ExternalLink className="size-4" aria-hidden="true" />
      </a>
    ),
  },
];

/** The users' list: each running channel with a link that opens it on YouTube. */
export function RunningChannelsTable({ list }: { list: ChannelList }) {
  const t = useT();
  const columns = useMemo(() => columnsFor(t), [t]);
  return (
    <ListTable
      list={list}
      label={t('channels.user.table')}
      columns={columns}
      rowKey={(channel) => channel.id}
    />
  );
}
