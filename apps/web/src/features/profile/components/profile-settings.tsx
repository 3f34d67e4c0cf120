import { useAuth, useCurrentUser } from '../../../lib/auth';
import { AccountSummary } from './account-summary';
import { ChangePasswordForm } from './change-password-form';
import { PersonalDetailsForm } from './personal-details-form';

/** Profile settings, the same for admins and users. */
export function ProfileSettings() {
  const user = useCurrentUser();
  const { setUser } = useAuth();
  return (
    <div className="flex flex-col gap-5">
      <AccountSummary user={user} />
      <PersonalDetailsForm user={user} onSaved={setUser} />
      <ChangePasswordForm />
    </div>
  );
}
