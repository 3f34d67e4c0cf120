import { ListLoadError } from '../../../components/data-table/list-load-error';
import { PageHeader } from '../../../components/ui/page-header';
import { useEarningHistory } from '../../../features/earnings-history/api/get-earning-history';
import { EarningsFilters } from '../../../features/earnings-history/components/earnings-filters';
import { EarningsTable } from '../../../features/earnings-history/components/earnings-table';
import { EarningsTotals } from '../../../features/earnings-history/components/earnings-totals';
import { invalidQueryOf } from '../../../hooks/use-list-query';

export default function UserEarningsHistoryRoute() {
  const list = useEarningHistory();
  const failed = list.error && (list.rows.length === 0 || invalidQueryOf(list.error));
  return (
    <>
      <PageHeader
        title="Earnings History"
        description="Every amount credited to or taken from your wallets."
      />
      <EarningsFilters list={list} />
      {failed ? (
        <ListLoadError error={list.error} onRetry={list.refetch} onReset={list.resetAll} />
      ) : (
        <>
          <EarningsTotals totals={list.totals} walletFilter={list.state.filter.wallet_type} />
          <EarningsTable list={list} />
        </>
      )}
    </>
  );
}
