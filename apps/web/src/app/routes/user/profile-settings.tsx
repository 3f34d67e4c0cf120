import { PageHeader } from '../../../components/ui/page-header';
import { ProfileSettings } from '../../../features/profile/components/profile-settings';

export default function ProfileSettingsRoute() {
  return (
    <>
      <PageHeader
        title="Profile Settings"
        description="Your account, personal details, bank details and password."
      />
      <ProfileSettings />
    </>
  );
}
