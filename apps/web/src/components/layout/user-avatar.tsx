import { initials } from '@portal/shared';
import { cn } from '../../lib/class-names';

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
