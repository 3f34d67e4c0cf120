import { PageHeader } from '../../../components/ui/page-header';
import { NotificationSettingsSection } from '../../../features/notifications/components/notification-settings-section';
import { ProfileSettings } from '../../../features/profile/components/profile-settings';
import { useT } from '../../../lib/i18n/language-provider';

export default function ProfileSettingsRoute() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('profile.page.title')} description={t('profile.page.description')} />
      <ProfileSettings notifications={<NotificationSettingsSection />} />
    </>
  );
}
