import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PAGE_PADDING, ScreenErrorBoundary } from '../components/layout/screen-error-boundary';
import { FullScreenSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { SESSION_CHECK, useAuth } from '../lib/auth';
import { getEarly } from '../lib/early-get';
import { loadPortalMessages } from '../lib/i18n/i18n';
import { useT } from '../lib/i18n/language-provider';
import { portalPageAt } from './portal-pages';

// Every page loads on demand (docs/product/screens.md, Routes); the signed-in portal is one more
// chunk (docs/decisions/038-first-screen-loads-only-its-own-code.md).
const loadWelcome = () => import('./routes/public/welcome');
const loadLogin = () => import('./routes/public/login');
const loadRegister = () => import('./routes/public/register');
const loadWhatPromotersEarn = () => import('./routes/public/what-promoters-earn');
// The portal's texts come with its routes (docs/decisions/156-catalogue-in-two-parts.md).
const loadPortal = () =>
  Promise.all([import('./portal-routes'), loadPortalMessages()]).then(([routes]) => routes);
const WelcomeRoute = lazy(loadWelcome);
const LoginRoute = lazy(loadLogin);
const RegisterRoute = lazy(loadRegister);
const WhatPromotersEarnRoute = lazy(loadWhatPromotersEarn);
const PortalRoutes = lazy(loadPortal);
const VISITOR_PAGES: Record<string, () => Promise<unknown>> = {
  [paths.home]: loadWelcome,
  [paths.login]: loadLogin,
  [paths.register]: loadRegister,
  [paths.whatPromotersEarn]: loadWhatPromotersEarn,
};

/**
 * What a portal page shows first, asked for with the session check (lib/early-get.ts): the
 * dashboard's figures hold its largest paint (features/dashboard/api/get-user-dashboard.ts).
 */
const EARLY_DATA: Record<string, readonly string[]> = {
  [paths.user.dashboard]: ['user-dashboard'],
};

// Everything the first screen waits for starts now, in parallel, instead of one after the other:
// the session check (lib/auth.tsx), and the page of the address: a visitor page's chunk, or under
// /portal/ the portal chunk, the page's own chunk beside it (not after it has run) and the page's
// first data (docs/decisions/088-the-dashboard-paints-in-one-round-trip.md).
if (typeof window !== 'undefined') {
  const pathname = window.location.pathname;
  getEarly(SESSION_CHECK);
  if (pathname.startsWith('/portal/')) {
    void loadPortal();
    void portalPageAt(pathname)?.();
    for (const endpoint of EARLY_DATA[pathname] ?? []) getEarly(endpoint);
  } else void VISITOR_PAGES[pathname]?.();
}

function VisitorRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<WelcomeRoute />} />
      <Route path={paths.login} element={<LoginRoute />} />
      <Route path={paths.register} element={<RegisterRoute />} />
      <Route path={paths.whatPromotersEarn} element={<WhatPromotersEarnRoute />} />
      <Route path="*" element={<Navigate to={paths.home} replace />} />
    </Routes>
  );
}

/** Routing by role (docs/product/screens.md, Routes): admin roles, users, and everyone else. */
export function AppRouter() {
  const { status, user, isAdmin } = useAuth();
  const t = useT();
  if (status === 'loading') return <FullScreenSpinner />;
  return (
    <Suspense fallback={<FullScreenSpinner />}>
      {!user ? (
        <ScreenErrorBoundary
          backTo={{ href: paths.home, label: t('layout.backTo.home') }}
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
