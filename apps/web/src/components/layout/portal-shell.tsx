import { type ReactNode, Suspense, useEffect, useState } from 'react';
import { Outlet, useOutletContext } from 'react-router';
import type { NavItem } from '../../config/nav';
import { dashboardPathFor } from '../../config/paths';
import { DESKTOP_QUERY, useMediaQuery } from '../../hooks/use-media-query';
import { useAuth, useCurrentUser } from '../../lib/auth';
import { cn } from '../../lib/class-names';
import { useT } from '../../lib/i18n/language-provider';
import { FullScreenSpinner } from '../ui/spinner';
import { Header } from './header';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { Sidebar } from './sidebar';

/** What every portal screen receives from the shell (docs/product/screens.md, Portal shell). */
export interface PortalOutletContext {
  collapsed: boolean;
}

export function usePortalShell(): PortalOutletContext {
  return useOutletContext<PortalOutletContext>();
}

/**
 * `headerActions`: what the routes add to the header (features are composed there, not imported
 * by the shell): the promoter's notification bell.
 */
export function PortalShell({ nav, headerActions }: { nav: readonly NavItem[]; headerActions?: ReactNode }) {
  const user = useCurrentUser();
  const { logout } = useAuth();
  const t = useT();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  // One flag: narrow vs wide on large screens, drawer closed vs open on phones.
  const [collapsed, setCollapsed] = useState(!isDesktop);
  const [wasDesktop, setWasDesktop] = useState(isDesktop);
  if (wasDesktop !== isDesktop) {
    setWasDesktop(isDesktop);
    setCollapsed(!isDesktop);
  }

  const drawerOpen = !isDesktop && !collapsed;
  useEffect(() => {
    if (!drawerOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && setCollapsed(true);
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [drawerOpen]);

  const toggle = () => setCollapsed((current) => !current);
  const handleLogout = () => void logout();

  return (
    <div className="min-h-dvh bg-slate-50">
      <Sidebar
        nav={nav}
        user={user}
        collapsed={collapsed}
        onToggle={toggle}
        onNavigate={() => !isDesktop && setCollapsed(true)}
        onLogout={handleLogout}
      />
      {drawerOpen && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-slate-900/40"
          onClick={() => setCollapsed(true)}
        />
      )}
      <div className={cn('transition-[padding] duration-200', collapsed ? 'lg:pl-16' : 'lg:pl-68')}>
        <Header
          user={user}
          sidebarCollapsed={collapsed}
          onMenuClick={toggle}
          onLogout={handleLogout}
          actions={headerActions}
        />
        <main className="mx-auto w-full max-w-7xl px-3 py-4 sm:px-6 lg:py-6">
          <ScreenErrorBoundary
            backTo={{ href: dashboardPathFor(user.role), label: t('layout.backTo.dashboard') }}
          >
            <Suspense fallback={<FullScreenSpinner />}>
              <Outlet context={{ collapsed } satisfies PortalOutletContext} />
            </Suspense>
          </ScreenErrorBoundary>
        </main>
      </div>
    </div>
  );
}
