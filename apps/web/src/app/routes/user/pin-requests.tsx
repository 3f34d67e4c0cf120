import { PageHeader } from '../../../components/ui/page-header';
import { useMyPinRequestList } from '../../../features/my-pin-requests/api/get-pin-requests';
import { MyLevel } from '../../../features/my-pin-requests/components/my-level';
import { PinRequestsTable } from '../../../features/my-pin-requests/components/pin-requests-table';
import { useT } from '../../../lib/i18n/language-provider';

export default function UserPinRequestsRoute() {
  const t = useT();
  const list = useMyPinRequestList();
  return (
    <>
      <PageHeader title={t('myPins.page.title')} description={t('myPins.page.description')} />
      <MyLevel />
      <section aria-labelledby="my-pin-requests-title" className="mt-8">
        <h2 id="my-pin-requests-title" className="mb-3 text-lg font-semibold text-slate-900">
          {t('myPins.page.requests')}
        </h2>
        <PinRequestsTable list={list} />
      </section>
    </>
  );
}
