import { ScreenNotAvailable } from '../../../components/layout/screen-not-available';

export default function AdminPromotionVideosRoute() {
  return <ScreenNotAvailable title="Promotion Videos" />;
}
