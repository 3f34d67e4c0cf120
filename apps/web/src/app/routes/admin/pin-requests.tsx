import { ExportButton } from '../../../components/data-table/export-button';
import { PageHeader } from '../../../components/ui/page-header';
import {
  adminPinRequestsEndpoint,
  useAdminPinRequestList,
} from '../../../features/pin-requests/api/get-admin-pin-requests';
import { AdminPinRequestsTable } from '../../../features/pin-requests/components/admin-pin-requests-table';
import { PinRequestFilters } from '../../../features/pin-requests/components/pin-request-filters';
import { StatusCounts } from '../../../features/pin-requests/components/status-counts';
import { useListExport } from '../../../hooks/use-list-export';
import { useT } from '../../../lib/i18n/language-provider';

export default function AdminPinRequestsRoute() {
  const t = useT();
  const list = useAdminPinRequestList();
  const exportRequests = useListExport(adminPinRequestsEndpoint);
  return (
    <>
      <PageHeader
        title={t('pinRequests.title')}
        description={t('pinRequests.description')}
        actions={
          <ExportButton
            pending={exportRequests.isPending}
            onExport={() => exportRequests.mutate(list.state)}
          />
        }
      />
      <StatusCounts list={list} />
      <PinRequestFilters list={list} />
      <AdminPinRequestsTable list={list} />
    </>
  );
}
