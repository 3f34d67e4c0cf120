import { ActiveBadge } from '../ui/badge';
import { UserAvatar } from './user-avatar';

/**
 * A member's avatar, name, @username and active badge, at the top of the dialogs that show one
 * member (User Management's details, My Promoters' referral). Name and username are data: never
 * translated (docs/decisions/151-place-names-and-badges.md).
 */
export function MemberHeading({
  name,
  username,
  isActive,
}: {
  name: string;
  username: string;
  isActive: boolean;
}) {
  return (
    <div className="flex items-center gap-3">
      <UserAvatar name={name} className="size-12 text-base" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-slate-900" translate="no">
          {name}
        </p>
        <p className="truncate text-sm text-slate-500" translate="no">
          @{username}
        </p>
      </div>
      <ActiveBadge isActive={isActive} />
    </div>
  );
}
