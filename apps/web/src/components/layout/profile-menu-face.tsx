import type { Profile } from '@portal/shared';
import { ChevronDown } from 'lucide-react';
import { useT } from '../../lib/i18n/language-provider';
import { UserAvatar } from './user-avatar';

/** The profile menu's button, the same before and after its menu's code has arrived. */
export const PROFILE_MENU_TRIGGER =
  'inline-flex min-h-11 items-center gap-2 rounded-lg px-1.5 text-slate-700 hover:bg-slate-100 sm:px-2';

/** What the profile menu's button shows: the avatar, the username and what pressing it does. */
export function ProfileMenuFace({ user }: { user: Profile }) {
  const t = useT();
  return (
    <>
      <UserAvatar name={user.username} className="size-8" />
      <span translate="no" className="hidden max-w-40 truncate text-sm font-medium sm:inline">
        {user.username}
      </span>
      {/* Named by what it shows, then what it does (WCAG 2.5.3, label in name). */}
      <span className="sr-only">{t('layout.profileMenu.open')}</span>
      <ChevronDown className="hidden size-4 text-slate-400 sm:block" aria-hidden="true" />
    </>
  );
}
