import type { Profile } from '@portal/shared';
import { lazy } from 'react';
import { AfterPageLoad } from '../ui/after-page-load';
import { PROFILE_MENU_TRIGGER, ProfileMenuFace } from './profile-menu-face';

// Radix's menu and its positioning library are most of a portal page's shell code: fetched after
// the first paint (docs/decisions/188-header-controls-after-the-first-paint.md).
const ProfileDropdown = lazy(() =>
  import('./profile-dropdown').then((module) => ({ default: module.ProfileDropdown })),
);

/** The header's profile menu: Profile Settings and Logout. */
export function ProfileMenu({ user, onLogout }: { user: Profile; onLogout(): void }) {
  return (
    <AfterPageLoad
      placeholder={(press) => (
        <button
          type="button"
          aria-haspopup="menu"
          aria-expanded={false}
          className={PROFILE_MENU_TRIGGER}
          onClick={press}
        >
          <ProfileMenuFace user={user} />
        </button>
      )}
    >
      {(pressed) => <ProfileDropdown user={user} onLogout={onLogout} defaultOpen={pressed} />}
    </AfterPageLoad>
  );
}
