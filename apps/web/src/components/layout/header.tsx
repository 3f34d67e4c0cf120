import type { Profile } from '@portal/shared';
import type { ReactNode } from 'react';
import { Menu } from 'lucide-react';
import { useLocation } from 'react-router';
import { useT } from '../../lib/i18n/language-provider';
import { LanguagePicker } from '../language-picker';
import { headerTitleFor, roleBadgeKeyFor } from './header-title';
import { ProfileMenu } from './profile-menu';
import { SIDEBAR_ID } from './sidebar';

interface HeaderProps {
  user: Profile;
  sidebarCollapsed: boolean;
  onMenuClick(): void;
  onLogout(): void;
  /** What the portal's routes put beside the profile menu: the promoter's notification bell. */
  actions?: ReactNode;
}

/** The sticky top bar: always visible, with the small-screen menu button. */
export function Header({ user, sidebarCollapsed, onMenuClick, onLogout, actions }: HeaderProps) {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-slate-200 bg-white/95 px-2 backdrop-blur sm:px-4 lg:px-6">
      <button
        type="button"
        onClick={onMenuClick}
        aria-controls={SIDEBAR_ID}
        aria-expanded={!sidebarCollapsed}
        className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 lg:hidden"
      >
        <Menu className="size-6" aria-hidden="true" />
        <span className="sr-only">{t('layout.header.menu')}</span>
      </button>
      <p
        data-testid="header-title"
        className="min-w-0 flex-1 truncate text-base font-semibold text-slate-900 sm:text-lg"
      >
        {t(headerTitleFor(pathname, user.role))}
      </p>
      <span
        data-testid="role-badge"
        className="inline-flex h-7 items-center rounded-md bg-indigo-600 px-2 text-xs font-bold tracking-wider text-white"
      >
        {t(roleBadgeKeyFor(user.role))}
      </span>
      <LanguagePicker className="max-sm:[&>span]:sr-only" />
      {actions}
      <ProfileMenu user={user} onLogout={onLogout} />
    </header>
  );
}
