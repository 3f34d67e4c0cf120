import { FinancialPeriodFields } from '../../../components/tax-period/period-fields';
import { useT } from '../../../lib/i18n/language-provider';
import type { TaxPeriod } from './tax-period';

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
      <FinancialPeriodFields
        idPrefix="tax-period"
        period={period}
        // The register offers quarters only: the whole year is never chosen here.
        onChange={(next) =>
          onChange({ financialYear: next.financialYear, quarter: next.quarter ?? period.quarter })
        }
        yearLabel={t('tax.field.year')}
        quarterLabel={t('tax.field.quarter')}
      />
    </div>
  );
}
