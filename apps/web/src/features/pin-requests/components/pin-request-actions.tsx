import { type AdminPinRequest, formatDate, PinStatus } from '@portal/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import type { MessageKey } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';
import { useGeneratePin, useRaiseTerms } from '../api/pin-request-actions';
import { adminStepsFor, stageOf } from './pin-request-steps';
import { RejectPinDialog } from './reject-pin-dialog';

type Step = 'raise' | 'generate';

const CONFIRM: Record<Step, { title: MessageKey; text: MessageKey; label: MessageKey }> = {
  raise: {
    title: 'pinRequests.confirm.raise.title',
    text: 'pinRequests.confirm.raise.text',
    label: 'pinRequests.confirm.raise.label',
  },
  generate: {
    title: 'pinRequests.confirm.generate.title',
    text: 'pinRequests.confirm.generate.text',
    label: 'pinRequests.confirm.generate.label',
  },
};

/**
 * What an admin can do next (docs/product/pins-and-levels.md), as the shared PIN steps allow:
 * raise the terms of a pending request, generate the PIN once the user accepted them, reject a
 * pending or approved request. Each asks for a confirmation first.
 */
export function PinRequestActions({ row }: { row: AdminPinRequest }) {
  const t = useT();
  const [step, setStep] = useState<Step>('raise');
  const [confirming, setConfirming] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const raise = useRaiseTerms();
  const generate = useGeneratePin();
  const busy = raise.isPending || generate.isPending;

  if (row.status === PinStatus.Activated)
    return (
      <span className="text-sm text-slate-600">
        {t('pinRequests.action.activated')}{' '}
        <span className="whitespace-nowrap">{formatDate(row.activated_at)}</span>
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
          {t('pinRequests.action.raise')}
          <span className="sr-only"> {t('pinRequests.action.forUser', { username: row.user.username })}</span>
        </Button>
      )}
      {steps.includes('generate') && (
        <Button size="sm" variant="success" disabled={busy} onClick={() => ask('generate')}>
          {t('pinRequests.action.generate')}
          <span className="sr-only"> {t('pinRequests.action.forUser', { username: row.user.username })}</span>
        </Button>
      )}
      {stageOf(row) === 'terms_raised' && (
        <span className="self-center text-xs text-slate-500">{t('pinRequests.action.waiting')}</span>
      )}
      {steps.includes('reject') && (
        <Button size="sm" variant="danger" disabled={busy} onClick={() => setRejecting(true)}>
          {t('pinRequests.action.reject')}
          <span className="sr-only"> {row.user.username}</span>
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(CONFIRM[step].title)}
        text={t(CONFIRM[step].text)}
        confirmLabel={t(CONFIRM[step].label)}
        onConfirm={() => (step === 'raise' ? raise.mutate(row.id) : generate.mutate(row.id))}
      />
      <RejectPinDialog row={row} open={rejecting} onOpenChange={setRejecting} />
    </div>
  );
}
