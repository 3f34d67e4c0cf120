import { Trans } from '@lingui/react';
import { formatRupees, type PinRequestInput, pinRequestSchema } from '@portal/shared';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { SchemaForm } from '../../../components/form/schema-form';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import type { MessageKey } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';
import { usePinFees } from '../api/get-pin-fees';
import { useRequestPin } from '../api/request-pin';
import { levelsAbove } from './pin-labels';
import { promoterLevelText } from '../../../lib/promoter-level';

interface PinRequestDialogProps {
  open: boolean;
  /** The user's level now (null: Trainee): only the levels above it are offered. */
  currentLevel: number | null;
  onClose(): void;
}

/** The PIN request dialog (docs/decisions/050-promoter-programme-user-screens.md): the level asked for. */
export function PinRequestDialog({ open, currentLevel, onClose }: PinRequestDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('myPins.requestDialog.title')}
      description={t('myPins.requestDialog.description')}
    >
      {open && <PinRequestForm currentLevel={currentLevel} onDone={onClose} />}
    </Dialog>
  );
}

function PinRequestForm({ currentLevel, onDone }: { currentLevel: number | null; onDone(): void }) {
  const t = useT();
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
        <Trans
          id={'myPins.requestDialog.youAre' satisfies MessageKey}
          values={{ level: t(...promoterLevelText(currentLevel)) }}
          components={{ 0: <span className="font-medium text-slate-900" /> }}
        />
      </p>
      <SelectField
        name="level"
        label={t('myPins.requestDialog.level')}
        options={levels.map((level) => ({ value: String(level), label: t(...promoterLevelText(level)) }))}
      />
      <PinFee level={Number(chosen)} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('myPins.cancel')}
        </Button>
        <SubmitButton>{t('myPins.requestDialog.submit')}</SubmitButton>
      </div>
    </SchemaForm>
  );
}

/** The chosen level's fee (Promotion Settings): what the promoter pays once the terms are raised. */
function PinFee({ level }: { level: number }) {
  const t = useT();
  const fees = usePinFees();
  const fee = fees.data?.fees.find((row) => row.level === level)?.fee;
  return (
    <p role="status" aria-label={t('myPins.fee.label')} className="text-sm text-slate-700">
      {fee === undefined ? (
        fees.isError ? (
          t('myPins.fee.error')
        ) : (
          t('myPins.fee.loading')
        )
      ) : (
        <Trans
          id={'myPins.fee.text' satisfies MessageKey}
          values={{ level: t(...promoterLevelText(level)), fee: formatRupees(fee) }}
          components={{ 0: <span className="font-semibold text-slate-900 tabular-nums" /> }}
        />
      )}
    </p>
  );
}
