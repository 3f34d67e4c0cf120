import {
  FINANCIAL_QUARTERS,
  formatRupees,
  indiaDate,
  tdsDepositInputSchema,
  type TdsDepositInput,
} from '@portal/shared';
import type { z } from 'zod';
import { DateField } from '../../../components/form/date-field';
import { FormGrid } from '../../../components/form/form-grid';
import { SchemaForm } from '../../../components/form/schema-form';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n/language-provider';
import { useRecordTdsDeposit } from '../api/record-tds-deposit';
import { quarterText, yearText } from '../../../components/tax-period/financial-period';
import type { TaxPeriod } from './tax-period';

/** The section deductions are made under by default (decision 178), as the challan names it. */
export const DEFAULT_SECTION = '194H';

/**
 * Records a deposit of deducted tax made with a challan, for the financial year on screen
 * (docs/decisions/179-tax-register-and-deposits.md). Open while `open`; the quarter on screen is
 * preselected, the date is today and the amount what is payable now.
 */
export function RecordDepositDialog({
  open,
  period,
  payable,
  onClose,
}: {
  open: boolean;
  period: TaxPeriod;
  payable: number;
  onClose(): void;
}) {
  const t = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={t('tax.deposits.dialog.title')}
      description={t('tax.deposits.dialog.description', { year: yearText(t, period.financialYear) })}
    >
      {open && <RecordDepositForm period={period} payable={payable} onDone={onClose} />}
    </Dialog>
  );
}

function RecordDepositForm({
  period,
  payable,
  onDone,
}: {
  period: TaxPeriod;
  payable: number;
  onDone(): void;
}) {
  const t = useT();
  const record = useRecordTdsDeposit();
  const form = useSchemaForm(tdsDepositInputSchema, {
    id: 'tds-deposit',
    defaultValues: {
      financial_year: String(period.financialYear),
      quarter: String(period.quarter),
      section: DEFAULT_SECTION,
      challan_no: '',
      bsr_code: '',
      deposited_on: indiaDate(),
      amount: payable > 0 ? String(payable) : '',
    } satisfies TdsDepositInput,
  });

  const submit = async (values: z.output<typeof tdsDepositInputSchema>) => {
    await record.mutateAsync(values);
    onDone();
  };

  return (
    <SchemaForm form={form} onSubmit={submit} className="flex flex-col gap-4">
      <FormGrid>
        {/* The quarters' names with their months are long in some languages: a row of their own. */}
        <SelectField
          name="quarter"
          label={t('tax.field.quarter')}
          className="sm:col-span-2"
          options={FINANCIAL_QUARTERS.map((quarter) => ({
            value: String(quarter),
            label: quarterText(t, quarter),
          }))}
        />
        <TextField
          name="section"
          label={t('tax.field.section')}
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <DateField name="deposited_on" label={t('tax.deposits.field.date')} />
        <TextField
          name="challan_no"
          label={t('tax.deposits.field.challan')}
          hint={t('tax.deposits.field.challanHint')}
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
        />
        <TextField
          name="bsr_code"
          label={t('tax.deposits.field.bsr')}
          hint={t('tax.deposits.field.bsrHint')}
          inputMode="numeric"
          maxLength={7}
          autoComplete="off"
        />
        <TextField
          name="amount"
          label={t('tax.deposits.field.amount')}
          hint={t('tax.deposits.field.amountHint', { amount: formatRupees(payable) })}
          className="sm:col-span-2"
          inputMode="decimal"
          autoComplete="off"
        />
      </FormGrid>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={form.formState.isSubmitting}>
          {t('tax.deposits.dialog.cancel')}
        </Button>
        <SubmitButton>{t('tax.deposits.dialog.submit')}</SubmitButton>
      </div>
    </SchemaForm>
  );
}
