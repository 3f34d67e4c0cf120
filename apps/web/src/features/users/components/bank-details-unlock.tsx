import type { UserRow } from '@portal/shared';
import { LockOpen } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useT } from '../../../lib/i18n/language-provider';
import { useBankDetailsLock } from '../api/get-bank-details-lock';
import { useUnlockBankDetails } from '../api/unlock-bank-details';

/**
 * 'Unlock bank details' for a user whose saved bank details are locked: after a confirmation their
 * next save needs no password, once (docs/product/money.md, Bank details). Nothing for a user
 * without saved details, or whose details are unlocked already (BankDetailsUnlockedNote says so).
 */
export function UnlockBankDetailsButton({ user }: { user: UserRow }) {
  const t = useT();
  const [confirming, setConfirming] = useState(false);
  const { data } = useBankDetailsLock(user.id);
  const unlock = useUnlockBankDetails();

  if (!data?.saved || !data.locked) return null;
  return (
    <>
      <Button variant="secondary" disabled={unlock.isPending} onClick={() => setConfirming(true)}>
        <LockOpen className="size-4" aria-hidden="true" />
        {t('users.bank.unlock')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        text={t('users.bank.unlockConfirm', { username: user.username })}
        onConfirm={() => unlock.mutate(user.id)}
      />
    </>
  );
}

/** Unlocked saved bank details, until the user's next save locks them again. */
export function BankDetailsUnlockedNote({ user }: { user: UserRow }) {
  const t = useT();
  const { data } = useBankDetailsLock(user.id);
  if (!data?.saved || data.locked) return null;
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
      <LockOpen className="size-4 shrink-0 text-emerald-600" aria-hidden="true" />
      {t('users.bank.unlocked')}
    </p>
  );
}
