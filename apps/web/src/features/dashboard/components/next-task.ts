import type { UserDashboard } from '@portal/shared';
import { paths } from '../../../config/paths';
import type { MessageKey, MessageValues } from '../../../lib/i18n/i18n';

export interface NextTask {
  to: string;
  /** The link's text: a catalogue key and its values. */
  label: MessageKey;
  values?: MessageValues;
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
    return {
      to: paths.user.trainingVideos,
      label: 'dashboard.user.next.training',
      values: { day: tasks.training.day },
    };
  // No sets at all: promotion videos pay promoters with a level (the dashboard's My Pins task).
  if (promotion.sessions.every((day) => day.sets_total === 0))
    return { to: paths.user.myPins, label: 'dashboard.user.next.myPins' };
  const remaining = promotion.sessions.reduce((sum, day) => sum + day.sets_remaining, 0);
  if (remaining > 0) return { to: paths.user.promotionVideos, label: 'dashboard.user.next.promotion' };
  return { to: paths.user.dashboard, label: 'dashboard.user.next.dashboard' };
}
