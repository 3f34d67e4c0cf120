import { ScreenNotAvailable } from '../../../components/layout/screen-not-available';

export default function UserDailyVideoRoute() {
  return <ScreenNotAvailable title="Daily Videos" />;
}
