import { Role, type UserRow } from '@portal/shared';
import { useState } from 'react';
import { PageHeader } from '../../../components/ui/page-header';
import { ServerError } from '../../../components/ui/server-error';
import { useRefreshUsers, useUserList } from '../../../features/users/api/get-users';
import { CreateAdminDialog } from '../../../features/users/components/create-admin-dialog';
import { UserDialog } from '../../../features/users/components/user-dialog';
import { UserFilters } from '../../../features/users/components/user-filters';
import { UsersTable } from '../../../features/users/components/users-table';
import { useAuth } from '../../../lib/auth';

export default function AdminUsersRoute() {
  const { role } = useAuth();
  const isSuperAdmin = role === Role.SuperAdmin;
  const list = useUserList();
  const refreshUsers = useRefreshUsers();
  const [selected, setSelected] = useState<UserRow | null>(null);

  return (
    <>
      <PageHeader
        title="User Management"
        description="Find promoters, review their details and manage their accounts."
        actions={isSuperAdmin && <CreateAdminDialog onCreated={refreshUsers} />}
      />
      <UserFilters list={list} isSuperAdmin={isSuperAdmin} />
      {list.error && list.rows.length === 0 ? (
        <ServerError error={list.error} onRetry={list.refetch} />
      ) : (
        <UsersTable list={list} onView={setSelected} />
      )}
      <UserDialog
        user={selected}
        isSuperAdmin={isSuperAdmin}
        onClose={() => setSelected(null)}
        onChanged={(user) => {
          setSelected(user);
          refreshUsers();
        }}
      />
    </>
  );
}
