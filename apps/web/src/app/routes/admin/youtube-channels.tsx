import { ScreenNotAvailable } from '../../../components/layout/screen-not-available';

export default function AdminYoutubeChannelsRoute() {
  return <ScreenNotAvailable title="YouTube Channels" />;
}
