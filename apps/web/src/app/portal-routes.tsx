import { Role } from '@portal/shared';
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PortalShell } from '../components/layout/portal-shell';
import { ADMIN_NAV, SUPER_ADMIN_NAV, USER_NAV } from '../config/nav';
import { paths } from '../config/paths';
import { useAuth } from '../lib/auth';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { portalPages } from './portal-pages';

// Every page loads on demand (docs/product/screens.md, Routes), by the loaders the entry also uses
// (portal-pages.ts).
const AdminDashboardRoute = lazy(portalPages[paths.admin.dashboard]);
const AdminUsersRoute = lazy(portalPages[paths.admin.users]);
const AdminProfileSettingsRoute = lazy(portalPages[paths.admin.profileSettings]);
const AdminWithdrawRequestRoute = lazy(portalPages[paths.admin.withdrawRequest]);
const AdminTdsRegisterRoute = lazy(portalPages[paths.admin.tdsRegister]);
const AdminDailyVideosRoute = lazy(portalPages[paths.admin.dailyVideos]);
const AdminTrainingVideosRoute = lazy(portalPages[paths.admin.trainingVideos]);
const AdminPromotionVideosRoute = lazy(portalPages[paths.admin.promotionVideos]);
const AdminYoutubeChannelsRoute = lazy(portalPages[paths.admin.youtubeChannels]);
const AdminPinRequestsRoute = lazy(portalPages[paths.admin.pinRequests]);
const AdminPromotionSettingsRoute = lazy(portalPages[paths.admin.promotionSettings]);
const AdminQuizAttemptsRoute = lazy(portalPages[paths.admin.quizAttempts]);
const AdminContactMessagesRoute = lazy(portalPages[paths.admin.contactMessages]);
const AdminReferralTreeRoute = lazy(portalPages[paths.admin.referralTree]);
const AdminAuditLogRoute = lazy(portalPages[paths.admin.auditLog]);
const UserDashboardRoute = lazy(portalPages[paths.user.dashboard]);
const UserProfileSettingsRoute = lazy(portalPages[paths.user.profileSettings]);
const UserWithdrawRequestsRoute = lazy(portalPages[paths.user.withdrawRequests]);
const UserEarningsHistoryRoute = lazy(portalPages[paths.user.earningsHistory]);
const UserPinRequestsRoute = lazy(portalPages[paths.user.myPins]);
const UserScratchCardRoute = lazy(portalPages[paths.user.scratchCard]);
const UserReferralsRoute = lazy(portalPages[paths.user.myPromoters]);
const UserReferralTreeRoute = lazy(portalPages[paths.user.referralTree]);
const UserDailyVideoRoute = lazy(portalPages[paths.user.dailyVideos]);
const UserTrainingProgramRoute = lazy(portalPages[paths.user.trainingVideos]);
const UserPromotionVideosRoute = lazy(portalPages[paths.user.promotionVideos]);
const UserYoutubeChannelsRoute = lazy(portalPages[paths.user.youtubeChannels]);
const UserContactUsRoute = lazy(portalPages[paths.user.contactUs]);

function AdminRoutes() {
  // The audit log is the super admin's alone: an admin has no entry, and its path leads home.
  const superAdmin = useAuth().role === Role.SuperAdmin;
  return (
    <Routes>
      <Route element={<PortalShell nav={superAdmin ? SUPER_ADMIN_NAV : ADMIN_NAV} />}>
        <Route path={paths.admin.dashboard} element={<AdminDashboardRoute />} />
        <Route path={paths.admin.users} element={<AdminUsersRoute />} />
        <Route path={paths.admin.withdrawRequest} element={<AdminWithdrawRequestRoute />} />
        <Route path={paths.admin.tdsRegister} element={<AdminTdsRegisterRoute />} />
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
        {superAdmin && <Route path={paths.admin.auditLog} element={<AdminAuditLogRoute />} />}
      </Route>
      <Route path="*" element={<Navigate to={paths.admin.dashboard} replace />} />
    </Routes>
  );
}

function UserRoutes() {
  return (
    <Routes>
      <Route element={<PortalShell nav={USER_NAV} headerActions={<NotificationBell />} />}>
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
