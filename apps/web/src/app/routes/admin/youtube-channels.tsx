import type { YoutubeChannelRow } from '@portal/shared';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useChannelList } from '../../../features/youtube-channels/api/get-channels';
import { ChannelFilters } from '../../../features/youtube-channels/components/channel-filters';
import { ChannelsTable } from '../../../features/youtube-channels/components/channels-table';
import { DeleteChannelDialog } from '../../../features/youtube-channels/components/delete-channel-dialog';
import { SaveChannelDialog } from '../../../features/youtube-channels/components/save-channel-dialog';

/** YouTube Channels (admins): name, YouTube address, description and whether users see it. */
export default function AdminYoutubeChannelsRoute() {
  const list = useChannelList();
  const [editing, setEditing] = useState<YoutubeChannelRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<YoutubeChannelRow | null>(null);
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
      <ChannelFilters list={list} withStatus />
      <ChannelsTable list={list} onEdit={setEditing} onDelete={setDeleting} />
      <SaveChannelDialog channel={editing} onClose={() => setEditing(null)} />
      <DeleteChannelDialog channel={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
