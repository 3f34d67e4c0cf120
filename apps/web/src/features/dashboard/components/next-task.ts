import type { UserDashboard } from '@portal/shared';
import { paths } from '../../../config/paths';

export interface NextTask {
  to: string;
  label: string;
}

/**
 * What comes after today's daily video, in the dashboard's order of today's tasks: the open
 * training day, else My Pins for someone without a level (no sets), else the promotion sets still
 * to do today, else nothing left (the dashboard).
 */
export function nextTaskAfterDailyVideo({
  tasks,
  promotion,
}: Pick<UserDashboard, 'tasks' | 'promotion'>): NextTask {
  if (!tasks.training.complete && tasks.training.day)
    return { to: paths.user.trainingVideos, label: `Next: training day ${tasks.training.day}` };
  // No sets at all: promotion videos pay promoters with a level (the dashboard's My Pins task).
  if (promotion.sessions.every((day) => day.sets_total === 0))
    return { to: paths.user.myPins, label: 'Next: My Pins, for a level' };
  const remaining = promotion.sessions.reduce((sum, day) => sum + day.sets_remaining, 0);
  if (remaining > 0) return { to: paths.user.promotionVideos, label: 'Next: promotion videos' };
  return { to: paths.user.dashboard, label: "Back to today's tasks" };
}
