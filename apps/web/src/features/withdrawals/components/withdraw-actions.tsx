import { PAYOUT_REFERENCE_PATTERN, WithdrawStatus, type WithdrawRow } from '@portal/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextInput } from '../../../components/form/text-input';
import { ConfirmNoteField, isConfirmNote } from '../../../components/fraud-signals/fraud-signals';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useUpdateWithdrawStatus } from '../api/update-withdraw-status';
import { useT } from '../../../lib/i18n/language-provider';
import { RejectWithdrawDialog } from './reject-withdraw-dialog';
import { ACTION_LABELS, actionsFor, CONFIRM_TITLES } from './withdraw-labels';
import { FinalDate } from './withdraw-status';

const VARIANTS = { 1: 'secondary', 2: 'success', 3: 'danger' } as const;

/**
 * The Action cell (docs/product/screens.md, Withdraw Request screen): Process and Complete after a
 * confirmation, Reject with a reason; a final request shows its date instead. Complete asks for
 * the payment's reference (optional), which the payee is told
 * (docs/decisions/183-notifications-outbox.md).
 */
export function WithdrawActions({ row }: { row: WithdrawRow }) {
  const t = useT();
  // The step being confirmed; kept after closing so the title does not change while it closes.
  const [step, setStep] = useState<1 | 2>(WithdrawStatus.Processing);
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reference, setReference] = useState('');
  const referenceProblem = reference.trim() !== '' && !PAYOUT_REFERENCE_PATTERN.test(reference.trim());
  // docs/decisions/186-fraud-signals.md: completing for a flagged requester needs the admin's note.
  const [note, setNote] = useState('');
  const needsNote = step === WithdrawStatus.Completed && row.fraud_signals.length > 0;
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
            setReference('');
            setNote('');
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
        onConfirm={() =>
          update.mutate({
            id: row.id,
            status: step,
            ...(step === WithdrawStatus.Completed &&
              reference.trim() !== '' && { reference: reference.trim() }),
            ...(needsNote && { confirm_note: note.trim() }),
          })
        }
        confirmDisabled={
          (step === WithdrawStatus.Completed && referenceProblem) || (needsNote && !isConfirmNote(note))
        }
      >
        {needsNote && (
          <div className="mb-3">
            <ConfirmNoteField
              id={`confirm-note-${row.id}`}
              payees={[{ username: row.user.username, signals: row.fraud_signals }]}
              note={note}
              onNoteChange={setNote}
            />
          </div>
        )}
        {step === WithdrawStatus.Completed && (
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`payout-reference-${row.id}`} className="text-sm font-medium text-slate-700">
              {t('withdrawals.reference.label')}
            </label>
            <TextInput
              id={`payout-reference-${row.id}`}
              value={reference}
              maxLength={40}
              autoComplete="off"
              error={referenceProblem ? t('withdrawals.reference.invalid') : undefined}
              onChange={(event) => setReference(event.target.value)}
            />
            <p
              id={`payout-reference-${row.id}-error`}
              className={referenceProblem ? 'text-xs text-red-700' : 'text-xs text-slate-500'}
            >
              {t(referenceProblem ? 'withdrawals.reference.invalid' : 'withdrawals.reference.hint')}
            </p>
          </div>
        )}
      </ConfirmDialog>
      <RejectWithdrawDialog row={row} open={rejecting} onOpenChange={setRejecting} />
    </div>
  );
}
