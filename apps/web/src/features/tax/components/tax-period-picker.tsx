import { FINANCIAL_QUARTERS } from '@portal/shared';
import { SelectInput } from '../../../components/form/select-input';
import { useT } from '../../../lib/i18n/language-provider';
import { financialYearsUpTo, quarterText, type TaxPeriod, yearText } from './tax-period';

const FIELD = 'flex flex-col gap-1.5';
const FIELD_LABEL = 'text-xs font-medium text-slate-600';

/** The financial year and quarter the register shows: the current ones unless the admin picks others. */
export function TaxPeriodPicker({
  period,
  onChange,
}: {
  period: TaxPeriod;
  onChange(period: TaxPeriod): void;
}) {
  const t = useT();
  return (
    <div
      role="group"
      aria-label={t('tax.period.label')}
      className="mb-4 grid grid-cols-1 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex sm:flex-wrap sm:items-end"
    >
      <div className={FIELD}>
        <label htmlFor="tax-period-year" className={FIELD_LABEL}>
          {t('tax.field.year')}
        </label>
        <SelectInput
          id="tax-period-year"
          className="sm:w-auto sm:min-w-44"
          value={String(period.financialYear)}
          onChange={(event) => onChange({ ...period, financialYear: Number(event.target.value) })}
          options={financialYearsUpTo().map((year) => ({ value: String(year), label: yearText(t, year) }))}
        />
      </div>
      <div className={FIELD}>
        <label htmlFor="tax-period-quarter" className={FIELD_LABEL}>
          {t('tax.field.quarter')}
        </label>
        <SelectInput
          id="tax-period-quarter"
          className="sm:w-auto sm:min-w-52"
          value={String(period.quarter)}
          onChange={(event) => onChange({ ...period, quarter: Number(event.target.value) })}
          options={FINANCIAL_QUARTERS.map((quarter) => ({
            value: String(quarter),
            label: quarterText(t, quarter),
          }))}
        />
      </div>
    </div>
  );
}
