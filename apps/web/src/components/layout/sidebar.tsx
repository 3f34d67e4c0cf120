import type { Profile } from '@portal/shared';
import { LogOut, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { NavLink } from 'react-router';
import type { NavItem } from '../../config/nav';
import { cn } from '../../lib/class-names';
import { useT } from '../../lib/i18n/language-provider';
import { UserIdentity } from './user-avatar';

export const SIDEBAR_ID = 'portal-sidebar';

interface SidebarProps {
  nav: readonly NavItem[];
  user: Profile;
  collapsed: boolean;
  onToggle(): void;
  onNavigate(): void;
  onLogout(): void;
}

/**
 * Narrow (icons only) when collapsed and wide when expanded on large screens; on phones it is an
 * off-canvas drawer, open when expanded. Labels stay in the accessible name while hidden.
 */
export function Sidebar({ nav, user, collapsed, onToggle, onNavigate, onLogout }: SidebarProps) {
  const t = useT();
  const labelClass = cn('truncate', collapsed && 'lg:sr-only');
  return (
    <aside
      id={SIDEBAR_ID}
      aria-label={t('layout.sidebar.label')}
      data-testid="sidebar"
      data-collapsed={collapsed}
      className={cn(
        'fixed inset-y-0 left-0 z-40 flex w-72 max-w-[85vw] flex-col border-r border-slate-200 bg-white transition-[width,transform,visibility] duration-200',
        'lg:visible lg:translate-x-0',
        collapsed ? 'invisible -translate-x-full lg:w-16' : 'visible translate-x-0 lg:w-68',
      )}
    >
      <div
        className={cn(
          'flex h-16 items-center gap-2 border-b border-slate-100 px-3',
          collapsed && 'lg:justify-center',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-indigo-600 font-bold text-white',
            collapsed && 'lg:hidden',
          )}
        >
          {t('layout.brandLetter')}
        </span>
        <span className={cn('flex-1 font-semibold text-slate-900', labelClass)}>{t('layout.brand')}</span>
        <button
          type="button"
          onClick={onToggle}
          aria-controls={SIDEBAR_ID}
          aria-expanded={!collapsed}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
        >
          {collapsed ? (
            <PanelLeftOpen className="size-5" aria-hidden="true" />
          ) : (
            <PanelLeftClose className="size-5" aria-hidden="true" />
          )}
          <span className="sr-only">
            {t(collapsed ? 'layout.sidebar.expand' : 'layout.sidebar.collapse')}
          </span>
        </button>
      </div>

      <nav aria-label={t('layout.sidebar.main')} className="flex-1 overflow-y-auto px-2 py-3">
        <ul className="flex flex-col gap-1">
          {nav.map((item) => (
            <li key={item.path}>
              <NavLink
                to={item.path}
                onClick={onNavigate}
                title={collapsed ? t(item.label) : undefined}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
                    collapsed && 'lg:justify-center lg:px-0',
                    isActive
                      ? 'bg-indigo-50 text-indigo-700'
                      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                  )
                }
              >
                <item.icon className="size-5 shrink-0" aria-hidden="true" />
                <span className={labelClass}>{t(item.label)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className="border-t border-slate-100 p-2">
        <UserIdentity
          user={user}
          className={cn('px-2 py-2', collapsed && 'lg:justify-center lg:px-0')}
          textClassName={cn(collapsed && 'lg:sr-only')}
        />
        <button
          type="button"
          onClick={onLogout}
          title={collapsed ? t('layout.logout') : undefined}
          className={cn(
            'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-600 hover:bg-red-50 hover:text-red-700',
            collapsed && 'lg:justify-center lg:px-0',
          )}
        >
          <LogOut className="size-5 shrink-0" aria-hidden="true" />
          <span className={labelClass}>{t('layout.logout')}</span>
        </button>
      </div>
    </aside>
  );
}
