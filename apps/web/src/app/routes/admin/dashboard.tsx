import { PageHeader } from '../../../components/ui/page-header';
import { AdminDashboardPanel } from '../../../features/dashboard/components/admin-dashboard';
import { useT } from '../../../lib/i18n/language-provider';

export default function AdminDashboardRoute() {
  const t = useT();
  return (
    <>
      <PageHeader title={t('admin.dashboard.title')} description={t('admin.dashboard.description')} />
      <AdminDashboardPanel />
    </>
  );
}
