import { isAdminRole } from '@portal/shared';

/** Every route (docs/product/screens.md, Routes), in one place. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  /** What promoters earn: a public page a visitor reads before joining (issue 19). */
  whatPromotersEarn: '/what-promoters-earn',
  admin: {
    dashboard: '/portal/admin/dashboard',
    dailyVideos: '/portal/admin/daily-videos',
    trainingVideos: '/portal/admin/training-videos',
    promotionVideos: '/portal/admin/promotion-videos',
    youtubeChannels: '/portal/admin/youtube-channels',
    users: '/portal/admin/users',
    withdrawRequest: '/portal/admin/withdraw-request',
    /** Tax deducted at source per quarter, and its deposits (docs/decisions/179-tax-register-and-deposits.md). */
    tdsRegister: '/portal/admin/tds-register',
    pinRequests: '/portal/admin/pin-requests',
    promotionSettings: '/portal/admin/referral-settings',
    profileSettings: '/portal/admin/profile-settings',
    /**
     * Reached from Promotion Videos and the dashboard; not a sidebar entry
     * (docs/product/screens.md, Routes).
     */
    quizAttempts: '/portal/admin/quiz-attempts',
    /** Any member's referral tree, opened from User Management (so that entry stays marked). */
    referralTree: '/portal/admin/users/tree',
    /** Contact Us messages, reached from the dashboard's unread tile. */
    contactMessages: '/portal/admin/contact-messages',
    /** Every audit row, the super admin's alone (docs/decisions/184-audit-log-on-screen.md). */
    auditLog: '/portal/admin/audit-log',
  },
  user: {
    dashboard: '/portal/user/dashboard',
    dailyVideos: '/portal/user/daily-video-watch',
    trainingVideos: '/portal/user/training-program',
    promotionVideos: '/portal/user/promotion-videos',
    youtubeChannels: '/portal/user/youtube-channels',
    myPromoters: '/portal/user/referrals',
    /** The referral tree: inside My Promoters, so the sidebar keeps that entry marked. */
    referralTree: '/portal/user/referrals/tree',
    myPins: '/portal/user/pin-requests',
    earningsHistory: '/portal/user/earnings-history',
    withdrawRequests: '/portal/user/withdraw-requests',
    scratchCard: '/portal/user/scratch-card',
    contactUs: '/portal/user/contact-us',
    profileSettings: '/portal/user/profile-settings',
  },
} as const;

/** Admin and super admin share the admin area; everyone else signed in gets the user area. */
export function dashboardPathFor(role: number): string {
  return isAdminRole(role) ? paths.admin.dashboard : paths.user.dashboard;
}

export function profileSettingsPathFor(role: number): string {
  return isAdminRole(role) ? paths.admin.profileSettings : paths.user.profileSettings;
}

/** The referral tree opened at one member (`id`), or at the signed-in user. */
export function referralTreePath(id?: number): string {
  return id === undefined ? paths.user.referralTree : `${paths.user.referralTree}?id=${id}`;
}

/** The referral tree an admin opens at any member (`id`), or at the root of the programme. */
export function adminReferralTreePath(id?: number): string {
  return id === undefined ? paths.admin.referralTree : `${paths.admin.referralTree}?id=${id}`;
}

/** The audit log filtered to one account: the rows about their records, or the rows they wrote. */
export function adminAuditLogPath(filter: { targetUserId: number } | { actorId: number }): string {
  return 'targetUserId' in filter
    ? `${paths.admin.auditLog}?target_user_id=${filter.targetUserId}`
    : `${paths.admin.auditLog}?actor_id=${filter.actorId}`;
}

/** The public registration link a sponsor shares (docs/product/accounts.md, Promoter codes). */
export function registrationLink(promoterCode: string, origin: string = window.location.origin): string {
  return `${origin}${paths.register}?promoter_code=${encodeURIComponent(promoterCode)}`;
}
