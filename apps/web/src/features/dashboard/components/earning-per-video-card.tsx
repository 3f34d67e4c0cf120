import { type EarningPower, promoterLevelLabel, formatRupees } from '@portal/shared';
import { IndianRupee } from 'lucide-react';
import { Link } from 'react-router';
import { CardSection } from '../../../components/ui/card';
import { paths } from '../../../config/paths';

const LINK = 'font-medium text-indigo-700 hover:text-indigo-900 hover:underline';

function bonusText(bonus: EarningPower['per_video_bonuses'][number]): string {
  const referrals = bonus.referrals === 1 ? 'referral' : 'referrals';
  return `${bonus.referrals} active ${promoterLevelLabel(bonus.level)} ${referrals}`;
}

/**
 * What a promotion video pays now and why (docs/product/pins-and-levels.md, "the per-video amount
 * with its parts"): the level's base, each level's active direct referral bonus, capped at the
 * level's maximum (docs/product/money.md); then what the day's paid videos come to.
 */
export function EarningPerVideoCard({ earning }: { earning: EarningPower }) {
  if (earning.level === null)
    return (
      <CardSection title="Earning per video">
        <p className="text-sm text-slate-600">
          Trainees do not earn from promotion videos yet.{' '}
          <Link to={paths.user.myPins} className={LINK}>
            Request a level in My Pins
          </Link>{' '}
          to start earning.
        </p>
      </CardSection>
    );
  const uncapped =
    earning.per_video_base + earning.per_video_bonuses.reduce((sum, bonus) => sum + bonus.amount, 0);
  const capped = uncapped > earning.per_video_max;
  return (
    <CardSection title="Earning per video">
      <div className="flex flex-col gap-4">
        <div role="group" aria-labelledby="per-video-label" className="flex items-center gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
            <IndianRupee className="size-5" aria-hidden="true" />
          </span>
          <dl className="min-w-0">
            <dt id="per-video-label" className="text-sm text-slate-600">
              Per video
            </dt>
            <dd className="text-2xl font-semibold text-slate-900 tabular-nums">
              {formatRupees(earning.per_video)}
            </dd>
          </dl>
        </div>
        <dl aria-label="How it is worked out" className="flex flex-col gap-2 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-slate-600">{promoterLevelLabel(earning.level)} base</dt>
            <dd className="font-medium text-slate-900 tabular-nums">
              {formatRupees(earning.per_video_base)}
            </dd>
          </div>
          {earning.per_video_bonuses.map((bonus) => (
            <div key={bonus.level} className="flex items-baseline justify-between gap-3">
              <dt className="text-slate-600">{bonusText(bonus)}</dt>
              <dd className="font-medium text-emerald-700 tabular-nums">+{formatRupees(bonus.amount)}</dd>
            </div>
          ))}
          <div className="flex items-baseline justify-between gap-3 border-t border-slate-100 pt-2">
            <dt className="text-slate-600">{capped ? 'Capped at the maximum' : 'Maximum per video'}</dt>
            <dd className="font-medium text-slate-900 tabular-nums">{formatRupees(earning.per_video_max)}</dd>
          </div>
        </dl>
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {earning.videos_per_day === 1 ? '1 paid video' : `${earning.videos_per_day} paid videos`} a day:{' '}
          <span className="font-semibold tabular-nums">{formatRupees(earning.daily)}</span> a day at this
          amount
          {earning.daily_max > earning.daily && <>, up to {formatRupees(earning.daily_max)} at the maximum</>}
          .
        </p>
        {earning.per_video_bonuses.length === 0 && earning.level > 0 && (
          <p className="text-xs text-slate-500">
            Each active direct referral at Promoter Level 1 up to your own level adds a bonus per video.
          </p>
        )}
      </div>
    </CardSection>
  );
}
