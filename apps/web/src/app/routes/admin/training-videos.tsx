import { ScreenNotAvailable } from '../../../components/layout/screen-not-available';

export default function AdminTrainingVideosRoute() {
  return <ScreenNotAvailable title="Training Videos" />;
}
