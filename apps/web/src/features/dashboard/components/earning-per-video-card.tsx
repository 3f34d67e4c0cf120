import { type EarningPower, formatRupees } from '@portal/shared';
import { IndianRupee } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardSection } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/language-provider';
import { usePromoterLevelName } from '../../../lib/promoter-level';

const LINK = 'font-medium text-indigo-700 hover:text-indigo-900 hover:underline';

/** Stands for a {slot} placeholder while its message is filled: the sentence is split around it. */
const SLOT = '\u0001';

/** A translated sentence with an element (a link, a figure in bold) in place of its {slot}. */
function withSlot(sentence: string, slot: ReactNode): ReactNode {
  const [before, after = ''] = sentence.split(SLOT);
  return (
    <>
      {before}
      {slot}
      {after}
    </>
  );
}

/**
 * What a promotion video pays now and why (docs/product/pins-and-levels.md, "the per-video amount
 * with its parts"): the level's base, each level's active direct referral bonus, capped at the
 * level's maximum (docs/product/money.md); then what the day's paid videos come to.
 */
export function EarningPerVideoCard({ earning }: { earning: EarningPower }) {
  const t = useT();
  const levelLabel = usePromoterLevelName();
  if (earning.level === null)
    return (
      <CardSection title={t('dashboard.user.earning.title')}>
        <p className="text-sm text-slate-600">
          {withSlot(
            t('dashboard.user.earning.trainee', { link: SLOT }),
            <Link to={paths.user.myPins} className={LINK}>
              {t('dashboard.user.earning.requestLevel')}
            </Link>,
          )}
        </p>
      </CardSection>
    );
  const uncapped =
    earning.per_video_base + earning.per_video_bonuses.reduce((sum, bonus) => sum + bonus.amount, 0);
  const capped = uncapped > earning.per_video_max;
  return (
    <CardSection title={t('dashboard.user.earning.title')}>
      <div className="flex flex-col gap-4">
        <div role="group" aria-labelledby="per-video-label" className="flex items-center gap-4">
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-700">
            <IndianRupee className="size-5" aria-hidden="true" />
          </span>
          <dl className="min-w-0">
            <dt id="per-video-label" className="text-sm text-slate-600">
              {t('dashboard.user.earning.perVideo')}
            </dt>
            <dd className="text-2xl font-semibold text-slate-900 tabular-nums">
              {formatRupees(earning.per_video)}
            </dd>
          </dl>
        </div>
        <dl aria-label={t('dashboard.user.earning.workedOut')} className="flex flex-col gap-2 text-sm">
          <div className="flex items-baseline justify-between gap-3">
            <dt className="text-slate-600">
              {t('dashboard.user.earning.base', { level: levelLabel(earning.level) })}
            </dt>
            <dd className="font-medium text-slate-900 tabular-nums">
              {formatRupees(earning.per_video_base)}
            </dd>
          </div>
          {earning.per_video_bonuses.map((bonus) => (
            <div key={bonus.level} className="flex items-baseline justify-between gap-3">
              <dt className="text-slate-600">
                {t('dashboard.user.earning.bonus', {
                  count: bonus.referrals,
                  level: levelLabel(bonus.level),
                })}
              </dt>
              <dd className="font-medium text-emerald-700 tabular-nums">+{formatRupees(bonus.amount)}</dd>
            </div>
          ))}
          <div className="flex items-baseline justify-between gap-3 border-t border-slate-100 pt-2">
            <dt className="text-slate-600">
              {capped ? t('dashboard.user.earning.capped') : t('dashboard.user.earning.max')}
            </dt>
            <dd className="font-medium text-slate-900 tabular-nums">{formatRupees(earning.per_video_max)}</dd>
          </div>
        </dl>
        <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
          {withSlot(
            earning.daily_max > earning.daily
              ? t('dashboard.user.earning.dailyUpTo', {
                  count: earning.videos_per_day,
                  daily: SLOT,
                  max: formatRupees(earning.daily_max),
                })
              : t('dashboard.user.earning.daily', { count: earning.videos_per_day, daily: SLOT }),
            <span className="font-semibold tabular-nums">{formatRupees(earning.daily)}</span>,
          )}
        </p>
        {earning.per_video_bonuses.length === 0 && earning.level > 0 && (
          <p className="text-xs text-slate-500">{t('dashboard.user.earning.bonusHint')}</p>
        )}
      </div>
    </CardSection>
  );
}
