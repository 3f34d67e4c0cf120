import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PortalShell } from '../components/layout/portal-shell';
import { ScreenNotAvailable } from '../components/layout/screen-not-available';
import { FullScreenSpinner } from '../components/ui/spinner';
import { ADMIN_NAV, type NavItem, USER_NAV } from '../config/nav';
import { paths } from '../config/paths';
import { useAuth } from '../lib/auth';

// Every page loads on demand (specification §2).
const WelcomeRoute = lazy(() => import('./routes/public/welcome'));
const LoginRoute = lazy(() => import('./routes/public/login'));
const RegisterRoute = lazy(() => import('./routes/public/register'));
const AdminDashboardRoute = lazy(() => import('./routes/admin/dashboard'));
const AdminUsersRoute = lazy(() => import('./routes/admin/users'));
const AdminProfileSettingsRoute = lazy(() => import('./routes/admin/profile-settings'));
const UserDashboardRoute = lazy(() => import('./routes/user/dashboard'));
const UserProfileSettingsRoute = lazy(() => import('./routes/user/profile-settings'));

/** Menu entries whose screens a later release delivers: they say so instead of pretending. */
function notYetAvailableRoutes(nav: readonly NavItem[], built: readonly string[]) {
  return nav
    .filter((item) => !built.includes(item.path))
    .map((item) => (
      <Route key={item.path} path={item.path} element={<ScreenNotAvailable title={item.label} />} />
    ));
}

function VisitorRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<WelcomeRoute />} />
      <Route path={paths.login} element={<LoginRoute />} />
      <Route path={paths.register} element={<RegisterRoute />} />
      <Route path="*" element={<Navigate to={paths.home} replace />} />
    </Routes>
  );
}

function AdminRoutes() {
  return (
    <Routes>
      <Route element={<PortalShell nav={ADMIN_NAV} />}>
        <Route path={paths.admin.dashboard} element={<AdminDashboardRoute />} />
        <Route path={paths.admin.users} element={<AdminUsersRoute />} />
        <Route path={paths.admin.profileSettings} element={<AdminProfileSettingsRoute />} />
        {notYetAvailableRoutes(ADMIN_NAV, [paths.admin.dashboard, paths.admin.users])}
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
        {notYetAvailableRoutes(USER_NAV, [paths.user.dashboard])}
      </Route>
      <Route path="*" element={<Navigate to={paths.user.dashboard} replace />} />
    </Routes>
  );
}

/** Routing by role (specification §2): admin roles, users, and everyone else. */
export function AppRouter() {
  const { status, user, isAdmin } = useAuth();
  if (status === 'loading') return <FullScreenSpinner />;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      {!user ? <VisitorRoutes /> : isAdmin ? <AdminRoutes /> : <UserRoutes />}
    </Suspense>
  );
}
