import { formatDate, type UserRow } from '@portal/shared';
import { ActiveBadge } from '../../../components/ui/badge';
import { UserAvatar } from '../../../components/layout/user-avatar';
import { useT } from '../../../lib/i18n/language-provider';
import { fullNameOf, NOT_SET, standingOf } from './user-labels';

/** The profile fields an admin reads in the user dialog. */
export function UserDetails({ user }: { user: UserRow }) {
  const t = useT();
  const fields: Array<[string, string | number]> = [
    [t('users.field.level'), standingOf(t, user)],
    [t('users.field.promoterCode'), user.promoter_code],
    [t('users.field.sponsor'), user.sponsor_username ?? NOT_SET],
    [t('users.field.directReferrals'), user.direct_referrals],
    [t('users.field.mobile'), user.mobile || NOT_SET],
    [t('users.field.dob'), formatDate(user.dob) || NOT_SET],
    [t('users.field.nationality'), user.nationality || NOT_SET],
    [t('users.field.state'), user.state || NOT_SET],
    [t('users.field.district'), user.district || NOT_SET],
    [t('users.field.city'), user.city || NOT_SET],
    [t('users.field.pinCode'), user.pin_code || NOT_SET],
    [t('users.field.motherTongue'), user.language || NOT_SET],
    [t('users.field.joined'), formatDate(user.created_at)],
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
