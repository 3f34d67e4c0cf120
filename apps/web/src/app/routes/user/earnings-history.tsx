import { PageHeader } from '../../../components/ui/page-header';
import { useEarningHistory } from '../../../features/earnings-history/api/get-earning-history';
import { EarningsFilters } from '../../../features/earnings-history/components/earnings-filters';
import { EarningsTable } from '../../../features/earnings-history/components/earnings-table';

export default function UserEarningsHistoryRoute() {
  const list = useEarningHistory();
  return (
    <>
      <PageHeader
        title="Earnings History"
        description="Every amount credited to or taken from your wallets."
      />
      <EarningsFilters list={list} />
      <EarningsTable list={list} />
    </>
  );
}
