import { PageHeader } from '../../../components/ui/page-header';
import { useChannelList } from '../../../features/youtube-channels/api/get-channels';
import { RunningChannelsTable } from '../../../features/youtube-channels/components/running-channels-table';
import { UserChannelFilters } from '../../../features/youtube-channels/components/user-channel-filters';
import { useT } from '../../../lib/i18n/language-provider';

/** The running YouTube channels of the programme, each opening on YouTube. */
export default function UserYoutubeChannelsRoute() {
  const t = useT();
  const list = useChannelList();
  return (
    <>
      <PageHeader title={t('channels.user.title')} description={t('channels.user.description')} />
      <UserChannelFilters list={list} />
      <RunningChannelsTable list={list} />
    </>
  );
}
