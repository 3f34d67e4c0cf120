import { WithdrawStatus, type WithdrawRow } from '@portal/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useUpdateWithdrawStatus } from '../api/update-withdraw-status';
import { useT } from '../../../lib/i18n/language-provider';
import { RejectWithdrawDialog } from './reject-withdraw-dialog';
import { ACTION_LABELS, actionsFor, CONFIRM_TITLES } from './withdraw-labels';
import { FinalDate } from './withdraw-status';

const VARIANTS = { 1: 'secondary', 2: 'success', 3: 'danger' } as const;

/**
 * The Action cell (docs/product/screens.md, Withdraw Request screen): Process and Complete after a
 * confirmation, Reject with a reason; a final request shows its date instead.
 */
export function WithdrawActions({ row }: { row: WithdrawRow }) {
  const t = useT();
  // The step being confirmed; kept after closing so the title does not change while it closes.
  const [step, setStep] = useState<1 | 2>(WithdrawStatus.Processing);
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const update = useUpdateWithdrawStatus();
  const actions = actionsFor(row);

  if (actions.length === 0) return <FinalDate row={row} />;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {actions.map((action) => (
        <Button
          key={action}
          size="sm"
          variant={VARIANTS[action]}
          className="min-w-24"
          disabled={update.isPending}
          onClick={() => {
            if (action === WithdrawStatus.Rejected) return setRejecting(true);
            setStep(action);
            setConfirming(true);
          }}
        >
          {t(ACTION_LABELS[action])}
          <span className="sr-only"> {row.user.username}</span>
        </Button>
      ))}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(CONFIRM_TITLES[step])}
        onConfirm={() => update.mutate({ id: row.id, status: step })}
      />
      <RejectWithdrawDialog row={row} open={rejecting} onOpenChange={setRejecting} />
    </div>
  );
}
