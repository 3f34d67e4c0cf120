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
import { useT } from '../../../lib/i18n/language-provider';

/** YouTube Channels (admins): name, YouTube address, description and whether users see it. */
export default function AdminYoutubeChannelsRoute() {
  const t = useT();
  const list = useChannelList();
  const [editing, setEditing] = useState<YoutubeChannelRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<YoutubeChannelRow | null>(null);
  return (
    <>
      <PageHeader
        title={t('channels.admin.title')}
        description={t('channels.admin.description')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <Plus className="size-4" aria-hidden="true" />
            {t('channels.admin.add')}
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
