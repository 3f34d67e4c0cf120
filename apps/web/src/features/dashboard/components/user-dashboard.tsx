import { promoterLevelLabel, formatRupees } from '@portal/shared';
import { Award, IndianRupee, UserCheck, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ServerError } from '../../../components/ui/server-error';
import { WalletCard, WalletGrid } from '../../../components/wallets/wallet-card';
import { paths } from '../../../config/paths';
import { useUserDashboard } from '../api/get-user-dashboard';
import { EarningPerVideoCard } from './earning-per-video-card';
import { PinRequestTile, ScratchCardsWaitingTile } from './programme-status-cards';
import { ReferralsByLevelCard } from './referrals-by-level-card';
import { RegistrationLinkCard } from './registration-link-card';
import { StatTile, StatTilesLoading } from './stat-tile';
import { TodayCard } from './today-card';

const LINK =
  'inline-flex min-h-11 items-center text-indigo-700 hover:text-indigo-900 hover:underline sm:min-h-0';

export function UserDashboardPanel() {
  const { data, error, refetch, isPending } = useUserDashboard();
  if (error) return <ServerError error={error} onRetry={() => void refetch()} />;
  if (isPending) return <StatTilesLoading count={4} />;

  return (
    <div className="flex flex-col gap-5">
      <TodayCard data={data} />
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <h2 className="text-base font-semibold text-slate-900">Your wallets</h2>
          <nav aria-label="Wallet screens" className="flex gap-4 text-sm font-medium">
            <Link to={paths.user.withdrawRequests} className={LINK}>
              Withdraw
            </Link>
            <Link to={paths.user.earningsHistory} className={LINK}>
              Earnings history
            </Link>
          </nav>
        </div>
        <WalletGrid label="Your wallets">
          {data.wallets.map((wallet) => (
            <WalletCard
              key={wallet.wallet_type}
              walletType={wallet.wallet_type}
              available={wallet.available}
              held={wallet.held}
            />
          ))}
        </WalletGrid>
      </div>
      {/* Four across only where a rupee total fits beside its icon: the sidebar takes room too. */}
      <section aria-label="Your progress" className="grid grid-cols-1 gap-3 sm:grid-cols-2 2xl:grid-cols-4">
        {/* Every credit from earnings and adjustments (docs/product/money.md, Earnings history). */}
        <StatTile label="Total Earned" value={formatRupees(data.total_earned)} icon={IndianRupee} />
        <StatTile label="Level" value={promoterLevelLabel(data.current_promoter_level)} icon={Award} />
        <StatTile label="Direct Referrals" value={data.direct_referrals} icon={Users} />
        <StatTile label="Active Referrals" value={data.active_referrals} icon={UserCheck} />
      </section>
      {/* The programme: what a video pays and why, what waits for the user, and the team by level. */}
      <div className="grid grid-cols-1 items-start gap-3 xl:grid-cols-2">
        <EarningPerVideoCard earning={data.earning} />
        <div className="flex flex-col gap-3">
          <ScratchCardsWaitingTile waiting={data.scratch_cards_waiting} />
          <PinRequestTile request={data.pin_request} />
          <ReferralsByLevelCard
            byLevel={data.referrals_by_level}
            total={data.direct_referrals}
            active={data.active_referrals}
          />
        </div>
      </div>
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
