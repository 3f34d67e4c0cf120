import { youtubeChannelInputSchema, type YoutubeChannelRow } from '@portal/shared';
import { ListFilterBar, ListTable } from '../../../components/data-table/list-table';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { DataTableColumn } from '../../../components/data-table/types';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DeleteDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { PageHeader } from '../../../components/ui/page-header';
import { useDeleteChannel } from '../../../features/youtube-channels/api/delete-channel';
import { useChannelList } from '../../../features/youtube-channels/api/get-channels';
import { useSaveChannel } from '../../../features/youtube-channels/api/save-channel';
import { ApiError } from '../../../lib/api-client';

/** YouTube Channels (admins): name, YouTube address, description and whether users see it. */
export default function AdminYoutubeChannelsRoute() {
  const list = useChannelList();
  const remove = useDeleteChannel();
  const [editing, setEditing] = useState<YoutubeChannelRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<YoutubeChannelRow | null>(null);
  const columns = useMemo<DataTableColumn<YoutubeChannelRow, 'name' | 'created_at'>[]>(
    () => [
      {
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
      },
      {
        title: 'Description',
        key: 'description',
        priority: 'medium',
        minWidth: 200,
        grow: 3,
        render: (channel) => channel.description || '–',
      },
      {
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
      },
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
            <Button size="sm" variant="secondary" onClick={() => setEditing(channel)}>
              <Pencil className="size-4" aria-hidden="true" />
              <span className="sr-only">Edit {channel.name}</span>
            </Button>
            <Button size="sm" variant="danger" onClick={() => setDeleting(channel)}>
              <Trash2 className="size-4" aria-hidden="true" />
              <span className="sr-only">Delete {channel.name}</span>
            </Button>
          </div>
        ),
      },
    ],
    [],
  );
  return (
    <>
      <PageHeader
        title="YouTube Channels"
        description="The channels promoters see (running ones only)."
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            Add Channel
          </Button>
        }
      />
      <ListFilterBar
        list={list}
        filters={[
          { kind: 'search', placeholder: 'Search name' },
          {
            kind: 'select',
            field: 'is_running',
            label: 'Status',
            options: [
              { value: '', label: 'All' },
              { value: 'true', label: 'Running' },
              { value: 'false', label: 'Stopped' },
            ],
          },
        ]}
      />
      <ListTable list={list} label="YouTube Channels" columns={columns} rowKey={(channel) => channel.id} />
      <Dialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing === 'new' ? 'Add YouTube Channel' : 'Edit YouTube Channel'}
      >
        {editing !== null && (
          <ChannelForm channel={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
        )}
      </Dialog>
      <DeleteDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
      />
    </>
  );
}

function ChannelForm({ channel, onDone }: { channel: YoutubeChannelRow | null; onDone(): void }) {
  const save = useSaveChannel();
  const form = useSchemaForm(youtubeChannelInputSchema, {
    id: `channel-${channel?.id ?? 'new'}`,
    defaultValues: {
      name: channel?.name ?? '',
      url: channel?.url ?? '',
      description: channel?.description ?? '',
      is_running: channel?.is_running ?? true,
    },
  });
  return (
    <SchemaForm
      form={form}
      onSubmit={async (input) => {
        try {
          await save.mutateAsync({ id: channel?.id, input });
          onDone();
        } catch (error) {
          if (error instanceof ApiError && error.status !== 422) onDone();
          throw error;
        }
      }}
      className="flex flex-col gap-4"
    >
      <TextField name="name" label="Name" maxLength={100} />
      <TextField name="url" label="YouTube URL" inputMode="url" />
      <TextAreaField name="description" label="Description" rows={3} />
      <CheckboxField name="is_running" label="Running (promoters see it)" />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton>Save</SubmitButton>
      </div>
    </SchemaForm>
  );
}
