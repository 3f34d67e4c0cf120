import {
  formatRupees,
  REJECT_REASON_MAX_LENGTH,
  rejectReasonSchema,
  WithdrawStatus,
  type WithdrawRow,
} from '@portal/shared';
import type { z } from 'zod';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/language-provider';
import { useUpdateWithdrawStatus } from '../api/update-withdraw-status';

type RejectReasonInput = z.input<typeof rejectReasonSchema>;

interface RejectWithdrawDialogProps {
  row: WithdrawRow;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Reject with a reason (docs/product/screens.md, Withdraw Request screen): an empty or
 * whitespace-only reason is refused with 'Please provide reason before submitting'; the schema
 * trims what is sent. The held amount goes back to the promoter's wallet (docs/product/money.md,
 * Withdrawals).
 */
export function RejectWithdrawDialog({ row, open, onOpenChange }: RejectWithdrawDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('withdrawals.reject.title')}
      // The amount asked for, unsigned: the sign on the list says the money leaves the wallet.
      description={t('withdrawals.reject.description', {
        amount: formatRupees(Math.abs(row.amount)),
        username: row.user.username,
      })}
    >
      {open && <RejectForm row={row} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function RejectForm({ row, onDone }: { row: WithdrawRow; onDone(): void }) {
  const t = useT();
  const update = useUpdateWithdrawStatus();
  const form = useSchemaForm(rejectReasonSchema, { id: `reject-${row.id}`, defaultValues: { reason: '' } });

  const submit = async ({ reason }: { reason: string }) => {
    try {
      await update.mutateAsync({ id: row.id, status: WithdrawStatus.Rejected, reason });
      onDone();
    } catch (error) {
      // A refusal (the request was completed meanwhile) was toasted and the list reloads: the
      // reason cannot help. A 422 stays open with its message under the field.
      if (error instanceof ApiError && error.status !== 422) onDone();
      throw error;
    }
  };

  return (
    <SchemaForm<RejectReasonInput, { reason: string }>
      form={form}
      onSubmit={submit}
      className="flex flex-col gap-5"
    >
      <TextField
        name="reason"
        label={t('withdrawals.reject.reason')}
        maxLength={REJECT_REASON_MAX_LENGTH}
        autoComplete="off"
        autoFocus
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('withdrawals.reject.cancel')}
        </Button>
        <SubmitButton variant="danger">{t('withdrawals.reject.submit')}</SubmitButton>
      </div>
    </SchemaForm>
  );
}
