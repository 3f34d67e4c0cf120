import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PAGE_PADDING, ScreenErrorBoundary } from '../components/layout/screen-error-boundary';
import { FullScreenSpinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { SESSION_CHECK, useAuth } from '../lib/auth';
import { getEarly } from '../lib/early-get';
import { loadPortalMessages } from '../lib/i18n/i18n';
import { useT } from '../lib/i18n/language-provider';
import { lazyPage, pageCode, type PageCode } from './page-code';
import { portalPageAt } from './portal-pages';

// Every page loads on demand (docs/product/screens.md, Routes); the signed-in portal is one more
// chunk (docs/decisions/038-first-screen-loads-only-its-own-code.md).
const welcome = pageCode(() => import('./routes/public/welcome'));
const login = pageCode(() => import('./routes/public/login'));
const register = pageCode(() => import('./routes/public/register'));
const whatPromotersEarn = pageCode(() => import('./routes/public/what-promoters-earn'));
// The portal's texts come with its routes (docs/decisions/156-catalogue-in-two-parts.md).
const portal = pageCode(() =>
  Promise.all([import('./portal-routes'), loadPortalMessages()]).then(([routes]) => routes),
);
const WelcomeRoute = lazyPage(welcome);
const LoginRoute = lazyPage(login);
const RegisterRoute = lazyPage(register);
const WhatPromotersEarnRoute = lazyPage(whatPromotersEarn);
const PortalRoutes = lazyPage(portal);
const VISITOR_PAGES: Record<string, PageCode<unknown>> = {
  [paths.home]: welcome,
  [paths.login]: login,
  [paths.register]: register,
  [paths.whatPromotersEarn]: whatPromotersEarn,
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
// first data (docs/decisions/088-the-dashboard-paints-in-one-round-trip.md). `firstScreenCode`
// settles (either way) once that code is here; until then the router draws the spinner itself
// rather than through a Suspense fallback, whose replacement React shows no sooner than 300 ms
// after it (docs/decisions/189-first-screen-without-a-suspense-fallback.md).
let firstScreenCode: Promise<unknown> = Promise.resolve();
if (typeof window !== 'undefined') {
  const pathname = window.location.pathname;
  getEarly(SESSION_CHECK);
  if (pathname.startsWith('/portal/')) {
    firstScreenCode = Promise.all([portal.load(), portalPageAt(pathname)?.load()]);
    for (const endpoint of EARLY_DATA[pathname] ?? []) getEarly(endpoint);
  } else firstScreenCode = VISITOR_PAGES[pathname]?.load() ?? firstScreenCode;
  // A failure is the page's to show, through its error boundary, when it asks for the code again.
  firstScreenCode = firstScreenCode.catch(() => undefined);
}

/** Whether the first screen's code has arrived (or failed to): see firstScreenCode. */
function useFirstScreenCode(): boolean {
  const [arrived, setArrived] = useState(false);
  useEffect(() => {
    let mounted = true;
    void firstScreenCode.then(() => mounted && setArrived(true));
    return () => {
      mounted = false;
    };
  }, []);
  return arrived;
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
  const codeArrived = useFirstScreenCode();
  // The first screen is drawn as a transition: React draws it in slices of a few milliseconds
  // between which the browser stays responsive, instead of in one long task
  // (docs/decisions/189-first-screen-without-a-suspense-fallback.md).
  const ready = useDeferredValue(status !== 'loading' && codeArrived, false);
  if (!ready) return <FullScreenSpinner />;
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
