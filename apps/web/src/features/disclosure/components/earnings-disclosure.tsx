import { formatDate, formatRupees, type PublicEarnings } from '@portal/shared';
import { Link } from 'react-router';
import { ServerError } from '../../../components/ui/server-error';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n/language-provider';
import { promoterLevelText } from '../../../lib/promoter-level';
import { usePublicEarnings } from '../api/get-public-earnings';

type LevelEarnings = PublicEarnings['levels'][number];

const COUNT = new Intl.NumberFormat('en-IN');
const PERCENT = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** '12.5%': digits and the sign read the same in every language. */
function percentText(value: number): string {
  return `${PERCENT.format(value)}%`;
}

/** A level's amounts are shown only when it has enough promoters (the API leaves them null otherwise). */
function amountsShown(row: LevelEarnings): row is LevelEarnings & {
  earned_anything_percent: number;
  median_per_month: number;
  mean_per_month: number;
} {
  return row.earned_anything_percent !== null && row.median_per_month !== null && row.mean_per_month !== null;
}

const HEAD = 'px-3 py-2.5 text-xs font-semibold text-slate-600 sm:px-4';
const CELL = 'px-3 py-3 text-right whitespace-nowrap text-slate-800 tabular-nums sm:px-4';

/**
 * What promoters earn (issue 19; docs/decisions/174-what-promoters-earn.md): for trainees and per
 * promoter level, over the last days, how many promoters, the share who earned anything, and the median and mean
 * per 30 days, for a visitor to read before joining. A level with too few promoters shows its
 * count only.
 */
export function EarningsDisclosure() {
  const t = useT();
  const earnings = usePublicEarnings();
  return (
    <section aria-labelledby="disclosure-title" className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-12">
      <h1 id="disclosure-title" className="text-2xl leading-tight font-bold text-slate-900 sm:text-4xl">
        {t('disclosure.title')}
      </h1>
      {earnings.error ? (
        <div className="mt-8">
          <ServerError error={earnings.error} onRetry={() => void earnings.refetch()} />
        </div>
      ) : !earnings.data ? (
        <div role="status" aria-live="polite" className="mt-10 flex justify-center">
          <Spinner className="size-8" />
          <span className="sr-only">{t('common.loading')}</span>
        </div>
      ) : (
        <EarningsFigures earnings={earnings.data} />
      )}
      <p className="mt-8 text-sm">
        <Link to={paths.home} className="font-medium text-indigo-700 hover:underline">
          {t('auth.backToHome')}
        </Link>
      </p>
    </section>
  );
}

function EarningsFigures({ earnings }: { earnings: PublicEarnings }) {
  const t = useT();
  const from = formatDate(earnings.from);
  const to = formatDate(earnings.to);
  const min = earnings.min_promoters;
  return (
    <>
      <p className="mt-4 max-w-3xl text-base text-slate-700 sm:text-lg">
        {t('disclosure.intro', { from, to, days: earnings.days })}
      </p>

      <h2 className="mt-8 text-lg font-semibold text-slate-900">{t('disclosure.how.title')}</h2>
      <ul className="mt-2 flex max-w-3xl list-disc flex-col gap-1.5 pl-5 text-sm text-slate-600">
        <li>{t('disclosure.how.level')}</li>
        <li>{t('disclosure.how.who', { from })}</li>
        <li>{t('disclosure.how.amounts')}</li>
        <li>{t('disclosure.how.fewer', { min })}</li>
      </ul>

      {/* On a phone the table scrolls sideways inside its box; the level stays in view. */}
      <div
        role="region"
        aria-labelledby="disclosure-caption"
        tabIndex={0}
        className="mt-6 overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <table className="w-full text-sm">
          <caption
            id="disclosure-caption"
            className="px-3 pt-3 pb-1 text-left text-sm font-semibold text-slate-900 sm:px-4"
          >
            {t('disclosure.table.caption', { from, to })}
          </caption>
          <thead className="border-b border-slate-200 bg-slate-50">
            <tr>
              <th scope="col" className={`${HEAD} sticky left-0 bg-slate-50 text-left`}>
                {t('disclosure.column.level')}
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                {t('disclosure.column.promoters')}
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                {t('disclosure.column.earnedAnything')}
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                {t('disclosure.column.median')}
              </th>
              <th scope="col" className={`${HEAD} text-right`}>
                {t('disclosure.column.mean')}
              </th>
            </tr>
          </thead>
          <tbody>
            {earnings.levels.map((row) => (
              // Trainees (no level yet) come first, with `level` null.
              <tr key={row.level ?? 'trainee'} className="border-t border-slate-100 first:border-t-0">
                <th
                  scope="row"
                  className="sticky left-0 bg-white px-3 py-3 text-left font-medium text-slate-900 sm:px-4"
                >
                  {t(...promoterLevelText(row.level))}
                </th>
                <td className={CELL}>{COUNT.format(row.promoters)}</td>
                {amountsShown(row) ? (
                  <>
                    <td className={CELL}>{percentText(row.earned_anything_percent)}</td>
                    <td className={CELL}>{formatRupees(row.median_per_month)}</td>
                    <td className={CELL}>{formatRupees(row.mean_per_month)}</td>
                  </>
                ) : (
                  <td colSpan={3} className="px-3 py-3 text-sm text-slate-500 sm:px-4">
                    {t('disclosure.tooFew', { min })}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <p className="mt-6 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {t('disclosure.note')}
      </p>
    </>
  );
}
