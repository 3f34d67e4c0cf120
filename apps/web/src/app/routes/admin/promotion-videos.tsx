import { VideosScreen } from '../../../features/content/components/videos-screen';

export default function AdminPromotionVideosRoute() {
  return <VideosScreen kind="promotion" />;
}
