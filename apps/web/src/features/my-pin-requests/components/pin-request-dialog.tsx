import { formatRupees, type PinRequestInput, pinRequestSchema, promoterLevelLabel } from '@portal/shared';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SchemaForm } from '../../../components/form/schema-form';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { usePinFees } from '../api/get-pin-fees';
import { useRequestPin } from '../api/request-pin';
import { levelsAbove } from './pin-labels';

interface PinRequestDialogProps {
  open: boolean;
  /** The user's level now (null: Trainee): only the levels above it are offered. */
  currentLevel: number | null;
  onClose(): void;
}

/** The PIN request dialog (docs/decisions/050-promoter-programme-user-screens.md): the level asked for. */
export function PinRequestDialog({ open, currentLevel, onClose }: PinRequestDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Request a PIN"
      description="Choose the level you want. An admin then shows you the terms and where to pay its fee."
    >
      {open && <PinRequestForm currentLevel={currentLevel} onDone={onClose} />}
    </Dialog>
  );
}

function PinRequestForm({ currentLevel, onDone }: { currentLevel: number | null; onDone(): void }) {
  const requestPin = useRequestPin();
  const levels = levelsAbove(currentLevel);
  const form = useSchemaForm(pinRequestSchema, {
    id: 'pin-request',
    defaultValues: { level: String(levels[0] ?? '') } satisfies PinRequestInput,
  });
  const chosen = useWatch({ control: form.control, name: 'level' });
  const submit = async (values: z.output<typeof pinRequestSchema>) => {
    await requestPin.mutateAsync(values);
    onDone();
  };
  return (
    <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-4">
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
        You are <span className="font-medium text-slate-900">{promoterLevelLabel(currentLevel)}</span> now.
      </p>
      <SelectField
        name="level"
        label="Level"
        options={levels.map((level) => ({ value: String(level), label: promoterLevelLabel(level) }))}
      />
      <PinFee level={Number(chosen)} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <SubmitButton>Send request</SubmitButton>
      </div>
    </SchemaForm>
  );
}

/** The chosen level's fee (Promotion Settings): what the promoter pays once the terms are raised. */
function PinFee({ level }: { level: number }) {
  const fees = usePinFees();
  const fee = fees.data?.fees.find((row) => row.level === level)?.fee;
  return (
    <p role="status" aria-label="PIN fee" className="text-sm text-slate-700">
      {fee === undefined ? (
        fees.isError ? (
          'The fee could not be loaded; the terms will state it.'
        ) : (
          'Loading the fee…'
        )
      ) : (
        <>
          Fee for {promoterLevelLabel(level)}:{' '}
          <span className="font-semibold text-slate-900 tabular-nums">{formatRupees(fee)}</span>, paid to the
          portal's account once an admin raises the terms.
        </>
      )}
    </p>
  );
}
