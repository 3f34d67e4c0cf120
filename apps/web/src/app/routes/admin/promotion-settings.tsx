import { ScreenNotAvailable } from '../../../components/layout/screen-not-available';

export default function AdminPromotionSettingsRoute() {
  return <ScreenNotAvailable title="Promotion Settings" />;
}
