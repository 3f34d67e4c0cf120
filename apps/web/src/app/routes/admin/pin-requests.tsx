import { ExportButton } from '../../../components/data-table/export-button';
import { ListLoadError } from '../../../components/data-table/list-load-error';
import { PageHeader } from '../../../components/ui/page-header';
import {
  adminPinRequestsEndpoint,
  useAdminPinRequestList,
} from '../../../features/pin-requests/api/get-admin-pin-requests';
import { AdminPinRequestsTable } from '../../../features/pin-requests/components/admin-pin-requests-table';
import { PinRequestFilters } from '../../../features/pin-requests/components/pin-request-filters';
import { StatusCounts } from '../../../features/pin-requests/components/status-counts';
import { useListExport } from '../../../hooks/use-list-export';
import { invalidQueryOf } from '../../../hooks/use-list-query';

export default function AdminPinRequestsRoute() {
  const list = useAdminPinRequestList();
  const exportRequests = useListExport(adminPinRequestsEndpoint);
  return (
    <>
      <PageHeader
        title="Pin Requests"
        description="Raise the terms, generate the PIN once the fee is paid, or reject a request."
        actions={
          <ExportButton
            pending={exportRequests.isPending}
            onExport={() => exportRequests.mutate(list.state)}
          />
        }
      />
      <StatusCounts list={list} />
      <PinRequestFilters list={list} />
      {list.error && (list.rows.length === 0 || invalidQueryOf(list.error)) ? (
        <ListLoadError error={list.error} onRetry={list.refetch} onReset={list.resetAll} />
      ) : (
        <AdminPinRequestsTable list={list} />
      )}
    </>
  );
}
