import { PageHeader } from '../../../components/ui/page-header';
import { useEarningHistory } from '../../../features/earnings-history/api/get-earning-history';
import { EarningsFilters } from '../../../features/earnings-history/components/earnings-filters';
import { EarningsTable } from '../../../features/earnings-history/components/earnings-table';
import { useT } from '../../../lib/i18n/language-provider';

export default function UserEarningsHistoryRoute() {
  const t = useT();
  const list = useEarningHistory();
  return (
    <>
      <PageHeader title={t('earnings.page.title')} description={t('earnings.page.description')} />
      <EarningsFilters list={list} />
      <EarningsTable list={list} />
    </>
  );
}
