import { ExportButton } from '../../../components/data-table/export-button';
import { PageHeader } from '../../../components/ui/page-header';
import { useDownloadTdsRegister } from '../../../features/tax/api/download-tds-register';
import { DepositsSection } from '../../../features/tax/components/deposits-section';
import { useTaxPeriod } from '../../../features/tax/components/tax-period';
import { TaxPeriodPicker } from '../../../features/tax/components/tax-period-picker';
import { TdsRegisterPanel } from '../../../features/tax/components/tds-register-panel';
import { useT } from '../../../lib/i18n/language-provider';

/**
 * The TDS Register (docs/decisions/179-tax-register-and-deposits.md): a quarter's deductions with
 * their xlsx for the return, and the year's deposits. The period lives in the address.
 */
export default function AdminTdsRegisterRoute() {
  const t = useT();
  const { setPeriod, ...period } = useTaxPeriod();
  const download = useDownloadTdsRegister();
  return (
    <>
      <PageHeader
        title={t('tax.register.title')}
        description={t('tax.register.description')}
        actions={<ExportButton pending={download.isPending} onExport={() => download.mutate(period)} />}
      />
      <TaxPeriodPicker period={period} onChange={setPeriod} />
      <div className="flex flex-col gap-8">
        <TdsRegisterPanel period={period} />
        <DepositsSection period={period} />
      </div>
    </>
  );
}
