import { type AdminDashboard, formatDate, PIN_STATUSES, formatRupees } from '@portal/shared';
import { CheckCircle2, Hourglass, KeyRound, type LucideIcon, Mail, Sun, Sunset, XCircle } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Card, CardSection } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { cn } from '../../../lib/class-names';
import type { MessageKey } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';
import { StatTile } from './stat-tile';

// Recharts is large: it loads after the figures, which never wait for it.
const DailyCharts = lazy(() => import('./daily-chart'));

const PIN_ICONS: Record<number, LucideIcon> = { 0: Hourglass, 1: KeyRound, 2: CheckCircle2, 3: XCircle };
/** Each status's tile (PIN_STATUS_LABELS in English, '<status> PIN requests'). */
const PIN_LABELS: Record<number, MessageKey> = {
  0: 'admin.dashboard.pins.pending',
  1: 'admin.dashboard.pins.approved',
  2: 'admin.dashboard.pins.activated',
  3: 'admin.dashboard.pins.rejected',
};
const LINK = 'text-sm font-medium text-indigo-700 hover:text-indigo-900 hover:underline';

function SectionHeading({
  id,
  title,
  link,
}: {
  id: string;
  title: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-2">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {link && (
        <Link to={link.to} className={LINK}>
          {link.label}
        </Link>
      )}
    </div>
  );
}

/** PIN requests per status (docs/decisions/080-pin-request-counts.md). */
export function PinRequestFigures({ counts }: { counts: AdminDashboard['pin_requests'] }) {
  const t = useT();
  return (
    <section aria-labelledby="dashboard-pins" className="flex flex-col gap-3">
      <SectionHeading
        id="dashboard-pins"
        title={t('admin.dashboard.pins.title')}
        link={{ to: paths.admin.pinRequests, label: t('admin.dashboard.pins.open') }}
      />
      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        {PIN_STATUSES.map((status) => (
          <StatTile
            key={status}
            label={t(PIN_LABELS[status] ?? 'admin.dashboard.pins.pending')}
            value={counts[status]}
            icon={PIN_ICONS[status]!}
          />
        ))}
      </div>
    </section>
  );
}

/** Today's promotion confirmations per session, what was paid today, and unread Contact Us messages. */
export function TodayFigures({ data }: { data: AdminDashboard }) {
  const t = useT();
  const today = data.daily.at(-1);
  return (
    <section
      aria-label={t('admin.dashboard.today.label')}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4"
    >
      <StatTile label={t('admin.dashboard.today.morning')} value={data.confirmations_today[1]} icon={Sun} />
      <StatTile
        label={t('admin.dashboard.today.evening')}
        value={data.confirmations_today[2]}
        icon={Sunset}
      />
      <StatTile
        label={t('admin.dashboard.today.earnings')}
        value={formatRupees(today?.earnings ?? 0)}
        icon={CheckCircle2}
      />
      <StatTile label={t('admin.dashboard.today.unread')} value={data.unread_messages} icon={Mail} />
    </section>
  );
}

type ContentDay = AdminDashboard['content'][number];

/** A day users will miss something on: no daily video (not even the rotation pool's), or a session without videos. */
const needsVideos = (day: ContentDay) =>
  (day.daily === 0 && !day.rotation) || day.promotion_sessions[1] === 0 || day.promotion_sessions[2] === 0;

/**
 * The next 7 India days, as users will see them (docs/product/content-and-earning.md, Admin
 * dashboard): the day's own daily video or the rotation pool's, and each session's promotion
 * videos out of its 4 orders. What users will miss stands out in red, a session short of its 4 in
 * amber.
 */
export function ContentSchedule({ days }: { days: AdminDashboard['content'] }) {
  const t = useT();
  const missing = days.filter(needsVideos).length;
  return (
    <CardSection
      title={t('admin.dashboard.content.title')}
      description={
        missing === 0
          ? t('admin.dashboard.content.complete')
          : t('admin.dashboard.content.missing', { count: missing })
      }
      actions={
        <span className="flex flex-wrap gap-x-4 gap-y-1">
          <Link to={paths.admin.dailyVideos} className={LINK}>
            {t('admin.dashboard.content.dailyVideos')}
          </Link>
          <Link to={paths.admin.promotionVideos} className={LINK}>
            {t('admin.dashboard.content.promotionVideos')}
          </Link>
        </span>
      }
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{t('admin.dashboard.content.caption')}</caption>
        <thead>
          <tr className="text-left text-xs text-slate-500 uppercase">
            <th scope="col" className="py-1 font-medium">
              {t('admin.dashboard.content.date')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('admin.dashboard.content.daily')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('admin.dashboard.content.morning')}
            </th>
            <th scope="col" className="py-1 text-right font-medium">
              {t('admin.dashboard.content.evening')}
            </th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date} className="border-t border-slate-100">
              <th scope="row" className="py-1.5 text-left font-normal text-slate-700">
                {formatDate(day.date)}
              </th>
              <Cell tone={day.daily > 0 ? 'ok' : day.rotation ? 'ok' : 'missing'}>
                {day.daily > 0
                  ? t('admin.dashboard.content.scheduled')
                  : day.rotation
                    ? t('admin.dashboard.content.rotation')
                    : t('admin.dashboard.content.none')}
              </Cell>
              <SessionCount value={day.promotion_sessions[1]} />
              <SessionCount value={day.promotion_sessions[2]} />
            </tr>
          ))}
        </tbody>
      </table>
    </CardSection>
  );
}

function Cell({ tone, children }: { tone: 'ok' | 'short' | 'missing'; children: string }) {
  return (
    <td
      className={cn(
        'py-1.5 pl-2 text-right tabular-nums',
        tone === 'missing' && 'font-semibold text-red-700',
        tone === 'short' && 'font-medium text-amber-800',
        tone === 'ok' && 'text-slate-800',
      )}
    >
      {children}
    </td>
  );
}

/** A session's promotion videos out of its 4 orders (orders 1–2 serve set 1, 3–4 set 2). */
function SessionCount({ value }: { value: number }) {
  const t = useT();
  return (
    <Cell tone={value === 0 ? 'missing' : value < 4 ? 'short' : 'ok'}>
      {value === 0
        ? t('admin.dashboard.content.none')
        : t('admin.dashboard.content.ofFour', { count: value })}
    </Cell>
  );
}

/** The last 30 days: the charts, and the same figures as a table for anyone who cannot see them. */
export function DailyActivity({ days }: { days: AdminDashboard['daily'] }) {
  const t = useT();
  return (
    <CardSection
      title={t('admin.dashboard.daily.title')}
      description={t('admin.dashboard.daily.description')}
    >
      <Suspense fallback={<Card className="h-64 animate-pulse bg-slate-100" aria-hidden="true" />}>
        <DailyCharts days={days} />
      </Suspense>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-medium text-indigo-700">
          {t('admin.dashboard.daily.showTable')}
        </summary>
        <div className="mt-2 max-h-80 overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('admin.dashboard.daily.caption')}</caption>
            <thead className="sticky top-0 bg-white">
              <tr className="text-left text-xs text-slate-500 uppercase">
                <th scope="col" className="py-1 font-medium">
                  {t('admin.dashboard.daily.date')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('admin.dashboard.daily.signups')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('admin.dashboard.daily.activations')}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {t('admin.dashboard.daily.earnings')}
                </th>
              </tr>
            </thead>
            <tbody>
              {[...days].reverse().map((day) => (
                <tr key={day.date} className="border-t border-slate-100">
                  <th scope="row" className="py-1.5 text-left font-normal text-slate-700">
                    {formatDate(day.date)}
                  </th>
                  <td className="py-1.5 text-right tabular-nums">{day.signups}</td>
                  <td className="py-1.5 text-right tabular-nums">{day.activations}</td>
                  <td className="py-1.5 text-right tabular-nums">{formatRupees(day.earnings)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </CardSection>
  );
}
