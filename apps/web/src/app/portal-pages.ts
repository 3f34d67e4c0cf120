import type { ComponentType } from 'react';
import { paths } from '../config/paths';

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * How each page of the signed-in portal loads its code, by address (every page loads on demand:
 * docs/product/screens.md, Routes). Kept out of the portal chunk so the entry can start the page of
 * the address at once, beside the portal chunk, instead of after it has run
 * (docs/decisions/088-the-dashboard-paints-in-one-round-trip.md).
 */
export const portalPages = {
  [paths.admin.dashboard]: () => import('./routes/admin/dashboard'),
  [paths.admin.users]: () => import('./routes/admin/users'),
  [paths.admin.profileSettings]: () => import('./routes/admin/profile-settings'),
  [paths.admin.withdrawRequest]: () => import('./routes/admin/withdraw-request'),
  [paths.admin.tdsRegister]: () => import('./routes/admin/tds-register'),
  [paths.admin.dailyVideos]: () => import('./routes/admin/daily-videos'),
  [paths.admin.trainingVideos]: () => import('./routes/admin/training-videos'),
  [paths.admin.promotionVideos]: () => import('./routes/admin/promotion-videos'),
  [paths.admin.youtubeChannels]: () => import('./routes/admin/youtube-channels'),
  [paths.admin.pinRequests]: () => import('./routes/admin/pin-requests'),
  [paths.admin.promotionSettings]: () => import('./routes/admin/promotion-settings'),
  [paths.admin.quizAttempts]: () => import('./routes/admin/quiz-attempts'),
  [paths.admin.contactMessages]: () => import('./routes/admin/contact-messages'),
  [paths.admin.auditLog]: () => import('./routes/admin/audit-log'),
  [paths.admin.referralTree]: () => import('./routes/admin/referral-tree'),
  [paths.user.dashboard]: () => import('./routes/user/dashboard'),
  [paths.user.profileSettings]: () => import('./routes/user/profile-settings'),
  [paths.user.withdrawRequests]: () => import('./routes/user/withdraw-requests'),
  [paths.user.earningsHistory]: () => import('./routes/user/earnings-history'),
  [paths.user.myPins]: () => import('./routes/user/pin-requests'),
  [paths.user.scratchCard]: () => import('./routes/user/scratch-card'),
  [paths.user.myPromoters]: () => import('./routes/user/referrals'),
  [paths.user.referralTree]: () => import('./routes/user/referral-tree'),
  [paths.user.dailyVideos]: () => import('./routes/user/daily-video-watch'),
  [paths.user.trainingVideos]: () => import('./routes/user/training-program'),
  [paths.user.promotionVideos]: () => import('./routes/user/promotion-videos'),
  [paths.user.youtubeChannels]: () => import('./routes/user/youtube-channels'),
  [paths.user.contactUs]: () => import('./routes/user/contact-us'),
} satisfies Record<string, PageLoader>;

/** The loader of the portal page at `pathname`, if it is one. */
export function portalPageAt(pathname: string): PageLoader | undefined {
  return (portalPages as Record<string, PageLoader>)[pathname];
}
