import { Role, type UserRow } from '@portal/shared';
import { Network, Pencil, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { adminAuditLogPath, adminReferralTreePath } from '../../../config/paths';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n/language-provider';
import { BankDetailsUnlockedNote, UnlockBankDetailsButton } from './bank-details-unlock';
import { EditUserForm } from './edit-user-form';
import { UserDetails } from './user-details';
import { UserEarning } from './user-earning';
import { UserStatusAction } from './user-status-action';

interface UserDialogProps {
  user: UserRow | null;
  /** Whether the viewer is a super admin, the only one who manages admin accounts. */
  isSuperAdmin: boolean;
  onClose(): void;
  onChanged(user: UserRow): void;
}

/** The user dialog: details, an edit form for users, unlocking their bank details, and activation. */
export function UserDialog({ user, isSuperAdmin, onClose, onChanged }: UserDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={user !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('users.dialog.title')}
      size="lg"
    >
      {user && <UserDialogBody key={user.id} user={user} isSuperAdmin={isSuperAdmin} onChanged={onChanged} />}
    </Dialog>
  );
}

function UserDialogBody({
  user,
  isSuperAdmin,
  onChanged,
}: Omit<UserDialogProps, 'user' | 'onClose'> & { user: UserRow }) {
  const t = useT();
  const [editing, setEditing] = useState(false);
  const isUser = user.role === Role.User;
  const canChangeStatus = isUser || (isSuperAdmin && user.role === Role.Admin);

  if (editing) {
    return (
      <EditUserForm
        user={user}
        onCancel={() => setEditing(false)}
        onSaved={(saved) => {
          onChanged(saved);
          setEditing(false);
        }}
      />
    );
  }
  return (
    <div className="flex flex-col gap-5">
      <UserDetails user={user} />
      {isUser && <UserEarning userId={user.id} />}
      {isUser && <BankDetailsUnlockedNote user={user} />}
      {(isUser || canChangeStatus || isSuperAdmin) && (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end">
          {/* The super admin's alone: a promoter's rows are about their records, an admin's the ones they wrote. */}
          {isSuperAdmin && (
            <Link
              to={adminAuditLogPath(isUser ? { targetUserId: user.id } : { actorId: user.id })}
              className={buttonClasses('secondary')}
            >
              <ScrollText className="size-4" aria-hidden="true" />
              {t('users.dialog.auditLog')}
            </Link>
          )}
          {isUser && (
            <Link to={adminReferralTreePath(user.id)} className={buttonClasses('secondary')}>
              <Network className="size-4" aria-hidden="true" />
              {t('users.dialog.referralTree')}
            </Link>
          )}
          {isUser && <UnlockBankDetailsButton user={user} />}
          {canChangeStatus && <UserStatusAction user={user} onChanged={onChanged} />}
          {isUser && (
            <Button onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" />
              {t('users.dialog.edit')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
