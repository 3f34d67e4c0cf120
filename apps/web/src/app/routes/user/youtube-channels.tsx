import { PageHeader } from '../../../components/ui/page-header';
import { useChannelList } from '../../../features/youtube-channels/api/get-channels';
import { ChannelFilters } from '../../../features/youtube-channels/components/channel-filters';
import { RunningChannelsTable } from '../../../features/youtube-channels/components/running-channels-table';

/** The running YouTube channels of the programme, each opening on YouTube. */
export default function UserYoutubeChannelsRoute() {
  const list = useChannelList();
  return (
    <>
      <PageHeader title="YouTube Channels" description="Channels of the programme to follow on YouTube." />
      <ChannelFilters list={list} withStatus={false} />
      <RunningChannelsTable list={list} />
    </>
  );
}
