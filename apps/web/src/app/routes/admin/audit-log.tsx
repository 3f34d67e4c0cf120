import { ExportButton } from '../../../components/data-table/export-button';
import { PageHeader } from '../../../components/ui/page-header';
import { auditLogEndpoint, useAuditLogList } from '../../../features/audit-log/api/get-audit-log';
import { AuditLogFilters } from '../../../features/audit-log/components/audit-log-filters';
import { AuditLogTable } from '../../../features/audit-log/components/audit-log-table';
import { useListExport } from '../../../hooks/use-list-export';
import { useT } from '../../../lib/i18n/language-provider';

/**
 * The audit log, the super admin's alone (docs/decisions/184-audit-log-on-screen.md). The address
 * holds the list's state; `?target_user_id=` (a user's dialog) or `?actor_id=` open it filtered.
 */
export default function AdminAuditLogRoute() {
  const t = useT();
  const list = useAuditLogList();
  const exportLog = useListExport(auditLogEndpoint);
  return (
    <>
      <PageHeader
        title={t('auditLog.title')}
        description={t('auditLog.description')}
        actions={<ExportButton pending={exportLog.isPending} onExport={() => exportLog.mutate(list.state)} />}
      />
      <AuditLogFilters list={list} />
      <AuditLogTable list={list} />
    </>
  );
}
