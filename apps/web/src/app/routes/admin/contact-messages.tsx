import { ScreenNotAvailable } from '../../../components/layout/screen-not-available';

export default function AdminContactMessagesRoute() {
  return <ScreenNotAvailable title="Contact Messages" />;
}
