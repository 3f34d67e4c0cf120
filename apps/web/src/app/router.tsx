import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PAGE_PADDING, ScreenErrorBoundary } from '../components/layout/screen-error-boundary';
import { FullScreenSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { useAuth } from '../lib/auth';

// Every page loads on demand (specification §2); the signed-in portal is one more chunk
// (docs/decisions/038-first-screen-loads-only-its-own-code.md).
const loadWelcome = () => import('./routes/public/welcome');
const loadLogin = () => import('./routes/public/login');
const loadRegister = () => import('./routes/public/register');
const loadPortal = () => import('./portal-routes');
const WelcomeRoute = lazy(loadWelcome);
const LoginRoute = lazy(loadLogin);
const RegisterRoute = lazy(loadRegister);
const PortalRoutes = lazy(loadPortal);
const VISITOR_PAGES: Record<string, () => Promise<unknown>> = {
  [paths.home]: loadWelcome,
  [paths.login]: loadLogin,
  [paths.register]: loadRegister,
};

// The page of the address starts downloading now, while the session is still being checked,
// instead of after it: one round trip less before the first screen on a slow network.
if (typeof window !== 'undefined') {
  const pathname = window.location.pathname;
  if (pathname.startsWith('/portal/')) void loadPortal();
  else void VISITOR_PAGES[pathname]?.();
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

/** Routing by role (specification §2): admin roles, users, and everyone else. */
export function AppRouter() {
  const { status, user, isAdmin } = useAuth();
  if (status === 'loading') return <FullScreenSpinner />;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      {!user ? (
        <ScreenErrorBoundary
          backTo={{ href: paths.home, label: 'Go to the home page' }}
          className={PAGE_PADDING}
        >
          <VisitorRoutes />
        </ScreenErrorBoundary>
      ) : (
        <PortalRoutes admin={isAdmin} />
      )}
    </Suspense>
  );
}
