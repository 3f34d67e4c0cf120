import { isAdminRole } from '@portal/shared';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../../lib/auth';
import { AccountSummary } from './account-summary';
import { AdminPersonalDetailsForm } from './admin-personal-details-form';
import { BankDetailsForm } from './bank-details-form';
import { ChangePasswordForm } from './change-password-form';
import { CloseAccountSection } from './close-account-section';
import { LanguageSection } from './language-section';
import { OwnDataSection } from './own-data-section';
import { PersonalDetailsForm } from './personal-details-form';

/**
 * Profile settings: the account, its language, its personal details (fewer for admin roles), a
 * user's bank details (where withdrawals are paid) and the password; a user may also download
 * everything the portal holds about them and close their account
 * (docs/decisions/182-own-data-export.md). The promoter's route adds `notifications`, how they are
 * told what happened (docs/decisions/183-notifications-outbox.md), another feature's section.
 */
export function ProfileSettings({ notifications }: { notifications?: ReactNode }) {
  const user = useCurrentUser();
  return (
    <div className="flex flex-col gap-5">
      <AccountSummary user={user} />
      <LanguageSection />
      {isAdminRole(user.role) ? (
        <AdminPersonalDetailsForm user={user} />
      ) : (
        <PersonalDetailsForm user={user} />
      )}
      {!isAdminRole(user.role) && <BankDetailsForm />}
      <ChangePasswordForm />
      {!isAdminRole(user.role) && (
        <>
          {notifications && <div data-testid="notification-settings">{notifications}</div>}
          <div data-testid="own-data">
            <OwnDataSection />
          </div>
          <div data-testid="close-account">
            <CloseAccountSection />
          </div>
        </>
      )}
    </div>
  );
}
