import { ScreenNotAvailable } from '../../../components/layout/screen-not-available';

export default function UserTrainingProgramRoute() {
  return <ScreenNotAvailable title="Training Videos" />;
}
