import {
  type ActivatePinInput,
  activatePinSchema,
  GiftDelivery,
  PIN_LENGTH,
  type UserPinRequest,
} from '@portal/shared';
import { PackageCheck, Truck } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '../../../components/form/date-field';
import { FormAlert } from '../../../components/form/form-alert';
import { useFieldMeta } from '../../../components/form/form-context';
import { errorIdOf, FormField, hintProps } from '../../../components/form/form-field';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { TextInput } from '../../../components/form/text-input';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { cn } from '../../../lib/class-names';
import { useCurrentUser } from '../../../lib/auth';
import { useSharedMessageText, useT } from '../../../lib/i18n/language-provider';
import { useActivatePin } from '../api/activate-pin';
import { lockedUntilText } from './pin-labels';
import { promoterLevelText } from '../../../lib/promoter-level';

interface ActivatePinDialogProps {
  /** The approved request the dialog activates; null: closed. */
  request: UserPinRequest | null;
  onClose(): void;
}

/**
 * The activate PIN dialog (docs/decisions/050-promoter-programme-user-screens.md): the PIN the
 * admin handed over, how the level's gift reaches the user (1 Direct on a pick-up date, 2 Courier
 * to an address) and a WhatsApp number (docs/product/pins-and-levels.md, step 5).
 */
export function ActivatePinDialog({ request, onClose }: ActivatePinDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title={t('myPins.activate.title')}
      description={
        request
          ? t('myPins.activate.description', { level: t(...promoterLevelText(request.level)) })
          : undefined
      }
    >
      {request && <ActivatePinForm request={request} onDone={onClose} />}
    </Dialog>
  );
}

const DELIVERY_OPTIONS = [
  {
    value: GiftDelivery.Direct,
    label: 'myPins.gift.direct',
    hint: 'myPins.activate.directHint',
    icon: PackageCheck,
  },
  {
    value: GiftDelivery.Courier,
    label: 'myPins.gift.courier',
    hint: 'myPins.activate.courierHint',
    icon: Truck,
  },
] as const;

/** The PIN box: spaced monospace capitals, so a PIN read out over the phone is easy to check. */
function PinField() {
  const t = useT();
  const { register } = useFormContext();
  const { id, error } = useFieldMeta('pin');
  const hint = t('myPins.activate.pinHint', { length: PIN_LENGTH });
  return (
    <FormField id={id} label={t('myPins.activate.pin')} error={error} hint={hint}>
      <TextInput
        id={id}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="font-mono tracking-[0.3em] uppercase placeholder:tracking-normal"
        {...hintProps(id, hint, error)}
        {...register('pin')}
      />
    </FormField>
  );
}

/** The two ways a gift travels, as large radio cards a thumb can hit. */
function GiftDeliveryField({ onValueChange }: { onValueChange(value: string): void }) {
  const t = useT();
  const messageText = useSharedMessageText();
  const { register } = useFormContext();
  const { id, error } = useFieldMeta('gift_delivery');
  const chosen = useWatch({ name: 'gift_delivery' }) as string;
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      aria-describedby={error ? errorIdOf(id) : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-700">
        {t('myPins.activate.giftDelivery')}
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {DELIVERY_OPTIONS.map((option) => {
          const optionId = `${id}-${option.value}`;
          const Icon = option.icon;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={cn(
                'flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm',
                chosen === String(option.value)
                  ? 'border-indigo-500 bg-indigo-50 ring-1 ring-indigo-500'
                  : 'border-slate-300 bg-white hover:bg-slate-50',
              )}
            >
              <input
                id={optionId}
                type="radio"
                value={String(option.value)}
                className="size-4 accent-indigo-600"
                {...register('gift_delivery', {
                  onChange: (event) => onValueChange((event.target as HTMLInputElement).value),
                })}
              />
              <Icon className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="flex flex-col">
                <span className="font-medium text-slate-900">{t(option.label)}</span>
                <span className="text-xs text-slate-500">{t(option.hint)}</span>
              </span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorIdOf(id)} className="text-sm text-red-600">
          {messageText(error)}
        </p>
      )}
    </fieldset>
  );
}

function ActivatePinForm({ request, onDone }: { request: UserPinRequest; onDone(): void }) {
  const t = useT();
  const user = useCurrentUser();
  const activate = useActivatePin();
  const form = useSchemaForm(activatePinSchema, {
    id: 'activate-pin',
    defaultValues: {
      id: request.id,
      pin: '',
      gift_delivery: '',
      pickup_date: '',
      address: '',
      whatsapp: user.mobile ?? '',
    } satisfies ActivatePinInput,
  });
  const delivery = useWatch({ control: form.control, name: 'gift_delivery' });
  const locked = lockedUntilText(request.locked_until);

  // Only the chosen way's detail is sent: the other one's box is emptied, so it cannot hold
  // back the form with a half-typed value the user no longer sees.
  const changeDelivery = (value: string) => {
    const other = value === String(GiftDelivery.Direct) ? 'address' : 'pickup_date';
    form.setValue(other, '');
    form.clearErrors(other);
  };
  const submit = async (values: z.output<typeof activatePinSchema>) => {
    await activate.mutateAsync(values);
    onDone();
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-4">
      {locked && <FormAlert message={t('myPins.activate.locked', { time: locked })} />}
      <PinField />
      <GiftDeliveryField onValueChange={changeDelivery} />
      {delivery === String(GiftDelivery.Direct) && (
        <DateField name="pickup_date" label={t('myPins.activate.pickupDate')} />
      )}
      {delivery === String(GiftDelivery.Courier) && (
        <TextAreaField
          name="address"
          label={t('myPins.activate.address')}
          autoComplete="street-address"
          rows={3}
        />
      )}
      <TextField
        name="whatsapp"
        label={t('myPins.activate.whatsapp')}
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={10}
        hint={t('myPins.activate.whatsappHint')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          {t('myPins.cancel')}
        </Button>
        <SubmitButton disabled={locked !== null}>{t('myPins.activate.submit')}</SubmitButton>
      </div>
    </SchemaForm>
  );
}
