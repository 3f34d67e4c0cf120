import type { UserRow } from '@portal/shared';
import { UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../lib/i18n/language-provider';
import { useSetUserActive } from '../api/set-user-active';

/** Activate at once; deactivate only after confirming, since it signs the account out. */
export function UserStatusAction({ user, onChanged }: { user: UserRow; onChanged(user: UserRow): void }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const setUserActive = useSetUserActive();
  const pending = setUserActive.isPending;

  // A failure needs nothing here: the API client has already shown why.
  const change = (isActive: boolean) =>
    setUserActive.mutate({ id: user.id, isActive }, { onSuccess: onChanged });

  if (!user.is_active) {
    return (
      <Button variant="success" disabled={pending} onClick={() => change(true)}>
        <UserCheck className="size-4" aria-hidden="true" />
        {t('users.status.activate')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="danger" disabled={pending} onClick={() => setConfirming(true)}>
        <UserX className="size-4" aria-hidden="true" />
        {t('users.status.deactivate')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        text={t('users.status.deactivateConfirm', { username: user.username })}
        onConfirm={() => change(false)}
      />
    </>
  );
}
