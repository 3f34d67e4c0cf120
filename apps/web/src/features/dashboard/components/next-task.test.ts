import type { UserDashboard } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { nextTaskAfterDailyVideo } from './next-task';

type Day = UserDashboard['promotion']['sessions'][number];
const session = (sets_remaining: number): Day => ({
  session: 1,
  over: false,
  sets_total: 2,
  sets_done: 2 - sets_remaining,
  sets_remaining,
  sets: [],
});
const day = (training: Partial<UserDashboard['tasks']['training']>, remaining: number[]) => ({
  tasks: {
    daily_video: { available: true, watched: true },
    training: { day: null, next_day: null, complete: false, ...training },
  },
  promotion: { session: 1, sessions: remaining.map(session), earned_today: 0, week_earned: 0 },
});

describe('nextTaskAfterDailyVideo', () => {
  it('is the open training day first', () => {
    expect(nextTaskAfterDailyVideo(day({ day: 3 }, [2]))).toEqual({
      to: paths.user.trainingVideos,
      label: 'dashboard.user.next.training',
      values: { day: 3 },
    });
  });

  it('is the promotion videos once training is done or waits for tomorrow, while sets remain', () => {
    const promotion = { to: paths.user.promotionVideos, label: 'dashboard.user.next.promotion' };
    expect(nextTaskAfterDailyVideo(day({ complete: true }, [0, 1]))).toEqual(promotion);
    expect(nextTaskAfterDailyVideo(day({ next_day: 4 }, [2]))).toEqual(promotion);
  });

  it("is today's tasks when nothing is left", () => {
    expect(nextTaskAfterDailyVideo(day({ complete: true }, [0, 0]))).toEqual({
      to: paths.user.dashboard,
      label: 'dashboard.user.next.dashboard',
    });
  });

  it('is My Pins for someone without a level: no promotion sets', () => {
    const trainee = day({ complete: true }, [0]);
    trainee.promotion.sessions[0]!.sets_total = 0;
    expect(nextTaskAfterDailyVideo(trainee)).toEqual({
      to: paths.user.myPins,
      label: 'dashboard.user.next.myPins',
    });
    expect(nextTaskAfterDailyVideo(day({ complete: true }, []))).toMatchObject({ to: paths.user.myPins });
  });
});
