import { ScreenNotAvailable } from '../../../components/layout/screen-not-available';

export default function AdminPinRequestsRoute() {
  return <ScreenNotAvailable title="Pin Requests" />;
}
