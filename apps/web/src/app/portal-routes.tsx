import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PortalShell } from '../components/layout/portal-shell';
import { ADMIN_NAV, USER_NAV } from '../config/nav';
import { paths } from '../config/paths';

// Every page loads on demand (specification §2).
const AdminDashboardRoute = lazy(() => import('./routes/admin/dashboard'));
const AdminUsersRoute = lazy(() => import('./routes/admin/users'));
const AdminProfileSettingsRoute = lazy(() => import('./routes/admin/profile-settings'));
const AdminWithdrawRequestRoute = lazy(() => import('./routes/admin/withdraw-request'));
const AdminDailyVideosRoute = lazy(() => import('./routes/admin/daily-videos'));
const AdminTrainingVideosRoute = lazy(() => import('./routes/admin/training-videos'));
const AdminPromotionVideosRoute = lazy(() => import('./routes/admin/promotion-videos'));
const AdminYoutubeChannelsRoute = lazy(() => import('./routes/admin/youtube-channels'));
const AdminPinRequestsRoute = lazy(() => import('./routes/admin/pin-requests'));
const AdminPromotionSettingsRoute = lazy(() => import('./routes/admin/promotion-settings'));
const AdminQuizAttemptsRoute = lazy(() => import('./routes/admin/quiz-attempts'));
const AdminContactMessagesRoute = lazy(() => import('./routes/admin/contact-messages'));
const AdminReferralTreeRoute = lazy(() => import('./routes/admin/referral-tree'));
const UserDashboardRoute = lazy(() => import('./routes/user/dashboard'));
const UserProfileSettingsRoute = lazy(() => import('./routes/user/profile-settings'));
const UserWithdrawRequestsRoute = lazy(() => import('./routes/user/withdraw-requests'));
const UserEarningsHistoryRoute = lazy(() => import('./routes/user/earnings-history'));
const UserPinRequestsRoute = lazy(() => import('./routes/user/pin-requests'));
const UserScratchCardRoute = lazy(() => import('./routes/user/scratch-card'));
const UserReferralsRoute = lazy(() => import('./routes/user/referrals'));
const UserReferralTreeRoute = lazy(() => import('./routes/user/referral-tree'));
const UserDailyVideoRoute = lazy(() => import('./routes/user/daily-video-watch'));
const UserTrainingProgramRoute = lazy(() => import('./routes/user/training-program'));
const UserPromotionVideosRoute = lazy(() => import('./routes/user/promotion-videos'));
const UserYoutubeChannelsRoute = lazy(() => import('./routes/user/youtube-channels'));
const UserContactUsRoute = lazy(() => import('./routes/user/contact-us'));

function AdminRoutes() {
  return (
    <Routes>
      <Route element={<PortalShell nav={ADMIN_NAV} />}>
        <Route path={paths.admin.dashboard} element={<AdminDashboardRoute />} />
        <Route path={paths.admin.users} element={<AdminUsersRoute />} />
        <Route path={paths.admin.withdrawRequest} element={<AdminWithdrawRequestRoute />} />
        <Route path={paths.admin.profileSettings} element={<AdminProfileSettingsRoute />} />
        <Route path={paths.admin.dailyVideos} element={<AdminDailyVideosRoute />} />
        <Route path={paths.admin.trainingVideos} element={<AdminTrainingVideosRoute />} />
        <Route path={paths.admin.promotionVideos} element={<AdminPromotionVideosRoute />} />
        <Route path={paths.admin.youtubeChannels} element={<AdminYoutubeChannelsRoute />} />
        <Route path={paths.admin.pinRequests} element={<AdminPinRequestsRoute />} />
        <Route path={paths.admin.promotionSettings} element={<AdminPromotionSettingsRoute />} />
        <Route path={paths.admin.quizAttempts} element={<AdminQuizAttemptsRoute />} />
        <Route path={paths.admin.contactMessages} element={<AdminContactMessagesRoute />} />
        <Route path={paths.admin.referralTree} element={<AdminReferralTreeRoute />} />
      </Route>
      <Route path="*" element={<Navigate to={paths.admin.dashboard} replace />} />
    </Routes>
  );
}

function UserRoutes() {
  return (
    <Routes>
      <Route element={<PortalShell nav={USER_NAV} />}>
        <Route path={paths.user.dashboard} element={<UserDashboardRoute />} />
        <Route path={paths.user.profileSettings} element={<UserProfileSettingsRoute />} />
        <Route path={paths.user.withdrawRequests} element={<UserWithdrawRequestsRoute />} />
        <Route path={paths.user.earningsHistory} element={<UserEarningsHistoryRoute />} />
        <Route path={paths.user.myPins} element={<UserPinRequestsRoute />} />
        <Route path={paths.user.scratchCard} element={<UserScratchCardRoute />} />
        <Route path={paths.user.myPromoters} element={<UserReferralsRoute />} />
        <Route path={paths.user.referralTree} element={<UserReferralTreeRoute />} />
        <Route path={paths.user.dailyVideos} element={<UserDailyVideoRoute />} />
        <Route path={paths.user.trainingVideos} element={<UserTrainingProgramRoute />} />
        <Route path={paths.user.promotionVideos} element={<UserPromotionVideosRoute />} />
        <Route path={paths.user.youtubeChannels} element={<UserYoutubeChannelsRoute />} />
        <Route path={paths.user.contactUs} element={<UserContactUsRoute />} />
      </Route>
      <Route path="*" element={<Navigate to={paths.user.dashboard} replace />} />
    </Routes>
  );
}

/**
 * The signed-in portal: its shell, menus and their icons. A chunk of its own that the router
 * loads only for a signed-in user, so the public pages download none of it
 * (docs/decisions/038-first-screen-loads-only-its-own-code.md).
 */
export default function PortalRoutes({ admin }: { admin: boolean }) {
  return admin ? <AdminRoutes /> : <UserRoutes />;
}
