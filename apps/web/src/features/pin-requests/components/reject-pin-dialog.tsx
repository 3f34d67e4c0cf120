import { type AdminPinRequest, z } from '@portal/shared';
import { useMemo } from 'react';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api-client';
import type { MessageKey, MessageValues } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';
import { useRejectPinRequest } from '../api/pin-request-actions';
import { promoterLevelText } from '../../../lib/promoter-level';

const REASON_MAX_LENGTH = 300;
function rejectPinSchema(t: (key: MessageKey, values?: MessageValues) => string) {
  return z.object({
    reason: z
      .string()
      .trim()
      .max(REASON_MAX_LENGTH, { error: t('pinRequests.reject.reasonTooLong', { max: REASON_MAX_LENGTH }) }),
  });
}
type RejectPinInput = z.input<ReturnType<typeof rejectPinSchema>>;

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
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('pinRequests.reject.title')}
      description={t('pinRequests.reject.description', {
        username: row.user.username,
        level: t(...promoterLevelText(row.level)),
      })}
    >
      {open && <RejectForm row={row} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function RejectForm({ row, onDone }: { row: AdminPinRequest; onDone(): void }) {
  const t = useT();
  const reject = useRejectPinRequest();
  const schema = useMemo(() => rejectPinSchema(t), [t]);
  const form = useSchemaForm(schema, { id: `reject-pin-${row.id}`, defaultValues: { reason: '' } });
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
        label={t('pinRequests.reject.reason')}
        maxLength={REASON_MAX_LENGTH}
        autoComplete="off"
        autoFocus
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('pinRequests.reject.cancel')}
        </Button>
        <SubmitButton variant="danger">{t('pinRequests.reject.submit')}</SubmitButton>
      </div>
    </SchemaForm>
  );
}
