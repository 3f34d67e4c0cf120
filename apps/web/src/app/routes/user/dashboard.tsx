import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentUser } from '../../../lib/auth';
import { UserDashboardPanel } from '../../../features/dashboard/components/user-dashboard';

export default function UserDashboardRoute() {
  const user = useCurrentUser();
  return (
    <>
      <PageHeader
        title={`Welcome, ${user.first_name || user.username}`}
        description="Your wallets, your level and your team."
      />
      <UserDashboardPanel />
    </>
  );
}
