import {
  type PromotionSessionDay,
  type UserDashboard,
  SESSION_TYPE_LABELS,
  formatRupees,
} from '@portal/shared';
import { CheckCircle2, Circle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardSection } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { sessionProgressText } from '../../../lib/session-progress';

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
          <span className="sr-only">{done ? ' (done)' : ' (to do)'}</span>
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
const setText = (day: PromotionSessionDay, set: PromotionSessionDay['sets'][number]) =>
  set.paid
    ? `Set ${set.set} ${formatRupees(set.amount)} paid`
    : day.over
      ? `Set ${set.set} missed`
      : `Set ${set.set} pays up to ${formatRupees(set.amount)}`;

/** One session of today: 'Morning session: 1 of 2 done, 1 remaining', then each set. */
function SessionLine({ day }: { day: PromotionSessionDay }) {
  return (
    <li>
      <span className="font-medium text-slate-800">{sessionProgressText(day)}</span>
      <span className="block text-slate-500">{day.sets.map((set) => setText(day, set)).join(' · ')}</span>
    </li>
  );
}

/**
 * A promoter's day (docs/product/content-and-earning.md): today's daily video, the training day,
 * each promotion session's sets (done, remaining, what each paid or pays), and today's and this
 * week's promotion earnings.
 */
export function TodayCard({ data }: { data: UserDashboard }) {
  const { tasks, promotion } = data;
  const training = tasks.training;
  const trainingText = training.complete
    ? 'Training complete'
    : training.day
      ? `Training day ${training.day} is open`
      : training.next_day
        ? `Training day ${training.next_day} opens tomorrow`
        : 'Training not ready yet';
  const setsToday = promotion.sessions.reduce((sum, day) => sum + day.sets_total, 0);
  const remaining = promotion.sessions.reduce((sum, day) => sum + day.sets_remaining, 0);
  return (
    <CardSection title="Today" description={`${SESSION_TYPE_LABELS[promotion.session]} session now.`}>
      <ul aria-label="Today's tasks" className="divide-y divide-slate-100">
        <Task done={tasks.daily_video.watched} to={paths.user.dailyVideos} action="Watch">
          {tasks.daily_video.available ? "Today's daily video" : 'No daily video today'}
        </Task>
        <Task
          done={training.complete || (!training.day && Boolean(training.next_day))}
          to={paths.user.trainingVideos}
          action="Open"
        >
          {trainingText}
        </Task>
        {setsToday === 0 ? (
          <Task done={false} to={paths.user.myPins} action="My Pins">
            Promotion videos pay promoters with a level
          </Task>
        ) : (
          <Task
            done={remaining === 0}
            to={paths.user.promotionVideos}
            action="Promotion videos"
            details={
              <ul
                aria-label="Today's promotion sessions"
                className="flex flex-col gap-1 text-xs text-slate-600"
              >
                {promotion.sessions.map((day) => (
                  <SessionLine key={day.session} day={day} />
                ))}
              </ul>
            }
          >
            Promotion videos
          </Task>
        )}
      </ul>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <div role="group" aria-label="Promotion earnings today" className="rounded-lg bg-slate-50 px-3 py-2">
          <dl>
            <dt className="text-xs text-slate-500">Promotion earnings today</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums">
              {formatRupees(promotion.earned_today)}
            </dd>
          </dl>
        </div>
        <div role="group" aria-label="This week" className="rounded-lg bg-slate-50 px-3 py-2">
          <dl>
            <dt className="text-xs text-slate-500">This week</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums">
              {formatRupees(promotion.week_earned)}
            </dd>
          </dl>
        </div>
      </div>
    </CardSection>
  );
}
