import type { ComponentType } from 'react';
import { paths } from '../config/paths';
import { pageCode, type PageCode } from './page-code';

type Page = PageCode<{ default: ComponentType }>;

/**
 * How each page of the signed-in portal loads its code, by address (every page loads on demand:
 * docs/product/screens.md, Routes). Kept out of the portal chunk so the entry can start the page of
 * the address at once, beside the portal chunk, instead of after it has run
 * (docs/decisions/088-the-dashboard-paints-in-one-round-trip.md).
 */
export const portalPages = {
  [paths.admin.dashboard]: pageCode(() => import('./routes/admin/dashboard')),
  [paths.admin.users]: pageCode(() => import('./routes/admin/users')),
  [paths.admin.profileSettings]: pageCode(() => import('./routes/admin/profile-settings')),
  [paths.admin.withdrawRequest]: pageCode(() => import('./routes/admin/withdraw-request')),
  [paths.admin.tdsRegister]: pageCode(() => import('./routes/admin/tds-register')),
  [paths.admin.dailyVideos]: pageCode(() => import('./routes/admin/daily-videos')),
  [paths.admin.trainingVideos]: pageCode(() => import('./routes/admin/training-videos')),
  [paths.admin.promotionVideos]: pageCode(() => import('./routes/admin/promotion-videos')),
  [paths.admin.youtubeChannels]: pageCode(() => import('./routes/admin/youtube-channels')),
  [paths.admin.pinRequests]: pageCode(() => import('./routes/admin/pin-requests')),
  [paths.admin.promotionSettings]: pageCode(() => import('./routes/admin/promotion-settings')),
  [paths.admin.quizAttempts]: pageCode(() => import('./routes/admin/quiz-attempts')),
  [paths.admin.contactMessages]: pageCode(() => import('./routes/admin/contact-messages')),
  [paths.admin.auditLog]: pageCode(() => import('./routes/admin/audit-log')),
  [paths.admin.referralTree]: pageCode(() => import('./routes/admin/referral-tree')),
  [paths.user.dashboard]: pageCode(() => import('./routes/user/dashboard')),
  [paths.user.profileSettings]: pageCode(() => import('./routes/user/profile-settings')),
  [paths.user.withdrawRequests]: pageCode(() => import('./routes/user/withdraw-requests')),
  [paths.user.earningsHistory]: pageCode(() => import('./routes/user/earnings-history')),
  [paths.user.myPins]: pageCode(() => import('./routes/user/pin-requests')),
  [paths.user.scratchCard]: pageCode(() => import('./routes/user/scratch-card')),
  [paths.user.myPromoters]: pageCode(() => import('./routes/user/referrals')),
  [paths.user.referralTree]: pageCode(() => import('./routes/user/referral-tree')),
  [paths.user.dailyVideos]: pageCode(() => import('./routes/user/daily-video-watch')),
  [paths.user.trainingVideos]: pageCode(() => import('./routes/user/training-program')),
  [paths.user.promotionVideos]: pageCode(() => import('./routes/user/promotion-videos')),
  [paths.user.youtubeChannels]: pageCode(() => import('./routes/user/youtube-channels')),
  [paths.user.contactUs]: pageCode(() => import('./routes/user/contact-us')),
} satisfies Record<string, Page>;

/** The code of the portal page at `pathname`, if it is one. */
export function portalPageAt(pathname: string): Page | undefined {
  return (portalPages as Record<string, Page>)[pathname];
}
