import { Role } from '@portal/shared';
import { Navigate, Route, Routes } from 'react-router';
import { PortalShell } from '../components/layout/portal-shell';
import { ADMIN_NAV, SUPER_ADMIN_NAV, USER_NAV } from '../config/nav';
import { paths } from '../config/paths';
import { useAuth } from '../lib/auth';
import { NotificationBell } from '../features/notifications/components/notification-bell';
import { lazyPage } from './page-code';
import { portalPages } from './portal-pages';

// Every page loads on demand (docs/product/screens.md, Routes), by the loaders the entry also uses
// (portal-pages.ts).
const AdminDashboardRoute = lazyPage(portalPages[paths.admin.dashboard]);
const AdminUsersRoute = lazyPage(portalPages[paths.admin.users]);
const AdminProfileSettingsRoute = lazyPage(portalPages[paths.admin.profileSettings]);
const AdminWithdrawRequestRoute = lazyPage(portalPages[paths.admin.withdrawRequest]);
const AdminTdsRegisterRoute = lazyPage(portalPages[paths.admin.tdsRegister]);
const AdminDailyVideosRoute = lazyPage(portalPages[paths.admin.dailyVideos]);
const AdminTrainingVideosRoute = lazyPage(portalPages[paths.admin.trainingVideos]);
const AdminPromotionVideosRoute = lazyPage(portalPages[paths.admin.promotionVideos]);
const AdminYoutubeChannelsRoute = lazyPage(portalPages[paths.admin.youtubeChannels]);
const AdminPinRequestsRoute = lazyPage(portalPages[paths.admin.pinRequests]);
const AdminPromotionSettingsRoute = lazyPage(portalPages[paths.admin.promotionSettings]);
const AdminQuizAttemptsRoute = lazyPage(portalPages[paths.admin.quizAttempts]);
const AdminContactMessagesRoute = lazyPage(portalPages[paths.admin.contactMessages]);
const AdminReferralTreeRoute = lazyPage(portalPages[paths.admin.referralTree]);
const AdminAuditLogRoute = lazyPage(portalPages[paths.admin.auditLog]);
const UserDashboardRoute = lazyPage(portalPages[paths.user.dashboard]);
const UserProfileSettingsRoute = lazyPage(portalPages[paths.user.profileSettings]);
const UserWithdrawRequestsRoute = lazyPage(portalPages[paths.user.withdrawRequests]);
const UserEarningsHistoryRoute = lazyPage(portalPages[paths.user.earningsHistory]);
const UserPinRequestsRoute = lazyPage(portalPages[paths.user.myPins]);
const UserScratchCardRoute = lazyPage(portalPages[paths.user.scratchCard]);
const UserReferralsRoute = lazyPage(portalPages[paths.user.myPromoters]);
const UserReferralTreeRoute = lazyPage(portalPages[paths.user.referralTree]);
const UserDailyVideoRoute = lazyPage(portalPages[paths.user.dailyVideos]);
const UserTrainingProgramRoute = lazyPage(portalPages[paths.user.trainingVideos]);
const UserPromotionVideosRoute = lazyPage(portalPages[paths.user.promotionVideos]);
const UserYoutubeChannelsRoute = lazyPage(portalPages[paths.user.youtubeChannels]);
const UserContactUsRoute = lazyPage(portalPages[paths.user.contactUs]);

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
