import { VideosScreen } from '../../../features/content/components/videos-screen';

export default function AdminTrainingVideosRoute() {
  return <VideosScreen kind="training" />;
}
