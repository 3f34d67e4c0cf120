import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentUser } from '../../../lib/auth';
import { useT } from '../../../lib/i18n/language-provider';
import { UserDashboardPanel } from '../../../features/dashboard/components/user-dashboard';
import { InstallBanner } from '../../../features/pwa/components/install-banner';

export default function UserDashboardRoute() {
  const user = useCurrentUser();
  const t = useT();
  return (
    <>
      <PageHeader
        title={t('dashboard.user.welcome', { name: user.first_name || user.username })}
        description={t('dashboard.user.description')}
      />
      <InstallBanner />
      <UserDashboardPanel />
    </>
  );
}
