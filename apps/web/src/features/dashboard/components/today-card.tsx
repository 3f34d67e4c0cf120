import { type PromotionSessionDay, SessionType, type UserDashboard, formatRupees } from '@portal/shared';
import { CheckCircle2, Circle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardSection } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import type { MessageKey } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';

function Task({
  done,
  children,
  details,
  to,
  action,
}: {
  done: boolean;
  children: ReactNode;
  /** More about the task, under it across the card's width. */
  details?: ReactNode;
  to: string;
  action: string;
}) {
  const t = useT();
  return (
    <li className="py-2">
      <div className="flex items-center gap-3">
        {done ? (
          <CheckCircle2 className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
        ) : (
          <Circle className="size-5 shrink-0 text-slate-300" aria-hidden="true" />
        )}
        <span className="min-w-0 flex-1 text-sm text-slate-800">
          {children}
          <span className="sr-only">
            {' '}
            {done ? t('dashboard.user.today.done') : t('dashboard.user.today.toDo')}
          </span>
        </span>
        {!done && (
          // 44 px tall on a phone: a thumb's target (the dashboard's other links do the same).
          <Link
            to={to}
            className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 hover:underline sm:min-h-0"
          >
            {action}
          </Link>
        )}
      </div>
      {details && <div className="mt-1 pl-8">{details}</div>}
    </li>
  );
}

/** 'Set 1 ₹4.75 paid'; not done: what a full score pays now, or missed once the session is over. */
const setText = (day: PromotionSessionDay, set: PromotionSessionDay['sets'][number]): MessageKey =>
  set.paid
    ? 'dashboard.user.today.setPaid'
    : day.over
      ? 'dashboard.user.today.setMissed'
      : 'dashboard.user.today.setPays';

const sessionName = (session: number) => (session === SessionType.Evening ? 'evening' : 'morning');

/**
 * 'Morning session: 1 of 2 done, 1 remaining' ('(session over)' when its missed sets are gone):
 * the sentence of lib/session-progress.ts in the shown language.
 */
function progressKey(day: PromotionSessionDay): MessageKey {
  const missed = day.over && day.sets_done < day.sets_total;
  return `dashboard.user.session.${sessionName(day.session)}${missed ? 'Over' : ''}`;
}

/** One session of today: 'Morning session: 1 of 2 done, 1 remaining', then each set. */
function SessionLine({ day }: { day: PromotionSessionDay }) {
  const t = useT();
  return (
    <li>
      <span className="font-medium text-slate-800">
        {t(progressKey(day), { done: day.sets_done, total: day.sets_total, remaining: day.sets_remaining })}
      </span>
      <span className="block text-slate-500">
        {day.sets
          .map((set) => t(setText(day, set), { set: set.set, amount: formatRupees(set.amount) }))
          .join(' · ')}
      </span>
    </li>
  );
}

/**
 * A promoter's day (docs/product/content-and-earning.md): today's daily video, the training day,
 * each promotion session's sets (done, remaining, what each paid or pays), and today's and this
 * week's promotion earnings.
 */
export function TodayCard({ data }: { data: UserDashboard }) {
  const t = useT();
  const { tasks, promotion } = data;
  const training = tasks.training;
  const trainingText = training.complete
    ? t('dashboard.user.today.trainingComplete')
    : training.day
      ? t('dashboard.user.today.trainingOpen', { day: training.day })
      : training.next_day
        ? t('dashboard.user.today.trainingTomorrow', { day: training.next_day })
        : t('dashboard.user.today.trainingNotReady');
  const setsToday = promotion.sessions.reduce((sum, day) => sum + day.sets_total, 0);
  const remaining = promotion.sessions.reduce((sum, day) => sum + day.sets_remaining, 0);
  return (
    <CardSection
      title={t('dashboard.user.today.title')}
      description={t(`dashboard.user.today.now.${sessionName(promotion.session)}`)}
    >
      <ul aria-label={t('dashboard.user.today.tasks')} className="divide-y divide-slate-100">
        <Task
          done={tasks.daily_video.watched}
          to={paths.user.dailyVideos}
          action={t('dashboard.user.today.watch')}
        >
          {tasks.daily_video.available
            ? t('dashboard.user.today.dailyVideo')
            : t('dashboard.user.today.noDailyVideo')}
        </Task>
        <Task
          done={training.complete || (!training.day && Boolean(training.next_day))}
          to={paths.user.trainingVideos}
          action={t('dashboard.user.today.open')}
        >
          {trainingText}
        </Task>
        {setsToday === 0 ? (
          <Task done={false} to={paths.user.myPins} action={t('dashboard.user.today.myPins')}>
            {t('dashboard.user.today.needLevel')}
          </Task>
        ) : (
          <Task
            done={remaining === 0}
            to={paths.user.promotionVideos}
            action={t('dashboard.user.today.promotionVideos')}
            details={
              <ul
                aria-label={t('dashboard.user.today.sessions')}
                className="flex flex-col gap-1 text-xs text-slate-600"
              >
                {promotion.sessions.map((day) => (
                  <SessionLine key={day.session} day={day} />
                ))}
              </ul>
            }
          >
            {t('dashboard.user.today.promotionVideos')}
          </Task>
        )}
      </ul>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <div
          role="group"
          aria-label={t('dashboard.user.today.earnedToday')}
          className="rounded-lg bg-slate-50 px-3 py-2"
        >
          <dl>
            <dt className="text-xs text-slate-500">{t('dashboard.user.today.earnedToday')}</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums">
              {formatRupees(promotion.earned_today)}
            </dd>
          </dl>
        </div>
        <div
          role="group"
          aria-label={t('dashboard.user.today.thisWeek')}
          className="rounded-lg bg-slate-50 px-3 py-2"
        >
          <dl>
            <dt className="text-xs text-slate-500">{t('dashboard.user.today.thisWeek')}</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums">
              {formatRupees(promotion.week_earned)}
            </dd>
          </dl>
        </div>
      </div>
    </CardSection>
  );
}
