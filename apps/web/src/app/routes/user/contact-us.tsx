import { ScreenNotAvailable } from '../../../components/layout/screen-not-available';

export default function UserContactUsRoute() {
  return <ScreenNotAvailable title="Contact Us" />;
}
