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
import { useBankDetails } from '../api/get-bank-details';
import { useSaveBankDetails } from '../api/save-bank-details';

const TITLE = 'Bank Details';

function valuesOf(saved: UserBankDetail | null): UserBankDetailInput {
  return {
    account_holder: saved?.account_holder ?? '',
    acc_no: saved?.acc_no ?? '',
    ifsc_code: saved?.ifsc_code ?? '',
    bank_name: saved?.bank_name ?? '',
    branch_name: saved?.branch_name ?? '',
    current_password: '',
  };
}

/**
 * The account withdrawals are paid into. Once saved the details are locked: a change needs the
 * current password, so someone at an unattended session cannot redirect the money, unless an
 * admin unlocked them for one save (docs/product/money.md, Bank details).
 */
function BankDetailsEditor({ saved }: { saved: UserBankDetail | null }) {
  const save = useSaveBankDetails();
  const form = useSchemaForm(userBankDetailInputSchema, { id: 'bank', defaultValues: valuesOf(saved) });
  const submit = (values: z.output<typeof userBankDetailInputSchema>) => save.mutateAsync(values);

  return (
    <CardSection
      title={TITLE}
      description={
        saved
          ? `Withdrawals are paid into this account. Last changed on ${formatDate(saved.updated_at)}.`
          : 'Withdrawals are paid into this account. You can save it the first time without your password; after that, changing it needs your current password.'
      }
    >
      <SchemaForm form={form} onSubmit={submit} aria-label={TITLE} className="flex flex-col gap-4">
        <FormGrid>
          <TextField name="account_holder" label="Account Holder Name" autoComplete="name" />
          <TextField
            name="acc_no"
            label="Account Number"
            inputMode="numeric"
            autoComplete="off"
            hint="9 to 18 digits"
          />
          <TextField
            name="ifsc_code"
            label="IFSC Code"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            hint="11 characters, e.g. SBIN0001234"
          />
          <TextField name="bank_name" label="Bank Name" autoComplete="off" />
          <TextField name="branch_name" label="Branch Name" autoComplete="off" />
        </FormGrid>
        {saved && !saved.locked && (
          <p
            role="status"
            className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900 sm:p-4"
          >
            <LockOpen className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
            <span>
              An admin unlocked your bank details: you can change them once without your password. They lock
              again when you save.
            </span>
          </p>
        )}
        {saved?.locked && (
          <div className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 sm:p-4">
            <p className="flex items-start gap-2 text-sm text-slate-700">
              <Lock className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span>
                Your bank details are locked once saved. To change them, enter your current password: this
                keeps anyone else using your phone or session from redirecting your money.
              </span>
            </p>
            <PasswordField
              name="current_password"
              label="Current Password"
              autoComplete="current-password"
              className="sm:max-w-sm"
            />
          </div>
        )}
        <div className="flex justify-end">
          <SubmitButton requireChanges={saved !== null} className="w-full sm:w-auto">
            {saved ? 'Change bank details' : 'Add bank details'}
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
  // A new save starts a fresh form from what the server kept (IFSC upper-cased, password cleared).
  return <BankDetailsEditor key={data?.updated_at ?? 'new'} saved={data} />;
}
