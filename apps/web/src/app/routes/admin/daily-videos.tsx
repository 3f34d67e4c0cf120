import { ScreenNotAvailable } from '../../../components/layout/screen-not-available';

export default function AdminDailyVideosRoute() {
  return <ScreenNotAvailable title="Daily Videos" />;
}
