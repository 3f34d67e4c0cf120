import { Role, type UserRow } from '@portal/shared';
import { useState } from 'react';
import { ExportButton } from '../../../components/data-table/export-button';
import { PageHeader } from '../../../components/ui/page-header';
import { usersEndpoint, useUserList } from '../../../features/users/api/get-users';
import { CreateAdminDialog } from '../../../features/users/components/create-admin-dialog';
import { UserDialog } from '../../../features/users/components/user-dialog';
import { UserFilters } from '../../../features/users/components/user-filters';
import { UsersTable } from '../../../features/users/components/users-table';
import { useListExport } from '../../../hooks/use-list-export';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n/language-provider';

export default function AdminUsersRoute() {
  const t = useT();
  const { role } = useAuth();
  const isSuperAdmin = role === Role.SuperAdmin;
  const list = useUserList();
  const exportUsers = useListExport(usersEndpoint);
  const [selected, setSelected] = useState<UserRow | null>(null);

  return (
    <>
      <PageHeader
        title={t('users.title')}
        description={t('users.description')}
        actions={
          <>
            <ExportButton pending={exportUsers.isPending} onExport={() => exportUsers.mutate(list.state)} />
            {isSuperAdmin && <CreateAdminDialog />}
          </>
        }
      />
      <UserFilters list={list} isSuperAdmin={isSuperAdmin} />
      <UsersTable list={list} onView={setSelected} />
      <UserDialog
        user={selected}
        isSuperAdmin={isSuperAdmin}
        onClose={() => setSelected(null)}
        onChanged={setSelected}
      />
    </>
  );
}
