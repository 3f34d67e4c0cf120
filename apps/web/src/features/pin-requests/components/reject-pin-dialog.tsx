import { type AdminPinRequest, promoterLevelLabel, z } from '@portal/shared';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import { useRejectPinRequest } from '../api/pin-request-actions';

const REASON_MAX_LENGTH = 300;
const rejectPinSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(REASON_MAX_LENGTH, { error: `Reason must be at most ${REASON_MAX_LENGTH} characters` }),
});
type RejectPinInput = z.input<typeof rejectPinSchema>;

/** Reject a pending or approved request, after a confirmation; the reason (optional) is shown to the user. */
export function RejectPinDialog({
  row,
  open,
  onOpenChange,
}: {
  row: AdminPinRequest;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Reject PIN request"
      description={`${row.user.username} asked for ${promoterLevelLabel(row.level)}. The user sees the reason on My Pins.`}
    >
      {open && <RejectForm row={row} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function RejectForm({ row, onDone }: { row: AdminPinRequest; onDone(): void }) {
  const reject = useRejectPinRequest();
  const form = useSchemaForm(rejectPinSchema, { id: `reject-pin-${row.id}`, defaultValues: { reason: '' } });
  const submit = async ({ reason }: { reason: string }) => {
    try {
      await reject.mutateAsync({ id: row.id, reason: reason || null });
      onDone();
    } catch (error) {
      // Refused (another admin acted first): toasted, and the list reloads. A 422 stays open.
      if (error instanceof ApiError && error.status !== 422) onDone();
      throw error;
    }
  };
  return (
    <SchemaForm<RejectPinInput, { reason: string }>
      form={form}
      onSubmit={submit}
      className="flex flex-col gap-5"
    >
      <TextField
        name="reason"
        label="Reason (optional)"
        maxLength={REASON_MAX_LENGTH}
        autoComplete="off"
        autoFocus
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton variant="danger">Reject</SubmitButton>
      </div>
    </SchemaForm>
  );
}
