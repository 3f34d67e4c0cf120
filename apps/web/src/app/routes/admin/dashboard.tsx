import { PageHeader } from '../../../components/ui/page-header';
import { AdminDashboardPanel } from '../../../features/dashboard/components/admin-dashboard';

export default function AdminDashboardRoute() {
  return (
    <>
      <PageHeader title="Dashboard" description="Registrations across the programme at a glance." />
      <AdminDashboardPanel />
    </>
  );
}
