import { NOTIFICATION_SCREEN_PATHS, NOTIFICATION_SCREENS, type NotificationScreen } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';

/**
 * A bell entry, a push notification and an email open NOTIFICATION_SCREEN_PATHS, which
 * packages/shared keeps for the API's sake: each must be the web app's own route for that screen
 * (docs/decisions/183-notifications-outbox.md), or a link lands on the dashboard's fallback.
 */
const WEB_PATH_OF_SCREEN: Record<NotificationScreen, string> = {
  my_pins: paths.user.myPins,
  withdraw_requests: paths.user.withdrawRequests,
  scratch_card: paths.user.scratchCard,
  contact_us: paths.user.contactUs,
  daily_video: paths.user.dailyVideos,
  promotion_videos: paths.user.promotionVideos,
  dashboard: paths.user.dashboard,
};

describe('NOTIFICATION_SCREEN_PATHS', () => {
  it("is the web app's path of every screen a notification opens", () => {
    expect(NOTIFICATION_SCREEN_PATHS).toEqual(WEB_PATH_OF_SCREEN);
    expect(Object.keys(NOTIFICATION_SCREEN_PATHS).sort()).toEqual([...NOTIFICATION_SCREENS].sort());
  });
});
