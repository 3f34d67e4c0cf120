import { SelectInput } from '../form/select-input';
import { useT } from '../../lib/i18n/language-provider';
import {
  financialYearsUpTo,
  quarterOfValue,
  quarterOptions,
  WHOLE_YEAR,
  yearText,
  type FinancialPeriod,
} from './financial-period';

const FIELD = 'flex flex-col gap-1.5';
const FIELD_LABEL = 'text-xs font-medium text-slate-600';

/**
 * A financial year and a quarter (or, with `wholeYear`, the whole year), side by side on a wide
 * screen and one above the other on a phone: the TDS Register's period and the tax statement's.
 */
export function FinancialPeriodFields({
  idPrefix,
  period,
  onChange,
  yearLabel,
  quarterLabel,
  wholeYear = false,
}: {
  idPrefix: string;
  period: FinancialPeriod;
  onChange(period: FinancialPeriod): void;
  yearLabel: string;
  quarterLabel: string;
  wholeYear?: boolean;
}) {
  const t = useT();
  return (
    <>
      <div className={FIELD}>
        <label htmlFor={`${idPrefix}-year`} className={FIELD_LABEL}>
          {yearLabel}
        </label>
        <SelectInput
          id={`${idPrefix}-year`}
          className="sm:w-auto sm:min-w-44"
          value={String(period.financialYear)}
          onChange={(event) => onChange({ ...period, financialYear: Number(event.target.value) })}
          options={financialYearsUpTo().map((year) => ({ value: String(year), label: yearText(t, year) }))}
        />
      </div>
      <div className={FIELD}>
        <label htmlFor={`${idPrefix}-quarter`} className={FIELD_LABEL}>
          {quarterLabel}
        </label>
        <SelectInput
          id={`${idPrefix}-quarter`}
          className="sm:w-auto sm:min-w-52"
          value={period.quarter === null ? WHOLE_YEAR : String(period.quarter)}
          onChange={(event) => onChange({ ...period, quarter: quarterOfValue(event.target.value) })}
          options={quarterOptions(t, { wholeYear })}
        />
      </div>
    </>
  );
}
