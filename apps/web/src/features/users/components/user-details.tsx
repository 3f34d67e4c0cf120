import { formatDate, type UserRow } from '@portal/shared';
import type { ReactNode } from 'react';
import { languageNameKey } from '../../../components/form/personal-details-fields';
import { FraudSignalList } from '../../../components/fraud-signals/fraud-signals';
import { MemberHeading } from '../../../components/layout/member-heading';
import { DataText } from '../../../components/ui/data-text';
import { useT } from '../../../lib/i18n/language-provider';
import { fullNameOf, NOT_SET, standingOf } from './user-labels';

/**
 * A value the user typed or chose from a list of names (a code, a place, a username), shown as
 * written and marked as data (docs/decisions/151-place-names-and-badges.md); '—' when unset.
 */
function dataOrNotSet(value: string | null | undefined): ReactNode {
  return value ? <DataText>{value}</DataText> : NOT_SET;
}

/** The profile fields an admin reads in the user dialog, and the account's fraud signals. */
export function UserDetails({ user }: { user: UserRow }) {
  const t = useT();
  const motherTongue = languageNameKey(user.language);
  const fields: Array<[string, ReactNode]> = [
    [t('users.field.level'), standingOf(t, user)],
    [t('users.field.promoterCode'), dataOrNotSet(user.promoter_code)],
    [t('users.field.sponsor'), dataOrNotSet(user.sponsor_username)],
    [t('users.field.directReferrals'), user.direct_referrals],
    [t('users.field.mobile'), user.mobile || NOT_SET],
    [t('users.field.dob'), formatDate(user.dob) || NOT_SET],
    [t('users.field.nationality'), dataOrNotSet(user.nationality)],
    [t('users.field.state'), dataOrNotSet(user.state)],
    [t('users.field.district'), dataOrNotSet(user.district)],
    [t('users.field.city'), dataOrNotSet(user.city)],
    [t('users.field.pinCode'), user.pin_code || NOT_SET],
    // The mother tongue is one of the form's list, named in the shown language like there.
    [t('users.field.motherTongue'), motherTongue ? t(motherTongue) : dataOrNotSet(user.language)],
    [t('users.field.joined'), formatDate(user.created_at)],
  ];
  const name = fullNameOf(user) || user.username;
  return (
    <div className="flex flex-col gap-4">
      <MemberHeading name={name} username={user.username} isActive={user.is_active} />
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 rounded-lg bg-slate-50 p-4 sm:grid-cols-2">
        {fields.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium text-slate-500">{label}</dt>
            <dd className="truncate text-sm text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <FraudSignalList signals={user.fraud_signals} />
    </div>
  );
}
