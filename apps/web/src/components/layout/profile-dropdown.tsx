import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Profile } from '@portal/shared';
import { LogOut, UserCog } from 'lucide-react';
import { useNavigate } from 'react-router';
import { profileSettingsPathFor } from '../../config/paths';
import { useT } from '../../lib/i18n/language-provider';
import { PROFILE_MENU_TRIGGER, ProfileMenuFace } from './profile-menu-face';
import { UserIdentity } from './user-avatar';

const ITEM =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 text-sm text-slate-700 outline-none data-highlighted:bg-slate-100 data-highlighted:text-slate-900';

/**
 * The profile menu itself (components/layout/profile-menu.tsx shows it once its code is here);
 * `defaultOpen` when its button was pressed before.
 */
export function ProfileDropdown({
  user,
  onLogout,
  defaultOpen,
}: {
  user: Profile;
  onLogout(): void;
  defaultOpen: boolean;
}) {
  const navigate = useNavigate();
  const t = useT();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={PROFILE_MENU_TRIGGER}>
        <ProfileMenuFace user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <UserIdentity user={user} className="px-3 py-2" />
          <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
          <DropdownMenu.Item className={ITEM} onSelect={() => navigate(profileSettingsPathFor(user.role))}>
            <UserCog className="size-4" aria-hidden="true" />
            {t('layout.profileMenu.settings')}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={ITEM} onSelect={onLogout}>
            <LogOut className="size-4" aria-hidden="true" />
            {t('layout.logout')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
