import { type PaymentDetails, type PaymentDetailsInput, paymentDetailsInputSchema } from '@portal/shared';
import { FormGrid } from '../../../components/form/form-grid';
import { SchemaForm } from '../../../components/form/schema-form';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { CardSection } from '../../../components/ui/card';
import { ServerError } from '../../../components/ui/server-error';
import { Spinner } from '../../../components/ui/spinner';
import { usePaymentDetails } from '../api/get-payment-details';
import { useSavePaymentDetails } from '../api/save-payment-details';
import { useT } from '../../../lib/i18n/language-provider';
import { TextWithData } from '../../../components/ui/data-text';

/** The IFSC code a hint shows as an example: data, in Latin letters in every language. */
const IFSC_EXAMPLE = 'SBIN0001234';

function valuesOf(details: PaymentDetails | null | undefined): PaymentDetailsInput {
  return {
    account_holder: details?.account_holder ?? '',
    acc_no: details?.acc_no ?? '',
    ifsc_code: details?.ifsc_code ?? '',
    bank_name: details?.bank_name ?? '',
    branch_name: details?.branch_name ?? '',
    whatsapp_number: details?.whatsapp_number ?? '',
  };
}

/** The admin profile's Payment Details: one set for the whole portal, kept by any admin. */
export function PaymentDetailsSection() {
  const t = useT();
  const { data, error, isPending, refetch } = usePaymentDetails();
  return (
    <CardSection title={t('paymentDetails.title')} description={t('paymentDetails.description')}>
      {error ? (
        <ServerError error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <div role="status" className="flex justify-center py-8">
          <Spinner />
          <span className="sr-only">{t('common.loading')}</span>
        </div>
      ) : (
        <PaymentDetailsForm details={data} />
      )}
    </CardSection>
  );
}

function PaymentDetailsForm({ details }: { details: PaymentDetails | null }) {
  const t = useT();
  const save = useSavePaymentDetails();
  const form = useSchemaForm(paymentDetailsInputSchema, {
    id: 'payment-details',
    defaultValues: valuesOf(details),
  });

  const submit = async (values: PaymentDetailsInput) => {
    form.reset(valuesOf(await save.mutateAsync(values)));
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-5">
      <FormGrid>
        <TextField name="account_holder" label={t('paymentDetails.field.accountHolder')} autoComplete="off" />
        <TextField
          name="acc_no"
          label={t('paymentDetails.field.accountNumber')}
          inputMode="numeric"
          autoComplete="off"
        />
        <TextField
          name="ifsc_code"
          label={t('paymentDetails.field.ifsc')}
          autoComplete="off"
          hint={<TextWithData id="paymentDetails.field.ifscHint" data={{ example: IFSC_EXAMPLE }} />}
          className="[&_input]:uppercase"
        />
        <TextField name="bank_name" label={t('paymentDetails.field.bankName')} autoComplete="off" />
        <TextField name="branch_name" label={t('paymentDetails.field.branchName')} autoComplete="off" />
        <TextField
          name="whatsapp_number"
          label={t('paymentDetails.field.whatsapp')}
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          hint={t('paymentDetails.field.whatsappHint')}
        />
      </FormGrid>
      <div className="flex justify-end">
        <SubmitButton requireChanges className="w-full sm:w-auto">
          {t('paymentDetails.save')}
        </SubmitButton>
      </div>
    </SchemaForm>
  );
}
