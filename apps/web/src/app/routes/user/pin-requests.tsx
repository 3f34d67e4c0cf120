import { PageHeader } from '../../../components/ui/page-header';
import { useMyPinRequestList } from '../../../features/my-pin-requests/api/get-pin-requests';
import { MyLevel } from '../../../features/my-pin-requests/components/my-level';
import { PinRequestsTable } from '../../../features/my-pin-requests/components/pin-requests-table';

export default function UserPinRequestsRoute() {
  const list = useMyPinRequestList();
  return (
    <>
      <PageHeader
        title="My Pins"
        description="Ask for a promoter level, pay the fee, and activate the PIN the admin gives you."
      />
      <MyLevel />
      <section aria-labelledby="my-pin-requests-title" className="mt-8">
        <h2 id="my-pin-requests-title" className="mb-3 text-lg font-semibold text-slate-900">
          Your requests
        </h2>
        <PinRequestsTable list={list} />
      </section>
    </>
  );
}
