import { ScreenNotAvailable } from '../../../components/layout/screen-not-available';

export default function UserPromotionVideosRoute() {
  return <ScreenNotAvailable title="Promotion Videos" />;
}
