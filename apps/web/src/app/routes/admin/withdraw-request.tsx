import { WITHDRAW_MESSAGES } from '@portal/shared';
import { ExportButton } from '../../../components/data-table/export-button';
import { ListLoadError } from '../../../components/data-table/list-load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { useWithdrawalList, withdrawalsEndpoint } from '../../../features/withdrawals/api/get-withdrawals';
import { PayoutTools } from '../../../features/withdrawals/components/payout-tools';
import { useWithdrawSelection } from '../../../features/withdrawals/components/use-withdraw-selection';
import { WithdrawFilters } from '../../../features/withdrawals/components/withdraw-filters';
import { WithdrawalsTable } from '../../../features/withdrawals/components/withdrawals-table';
import { useListExport } from '../../../hooks/use-list-export';
import { invalidQueryOf } from '../../../hooks/use-list-query';

export default function AdminWithdrawRequestRoute() {
  const list = useWithdrawalList();
  const exportRequests = useListExport(withdrawalsEndpoint);
  const selection = useWithdrawSelection(list.rows);

  return (
    <>
      <PageHeader
        title={WITHDRAW_MESSAGES.title}
        description={WITHDRAW_MESSAGES.subtitle}
        actions={
          <ExportButton
            pending={exportRequests.isPending}
            onExport={() => exportRequests.mutate(list.state)}
          />
        }
      />
      <WithdrawFilters list={list} />
      {list.error && (list.rows.length === 0 || invalidQueryOf(list.error)) ? (
        <ListLoadError error={list.error} onRetry={list.refetch} onReset={list.resetAll} />
      ) : (
        <>
          <PayoutTools selection={selection} />
          <WithdrawalsTable list={list} selection={selection} />
        </>
      )}
    </>
  );
}
