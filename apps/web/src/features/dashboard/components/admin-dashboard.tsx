import { CalendarPlus, UserCheck, UserPlus, Users } from 'lucide-react';
import { ServerError } from '../../../components/ui/server-error';
import { useAdminDashboard } from '../api/get-admin-dashboard';
import { RecentSignups } from './recent-signups';
import { RegistrationLinkCard } from './registration-link-card';
import { StatTile, StatTilesLoading } from './stat-tile';

export function AdminDashboardPanel() {
  const { data, error, refetch, isPending } = useAdminDashboard();
  if (error) return <ServerError error={error} onRetry={() => void refetch()} />;
  if (isPending) return <StatTilesLoading count={4} />;

  return (
    <div className="flex flex-col gap-5">
      <section aria-label="Users" className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StatTile label="Total Users" value={data.users.total} icon={Users} />
        <StatTile label="Active Users" value={data.users.active} icon={UserCheck} />
        <StatTile label="New Today" value={data.users.new_today} icon={UserPlus} />
        <StatTile label="New This Month" value={data.users.new_this_month} icon={CalendarPlus} />
      </section>
      <div className="grid grid-cols-1 gap-5 xl:grid-cols-2">
        <RegistrationLinkCard
          title="Your registration link"
          description="Share it to register people directly under the root of the referral tree."
          codeLabel="Root promoter code"
          promoterCode={data.root_promoter_code}
        />
        <RecentSignups signups={data.recent_signups} />
      </div>
    </div>
  );
}
