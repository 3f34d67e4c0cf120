import { ScreenNotAvailable } from '../../../components/layout/screen-not-available';

export default function UserYoutubeChannelsRoute() {
  return <ScreenNotAvailable title="YouTube Channels" />;
}
