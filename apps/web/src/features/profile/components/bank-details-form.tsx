import {
  formatDate,
  type PayoutMethod,
  type UserBankDetail,
  type UserBankDetailInput,
  userBankDetailInputSchema,
  type UserBankDetailValues,
} from '@portal/shared';
import { Landmark, Lock, LockOpen, Smartphone } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { errorIdOf } from '../../../components/form/form-field';
import { useFieldMeta } from '../../../components/form/form-context';
import { FormGrid } from '../../../components/form/form-grid';
import { PasswordField } from '../../../components/form/password-field';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Card, CardSection } from '../../../components/ui/card';
import { ServerError } from '../../../components/ui/server-error';
import { useSharedMessageText, useT } from '../../../lib/i18n/language-provider';
import { useBankDetails } from '../api/get-bank-details';
import { useSaveBankDetails } from '../api/save-bank-details';
import { TextWithData } from '../../../components/ui/data-text';
import { cn } from '../../../lib/class-names';
import type { MessageKey } from '../../../lib/i18n/i18n';

/** The IFSC code a hint shows as an example: data, in Latin letters in every language. */
const IFSC_EXAMPLE = 'SBIN0001234';
/** The PAN a hint shows as an example, the same way. */
const PAN_EXAMPLE = 'ABCDE1234F';
/** The UPI ID a hint shows as an example, the same way. */
const UPI_EXAMPLE = 'ravi.kumar@okaxis';

/** Each payout method's own fields: the other method's are hidden, and not sent (the schema drops them). */
const METHOD_FIELDS = {
  bank: ['acc_no', 'ifsc_code', 'bank_name', 'branch_name'],
  upi: ['upi_id'],
} as const satisfies Record<PayoutMethod, readonly string[]>;

const METHOD_OPTIONS = [
  { value: 'bank', label: 'profile.bank.methodBank', icon: Landmark },
  { value: 'upi', label: 'profile.bank.methodUpi', icon: Smartphone },
] as const satisfies readonly { value: PayoutMethod; label: MessageKey; icon: unknown }[];

/**
 * The form holds both methods' fields, so switching back and forth keeps what was typed; the
 * schema (a union on `payout_method`) checks and sends only the chosen method's.
 */
function valuesOf(saved: UserBankDetail | null): UserBankDetailInput {
  return {
    payout_method: saved?.payout_method ?? 'bank',
    account_holder: saved?.account_holder ?? '',
    acc_no: saved?.acc_no ?? '',
    ifsc_code: saved?.ifsc_code ?? '',
    bank_name: saved?.bank_name ?? '',
    branch_name: saved?.branch_name ?? '',
    upi_id: saved?.upi_id ?? '',
    pan: saved?.pan ?? '',
    pan_name: saved?.pan_name ?? '',
    current_password: '',
  };
}

/**
 * How withdrawals are paid: a bank account or a UPI ID, as two radio cards a thumb can hit
 * (docs/decisions/177-upi-payout-method.md). Switching clears the hidden method's errors, which
 * would otherwise stay on fields no longer shown.
 */
function PayoutMethodField() {
  const t = useT();
  const messageText = useSharedMessageText();
  const { register, clearErrors } = useFormContext();
  const { id, error } = useFieldMeta('payout_method');
  const chosen = useWatch({ name: 'payout_method' }) as PayoutMethod;
  return (
    // A fieldset named by its legend; the role says it is one choice to assistive technology.
    <fieldset
      role="radiogroup"
      className="flex flex-col gap-1.5"
      aria-describedby={error ? errorIdOf(id) : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('profile.bank.method')}</legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {METHOD_OPTIONS.map((option) => {
          const optionId = `${id}-${option.value}`;
          const Icon = option.icon;
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={cn(
                'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-sm',
                chosen === option.value
                  ? 'border-indigo-500 bg-indigo-50 ring-1 ring-indigo-500'
                  : 'border-slate-300 bg-white hover:bg-slate-50',
              )}
            >
              <input
                id={optionId}
                type="radio"
                value={option.value}
                className="size-4 accent-indigo-600"
                {...register('payout_method', {
                  onChange: (event: { target: { value: string } }) => {
                    const other = event.target.value === 'upi' ? METHOD_FIELDS.bank : METHOD_FIELDS.upi;
                    clearErrors(['payout_method', ...other]);
                  },
                })}
              />
              <Icon className="size-5 shrink-0 text-slate-500" aria-hidden="true" />
              <span className="font-medium text-slate-900">{t(option.label)}</span>
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

/** The bank account's four fields. */
function BankAccountFields() {
  const t = useT();
  return (
    <>
      <TextField
        name="acc_no"
        label={t('profile.bank.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('profile.bank.accountNumberHint', { min: 9, max: 18 })}
      />
      <TextField
        name="ifsc_code"
        label={t('profile.bank.ifsc')}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        hint={
          <TextWithData id="profile.bank.ifscHint" values={{ length: 11 }} data={{ example: IFSC_EXAMPLE }} />
        }
      />
      <TextField name="bank_name" label={t('profile.bank.bankName')} autoComplete="off" />
      <TextField name="branch_name" label={t('profile.bank.branchName')} autoComplete="off" />
    </>
  );
}

/**
 * The account withdrawals are paid into: a bank account or a UPI ID, the payee's name with either
 * (docs/decisions/177-upi-payout-method.md). Once saved the details are locked: a change needs the
 * current password, so someone at an unattended session cannot redirect the money, unless an
 * admin unlocked them for one save (docs/product/money.md, Bank details). The PAN and the name on it
 * are optional, unless the settings ask for one before a withdrawal
 * (docs/decisions/175-pan-on-bank-details.md).
 */
function BankDetailsEditor({ saved }: { saved: UserBankDetail | null }) {
  const t = useT();
  const save = useSaveBankDetails();
  const title = t('profile.bank.title');
  const form = useSchemaForm(userBankDetailInputSchema, { id: 'bank', defaultValues: valuesOf(saved) });
  const method = useWatch({ control: form.control, name: 'payout_method' });
  const submit = (values: UserBankDetailValues) => save.mutateAsync(values);

  return (
    <CardSection
      title={title}
      description={
        saved
          ? t('profile.bank.descriptionSaved', { date: formatDate(saved.updated_at) })
          : t('profile.bank.descriptionNew')
      }
    >
      <SchemaForm form={form} onSubmit={submit} aria-label={title} className="flex flex-col gap-4">
        <PayoutMethodField />
        <FormGrid>
          {method === 'upi' ? (
            <>
              <TextField name="account_holder" label={t('profile.bank.upiName')} autoComplete="name" />
              <TextField
                name="upi_id"
                label={t('profile.bank.upiId')}
                inputMode="email"
                autoCapitalize="none"
                autoComplete="off"
                spellCheck={false}
                hint={<TextWithData id="profile.bank.upiIdHint" data={{ example: UPI_EXAMPLE }} />}
              />
            </>
          ) : (
            <>
              <TextField name="account_holder" label={t('profile.bank.accountHolder')} autoComplete="name" />
              <BankAccountFields />
            </>
          )}
          <TextField
            name="pan"
            label={t('profile.bank.pan')}
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={10}
            hint={<TextWithData id="profile.bank.panHint" data={{ example: PAN_EXAMPLE }} />}
          />
          <TextField name="pan_name" label={t('profile.bank.panName')} autoComplete="off" />
        </FormGrid>
        {saved && !saved.locked && (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900 sm:p-4"
          >
            <LockOpen className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
            <span>{t('profile.bank.unlocked')}</span>
          </p>
        )}
        {saved?.locked && (
          <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4">
            <p className="flex items-start gap-2 text-sm text-slate-700">
              <Lock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span>{t('profile.bank.locked')}</span>
            </p>
            <PasswordField
              name="current_password"
              label={t('profile.password.current')}
              autoComplete="current-password"
              className="sm:max-w-sm"
            />
          </div>
        )}
        <div className="flex justify-end">
          <SubmitButton requireChanges={saved !== null} className="w-full sm:w-auto">
            {saved ? t('profile.bank.change') : t('profile.bank.add')}
          </SubmitButton>
        </div>
      </SchemaForm>
    </CardSection>
  );
}

export function BankDetailsForm() {
  const { data, error, refetch, isPending } = useBankDetails();
  if (error) return <ServerError error={error} onRetry={() => void refetch()} />;
  if (isPending) return <Card aria-hidden="true" className="h-72 animate-pulse bg-slate-100" />;
  // A new save starts a fresh form from what the server kept (IFSC and PAN upper-cased, password cleared).
  return <BankDetailsEditor key={data?.updated_at ?? 'new'} saved={data} />;
}
