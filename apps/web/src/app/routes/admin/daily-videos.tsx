import { VideosScreen } from '../../../features/content/components/videos-screen';

export default function AdminDailyVideosRoute() {
  return <VideosScreen kind="daily" />;
}
