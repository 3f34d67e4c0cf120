import { formatDate, type UserRow } from '@portal/shared';
import { ActiveBadge } from '../../../components/ui/badge';
import { UserAvatar } from '../../../components/layout/user-avatar';
import { fullNameOf, NOT_SET, standingOf } from './user-labels';

/** The profile fields an admin reads in the user dialog. */
export function UserDetails({ user }: { user: UserRow }) {
  const fields: Array<[string, string | number]> = [
    ['Level', standingOf(user)],
    ['Promoter Code', user.promoter_code],
    ['Sponsor', user.sponsor_username ?? NOT_SET],
    ['Direct Referrals', user.direct_referrals],
    ['Mobile', user.mobile || NOT_SET],
    ['Date of Birth', formatDate(user.dob) || NOT_SET],
    ['Nationality', user.nationality || NOT_SET],
    ['State', user.state || NOT_SET],
    ['District', user.district || NOT_SET],
    ['City', user.city || NOT_SET],
    ['Pin Code', user.pin_code || NOT_SET],
    ['Mother Tongue', user.language || NOT_SET],
    ['Joined', formatDate(user.created_at)],
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        <UserAvatar name={fullNameOf(user) || user.username} className="size-12 text-base" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-slate-900">{fullNameOf(user) || user.username}</p>
          <p className="truncate text-sm text-slate-500">@{user.username}</p>
        </div>
        <ActiveBadge isActive={user.is_active} />
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-lg bg-slate-50 p-4 sm:grid-cols-2">
        {fields.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="truncate text-sm text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
