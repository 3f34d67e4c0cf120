import { type UserDashboard, SESSION_TYPE_LABELS } from '@portal/shared';
import { CheckCircle2, Circle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CardSection } from '../../../components/ui/card';
import { paths } from '../../../config/paths';
import { formatRupees } from '../../../lib/money-text';

function Task({
  done,
  children,
  to,
  action,
}: {
  done: boolean;
  children: ReactNode;
  to: string;
  action: string;
}) {
  return (
    <li className="flex items-center gap-3 py-2">
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
        <Link to={to} className="text-sm font-medium text-indigo-700 hover:underline">
          {action}
        </Link>
      )}
    </li>
  );
}

/**
 * A promoter's day (docs/product/content-and-earning.md): today's daily video, the training day,
 * the promotion sets paid today and this week's promotion earnings.
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
  const today = promotion.sets.reduce((sum, set) => sum + set.amount, 0);
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
        <Task done={false} to={paths.user.promotionVideos} action="Promotion videos">
          {promotion.sets.length === 0
            ? 'No promotion sets paid yet today'
            : `${promotion.sets.length} ${promotion.sets.length === 1 ? 'set' : 'sets'} paid today: ${promotion.sets
                .map(
                  (set) => `${SESSION_TYPE_LABELS[set.session]} set ${set.set} ${formatRupees(set.amount)}`,
                )
                .join(', ')}`}
        </Task>
      </ul>
      <div className="mt-3 grid grid-cols-2 gap-3">
        <div role="group" aria-label="Promotion earnings today" className="rounded-lg bg-slate-50 px-3 py-2">
          <dl>
            <dt className="text-xs text-slate-500">Promotion earnings today</dt>
            <dd className="text-lg font-semibold text-slate-900 tabular-nums">{formatRupees(today)}</dd>
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
