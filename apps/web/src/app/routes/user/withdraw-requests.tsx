import { PageHeader } from '../../../components/ui/page-header';
import { useMyWithdrawalList } from '../../../features/my-withdrawals/api/get-my-withdrawals';
import { MyWithdrawalFilters } from '../../../features/my-withdrawals/components/my-withdrawal-filters';
import { MyWithdrawalsTable } from '../../../features/my-withdrawals/components/my-withdrawals-table';
import { TaxStatement } from '../../../features/my-withdrawals/components/tax-statement';
import { WithdrawWallets } from '../../../features/my-withdrawals/components/withdraw-wallets';
import { useT } from '../../../lib/i18n/language-provider';

export default function UserWithdrawRequestsRoute() {
  const t = useT();
  const list = useMyWithdrawalList();
  return (
    <>
      <PageHeader title={t('myWithdrawals.page.title')} description={t('myWithdrawals.page.description')} />
      <WithdrawWallets />
      <section aria-labelledby="my-requests-title" className="mt-8">
        <h2 id="my-requests-title" className="mb-3 text-lg font-semibold text-slate-900">
          {t('myWithdrawals.page.requests')}
        </h2>
        <MyWithdrawalFilters list={list} />
        <MyWithdrawalsTable list={list} />
      </section>
      <TaxStatement className="mt-8" />
    </>
  );
}
