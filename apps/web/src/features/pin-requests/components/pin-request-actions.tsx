import { type AdminPinRequest, formatDate, PinStatus } from '@portal/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useGeneratePin, useRaiseTerms } from '../api/pin-request-actions';
import { adminStepsFor, stageOf } from './pin-request-steps';
import { RejectPinDialog } from './reject-pin-dialog';

type Step = 'raise' | 'generate';

const CONFIRM: Record<Step, { title: string; text: string; label: string }> = {
  raise: {
    title: 'Raise the terms?',
    text: 'The user sees the terms and where to pay, and can accept them.',
    label: 'Yes, raise',
  },
  generate: {
    title: 'Generate the PIN?',
    text: 'Only once the fee has reached the payment account. The PIN activates the level once.',
    label: 'Yes, generate',
  },
};

/**
 * What an admin can do next (docs/product/pins-and-levels.md), as the shared PIN steps allow:
 * raise the terms of a pending request, generate the PIN once the user accepted them, reject a
 * pending or approved request. Each asks for a confirmation first.
 */
export function PinRequestActions({ row }: { row: AdminPinRequest }) {
  const [step, setStep] = useState<Step>('raise');
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const raise = useRaiseTerms();
  const generate = useGeneratePin();
  const busy = raise.isPending || generate.isPending;

  if (row.status === PinStatus.Activated)
    return (
      <span className="text-sm text-slate-600">
        Activated <span className="whitespace-nowrap">{formatDate(row.activated_at)}</span>
      </span>
    );
  if (row.status === PinStatus.Rejected) return <span className="text-sm text-slate-500">–</span>;

  const steps = adminStepsFor(row);
  const ask = (next: Step) => {
    setStep(next);
    setConfirming(true);
  };
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {steps.includes('raise') && (
        <Button size="sm" variant="secondary" disabled={busy} onClick={() => ask('raise')}>
          Raise term<span className="sr-only"> for {row.user.username}</span>
        </Button>
      )}
      {steps.includes('generate') && (
        <Button size="sm" variant="success" disabled={busy} onClick={() => ask('generate')}>
          Generate PIN<span className="sr-only"> for {row.user.username}</span>
        </Button>
      )}
      {stageOf(row) === 'terms_raised' && (
        <span className="self-center text-xs text-slate-500">Waiting for the user to accept</span>
      )}
      {steps.includes('reject') && (
        <Button size="sm" variant="danger" disabled={busy} onClick={() => setRejecting(true)}>
          Reject<span className="sr-only"> {row.user.username}</span>
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={CONFIRM[step].title}
        text={CONFIRM[step].text}
        confirmLabel={CONFIRM[step].label}
        onConfirm={() => (step === 'raise' ? raise.mutate(row.id) : generate.mutate(row.id))}
      />
      <RejectPinDialog row={row} open={rejecting} onOpenChange={setRejecting} />
    </div>
  );
}
