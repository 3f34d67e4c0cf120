import { ScreenNotAvailable } from '../../../components/layout/screen-not-available';

export default function AdminQuizAttemptsRoute() {
  return <ScreenNotAvailable title="Quiz Attempts" />;
}
