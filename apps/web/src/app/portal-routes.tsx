import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PortalShell } from '../components/layout/portal-shell';
import { ScreenNotAvailable } from '../components/layout/screen-not-available';
import { ADMIN_NAV, type NavItem, USER_NAV } from '../config/nav';
import { paths } from '../config/paths';

// Every page loads on demand (specification §2).
const AdminDashboardRoute = lazy(() => import('./routes/admin/dashboard'));
const AdminUsersRoute = lazy(() => import('./routes/admin/users'));
const AdminProfileSettingsRoute = lazy(() => import('./routes/admin/profile-settings'));
const AdminWithdrawRequestRoute = lazy(() => import('./routes/admin/withdraw-request'));
const UserDashboardRoute = lazy(() => import('./routes/user/dashboard'));
const UserProfileSettingsRoute = lazy(() => import('./routes/user/profile-settings'));
const UserWithdrawRequestsRoute = lazy(() => import('./routes/user/withdraw-requests'));
const UserEarningsHistoryRoute = lazy(() => import('./routes/user/earnings-history'));
const UserPinRequestsRoute = lazy(() => import('./routes/user/pin-requests'));
const UserScratchCardRoute = lazy(() => import('./routes/user/scratch-card'));
const UserReferralsRoute = lazy(() => import('./routes/user/referrals'));
const UserReferralTreeRoute = lazy(() => import('./routes/user/referral-tree'));

/** Menu entries whose screens a later release delivers: they say so instead of pretending. */
function notYetAvailableRoutes(nav: readonly NavItem[], built: readonly string[]) {
  return nav
    .filter((item) => !built.includes(item.path))
    .map((item) => (
      <Route key={item.path} path={item.path} element={<ScreenNotAvailable title={item.label} />} />
    ));
}

function AdminRoutes() {
  return (
    <Routes>
      <Route element={<PortalShell nav={ADMIN_NAV} />}>
        <Route path={paths.admin.dashboard} element={<AdminDashboardRoute />} />
        <Route path={paths.admin.users} element={<AdminUsersRoute />} />
        <Route path={paths.admin.withdrawRequest} element={<AdminWithdrawRequestRoute />} />
        <Route path={paths.admin.profileSettings} element={<AdminProfileSettingsRoute />} />
        {notYetAvailableRoutes(ADMIN_NAV, [
          paths.admin.dashboard,
          paths.admin.users,
          paths.admin.withdrawRequest,
        ])}
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
        {notYetAvailableRoutes(USER_NAV, [
          paths.user.dashboard,
          paths.user.withdrawRequests,
          paths.user.earningsHistory,
          paths.user.myPins,
          paths.user.scratchCard,
          paths.user.myPromoters,
        ])}
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
