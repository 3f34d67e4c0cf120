import {
  formatDate,
  type UserBankDetail,
  type UserBankDetailInput,
  userBankDetailInputSchema,
} from '@portal/shared';
import { Lock, LockOpen } from 'lucide-react';
import type { z } from 'zod';
import { FormGrid } from '../../../components/form/form-grid';
import { PasswordField } from '../../../components/form/password-field';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Card, CardSection } from '../../../components/ui/card';
import { ServerError } from '../../../components/ui/server-error';
import { useT } from '../../../lib/i18n/language-provider';
import { useBankDetails } from '../api/get-bank-details';
import { useSaveBankDetails } from '../api/save-bank-details';
import { TextWithData } from '../../../components/ui/data-text';

/** The IFSC code a hint shows as an example: data, in Latin letters in every language. */
const IFSC_EXAMPLE = 'SBIN0001234';
/** The PAN a hint shows as an example, the same way. */
const PAN_EXAMPLE = 'ABCDE1234F';

function valuesOf(saved: UserBankDetail | null): UserBankDetailInput {
  return {
    account_holder: saved?.account_holder ?? '',
    acc_no: saved?.acc_no ?? '',
    ifsc_code: saved?.ifsc_code ?? '',
    bank_name: saved?.bank_name ?? '',
    branch_name: saved?.branch_name ?? '',
    pan: saved?.pan ?? '',
    pan_name: saved?.pan_name ?? '',
    current_password: '',
  };
}

/**
 * The account withdrawals are paid into. Once saved the details are locked: a change needs the
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
  const submit = (values: z.output<typeof userBankDetailInputSchema>) => save.mutateAsync(values);

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
        <FormGrid>
          <TextField name="account_holder" label={t('profile.bank.accountHolder')} autoComplete="name" />
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
              <TextWithData
                id="profile.bank.ifscHint"
                values={{ length: 11 }}
                data={{ example: IFSC_EXAMPLE }}
              />
            }
          />
          <TextField name="bank_name" label={t('profile.bank.bankName')} autoComplete="off" />
          <TextField name="branch_name" label={t('profile.bank.branchName')} autoComplete="off" />
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
