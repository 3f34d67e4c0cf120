import { PageHeader } from '../../../components/ui/page-header';
import { PaymentDetailsSection } from '../../../features/payment-details/components/payment-details-form';
import { ProfileSettings } from '../../../features/profile/components/profile-settings';

export default function ProfileSettingsRoute() {
  return (
    <>
      <PageHeader
        title="Profile Settings"
        description="Your account, personal details and password, and the portal's payment details."
      />
      <div className="flex flex-col gap-5">
        <ProfileSettings />
        <PaymentDetailsSection />
      </div>
    </>
  );
}
