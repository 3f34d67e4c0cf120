import { PageHeader } from '../../../components/ui/page-header';
import { PaymentDetailsSection } from '../../../features/payment-details/components/payment-details-form';
import { ProfileSettings } from '../../../features/profile/components/profile-settings';
import { useT } from '../../../lib/i18n/language-provider';

export default function ProfileSettingsRoute() {
  const t = useT();
  return (
    <>
      <PageHeader
        title={t('paymentDetails.profile.title')}
        description={t('paymentDetails.profile.description')}
      />
      <div className="flex flex-col gap-5">
        <ProfileSettings />
        <PaymentDetailsSection />
      </div>
    </>
  );
}
