import { ExportButton } from '../../../components/data-table/export-button';
import { PageHeader } from '../../../components/ui/page-header';
import { useWithdrawalList, withdrawalsEndpoint } from '../../../features/withdrawals/api/get-withdrawals';
import { useWithdrawSelection } from '../../../features/withdrawals/components/use-withdraw-selection';
import { WithdrawFilters } from '../../../features/withdrawals/components/withdraw-filters';
import { WithdrawalsTable } from '../../../features/withdrawals/components/withdrawals-table';
import { useListExport } from '../../../hooks/use-list-export';
import { useT } from '../../../lib/i18n/language-provider';

export default function AdminWithdrawRequestRoute() {
  const t = useT();
  const list = useWithdrawalList();
  const exportRequests = useListExport(withdrawalsEndpoint);
  const selection = useWithdrawSelection(list.rows);

  return (
    <>
      <PageHeader
        title={t('withdrawals.title')}
        description={t('withdrawals.subtitle')}
        actions={
          <ExportButton
            pending={exportRequests.isPending}
            onExport={() => exportRequests.mutate(list.state)}
          />
        }
      />
      <WithdrawFilters list={list} />
      <WithdrawalsTable list={list} selection={selection} />
    </>
  );
}
