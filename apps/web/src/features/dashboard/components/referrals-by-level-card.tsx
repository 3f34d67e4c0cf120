import { LEVEL_FILTER_TRAINEE, PROMOTER_LEVELS } from '@portal/shared';
import { Link } from 'react-router';
import { CardSection } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/language-provider';
import { usePromoterLevelName } from '../../../lib/promoter-level';

const LEVEL_KEYS = [LEVEL_FILTER_TRAINEE, ...PROMOTER_LEVELS.map(String)];

/** Direct referrals per level, Trainees first (docs/decisions/005-trainee-and-level-filter.md). */
export function ReferralsByLevelCard({
  byLevel,
  total,
  active,
}: {
  byLevel: Record<string, number>;
  total: number;
  active: number;
}) {
  const t = useT();
  const levelLabel = usePromoterLevelName();
  const labelOf = (key: string) => levelLabel(key === LEVEL_FILTER_TRAINEE ? null : Number(key));
  const most = Math.max(1, ...LEVEL_KEYS.map((key) => byLevel[key] ?? 0));
  return (
    <CardSection
      title={t('dashboard.user.referrals.title')}
      description={t('dashboard.user.referrals.description', { count: total, active })}
      actions={
        <Link
          to={paths.user.myPromoters}
          className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 hover:text-indigo-900 hover:underline sm:min-h-0"
        >
          {t('dashboard.user.referrals.myPromoters')}
        </Link>
      }
    >
      <div className="flex flex-col gap-2.5">
        {LEVEL_KEYS.map((key) => {
          const count = byLevel[key] ?? 0;
          return (
            // The group holds the list: a <dl> with a role of its own is no list to assistive technology.
            <div key={key} role="group" aria-label={labelOf(key)}>
              <dl className="grid grid-cols-[8.5rem_minmax(0,1fr)_2.5rem] items-center gap-3 text-sm">
                <dt className="text-slate-600">{labelOf(key)}</dt>
                <dd className="contents">
                  <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-slate-100">
                    <span
                      className="block h-full rounded-full bg-indigo-500"
                      style={{ width: `${(count / most) * 100}%` }}
                    />
                  </span>
                  <span className="text-right font-semibold text-slate-900 tabular-nums">{count}</span>
                </dd>
              </dl>
            </div>
          );
        })}
      </div>
    </CardSection>
  );
}
