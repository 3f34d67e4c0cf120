import { formatRupees } from '@portal/shared';
import { Award, IndianRupee, UserCheck, Users } from 'lucide-react';
import { Link } from 'react-router';
import { ServerError } from '../../../components/ui/server-error';
import { WalletCard, WalletGrid } from '../../../components/wallets/wallet-card';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/language-provider';
import { useUserDashboard } from '../api/get-user-dashboard';
import { EarningPerVideoCard } from './earning-per-video-card';
import { PinRequestTile, ScratchCardsWaitingTile } from './programme-status-cards';
import { usePromoterLevelName } from '../../../lib/promoter-level';
import { ReferralsByLevelCard } from './referrals-by-level-card';
import { RegistrationLinkCard } from './registration-link-card';
import { StatTile, StatTilesLoading } from './stat-tile';
import { TodayCard } from './today-card';

const LINK =
  'inline-flex min-h-11 items-center text-indigo-700 hover:text-indigo-900 hover:underline sm:min-h-0';

export function UserDashboardPanel() {
  const { data, error, refetch, isPending } = useUserDashboard();
  const t = useT();
  const levelLabel = usePromoterLevelName();
  if (error) return <ServerError error={error} onRetry={() => void refetch()} />;
  if (isPending) return <StatTilesLoading count={4} />;

  return (
    <div id="user-dashboard-panel" className="flex flex-col gap-5">
      <TodayCard data={data} />
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
          <h2 className="text-base font-semibold text-slate-900">{t('dashboard.user.wallets.title')}</h2>
          <nav aria-label={t('dashboard.user.wallets.screens')} className="flex gap-4 text-sm font-medium">
            <Link to={paths.user.withdrawRequests} className={LINK}>
              {t('dashboard.user.wallets.withdraw')}
            </Link>
            <Link to={paths.user.earningsHistory} className={LINK}>
              {t('dashboard.user.wallets.earningsHistory')}
            </Link>
          </nav>
        </div>
        <WalletGrid label={t('dashboard.user.wallets.title')}>
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
      <section
        aria-label={t('dashboard.user.progress')}
        className="grid grid-cols-1 gap-3 sm:grid-cols-2 2xl:grid-cols-4"
      >
        {/* Every credit from earnings and adjustments (docs/product/money.md, Earnings history). */}
        <StatTile
          label={t('dashboard.user.totalEarned')}
          value={formatRupees(data.total_earned)}
          icon={IndianRupee}
        />
        <StatTile
          label={t('dashboard.user.level')}
          value={levelLabel(data.current_promoter_level)}
          icon={Award}
        />
        <StatTile label={t('dashboard.user.directReferrals')} value={data.direct_referrals} icon={Users} />
        <StatTile
          label={t('dashboard.user.activeReferrals')}
          value={data.active_referrals}
          icon={UserCheck}
        />
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
        title={t('dashboard.user.code.title')}
        description={t('dashboard.user.code.description')}
        codeLabel={t('dashboard.user.code.label')}
        promoterCode={data.promoter_code}
        shareable
      />
    </div>
  );
}
