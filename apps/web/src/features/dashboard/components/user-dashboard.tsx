import { promoterLevelLabel } from '@portal/shared';
import { Award, UserCheck, Users } from 'lucide-react';
import { ServerError } from '../../../components/ui/server-error';
import { useUserDashboard } from '../api/get-user-dashboard';
import { RegistrationLinkCard } from './registration-link-card';
import { StatTile, StatTilesLoading } from './stat-tile';

export function UserDashboardPanel() {
  const { data, error, refetch, isPending } = useUserDashboard();
  if (error) return <ServerError error={error} onRetry={() => void refetch()} />;
  if (isPending) return <StatTilesLoading count={3} />;

  return (
    <div className="flex flex-col gap-5">
      <section aria-label="Your progress" className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
        <StatTile label="Level" value={promoterLevelLabel(data.current_promoter_level)} icon={Award} />
        <StatTile label="Direct Referrals" value={data.direct_referrals} icon={Users} />
        <StatTile label="Active Referrals" value={data.active_referrals} icon={UserCheck} />
      </section>
      <RegistrationLinkCard
        title="My Promoter Code"
        description="Everyone who registers with your link joins your team."
        codeLabel="Promoter code"
        promoterCode={data.promoter_code}
        shareable
      />
    </div>
  );
}
