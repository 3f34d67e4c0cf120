import { formatRupees } from '@portal/shared';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/language-provider';
import { useEarningPower } from '../api/get-earning-power';
import { promoterLevelText } from '../../../lib/promoter-level';

/**
 * What the promoter earns (docs/product/money.md, Earning per promotion video): per video and per
 * day, now (base plus the bonuses of active direct referrals, capped) and at most.
 */
export function UserEarning({ userId }: { userId: number }) {
  const t = useT();
  const { data, error, isPending } = useEarningPower(userId);
  if (error) return <p className="text-sm text-red-700">{t('users.earning.error')}</p>;
  if (isPending)
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner className="size-4" /> {t('users.earning.loading')}
      </p>
    );
  if (data.level === null) return <p className="text-sm text-slate-600">{t('users.earning.trainee')}</p>;
  const figures: Array<[string, string]> = [
    [t('users.earning.perVideoNow'), formatRupees(data.per_video)],
    [t('users.earning.perVideoMax'), formatRupees(data.per_video_max)],
    [t('users.earning.perDayNow'), formatRupees(data.daily)],
    [t('users.earning.perDayMax'), formatRupees(data.daily_max)],
  ];
  const bonuses = data.per_video_bonuses.filter((bonus) => bonus.referrals > 0);
  return (
    <section aria-labelledby={`earning-${userId}`} className="flex flex-col gap-2">
      <h3 id={`earning-${userId}`} className="text-sm font-semibold text-slate-900">
        {t('users.earning.title', { level: t(...promoterLevelText(data.level)) })}
      </h3>
      <div className="grid grid-cols-2 gap-3 rounded-lg bg-slate-50 p-4 sm:grid-cols-4">
        {figures.map(([label, value]) => (
          <div key={label} role="group" aria-label={label} className="min-w-0">
            <dl>
              <dt className="text-xs font-medium text-slate-500">{label}</dt>
              <dd className="text-sm font-semibold text-slate-900 tabular-nums">{value}</dd>
            </dl>
          </div>
        ))}
      </div>
      <p className="text-xs text-slate-600">
        {[
          t('users.earning.base', { amount: formatRupees(data.per_video_base) }),
          ...bonuses.map((bonus) =>
            t('users.earning.bonus', { count: bonus.referrals, level: t(...promoterLevelText(bonus.level)) }),
          ),
        ].join(' + ')}
        {bonuses.length > 0 && ` (${formatRupees(data.per_video - data.per_video_base)})`};{' '}
        {t('users.earning.videosPerDay', { count: data.videos_per_day })}
      </p>
    </section>
  );
}
