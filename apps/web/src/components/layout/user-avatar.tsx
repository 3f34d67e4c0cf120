import { initials, type Profile } from '@portal/shared';
import { cn } from '../../lib/class-names';
import { useT } from '../../lib/i18n/language-provider';
import { roleLabelKeyFor } from './header-title';

export function UserAvatar({ name, className }: { name: string; className?: string }) {
  return (
    // The initials are the name's letters, data (docs/decisions/148-latin-text-walk.md).
    <span
      aria-hidden="true"
      translate="no"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-indigo-100 text-sm font-semibold text-indigo-700',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}

/**
 * Who is signed in: the avatar, the username and the role, as the profile menu and the sidebar's
 * foot show them; `textClassName` on the two lines (the narrow sidebar hides them).
 */
export function UserIdentity({
  user,
  className,
  textClassName,
}: {
  user: Profile;
  className?: string;
  textClassName?: string;
}) {
  const t = useT();
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <UserAvatar name={user.username} />
      <div className={cn('min-w-0', textClassName)}>
        <p translate="no" className="truncate text-sm font-medium text-slate-900">
          {user.username}
        </p>
        <p className="truncate text-xs text-slate-500">{t(roleLabelKeyFor(user.role))}</p>
      </div>
    </div>
  );
}
