import { formatDate, type UserRow } from '@portal/shared';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { ActiveBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { ListQuery } from '../../../hooks/use-list-query';
import { fullNameOf, locationOf, NOT_SET, standingOf } from './user-labels';

/** Long names and places wrap instead of widening the table. */
function Wrapping({ children }: { children: string }) {
  return <span className="block max-w-40 min-w-24 whitespace-normal">{children}</span>;
}

function columnsFor(onView: (user: UserRow) => void): DataTableColumn<UserRow>[] {
  return [
    {
      title: 'Username',
      key: 'username',
      sortable: true,
      render: (user) => <span className="font-medium text-slate-900">{user.username}</span>,
    },
    { title: 'Name', key: 'first_name', render: (user) => <Wrapping>{fullNameOf(user)}</Wrapping> },
    { title: 'Mobile', key: 'mobile', render: (user) => user.mobile || NOT_SET },
    { title: 'Location', key: 'state', render: (user) => <Wrapping>{locationOf(user) || NOT_SET}</Wrapping> },
    { title: 'Level', key: 'current_promoter_level', sortable: true, render: standingOf },
    { title: 'Sponsor', key: 'sponsor_username', render: (user) => user.sponsor_username ?? NOT_SET },
    { title: 'Joined', key: 'created_at', sortable: true, render: (user) => formatDate(user.created_at) },
    { title: 'Status', key: 'is_active', render: (user) => <ActiveBadge isActive={user.is_active} /> },
    {
      title: 'Action',
      key: 'id',
      align: 'right',
      stickyEnd: true,
      render: (user) => (
        <Button variant="secondary" size="sm" onClick={() => onView(user)}>
          View<span className="sr-only"> {user.username}</span>
        </Button>
      ),
    },
  ];
}

export function UsersTable({ list, onView }: { list: ListQuery<UserRow>; onView(user: UserRow): void }) {
  const { state } = list;
  const columns = useMemo(() => columnsFor(onView), [onView]);
  return (
    <DataTable
      label="Users"
      columns={columns}
      rows={list.rows}
      rowKey={(user) => user.id}
      totalRecords={list.totalRecords}
      pageNo={state.pageNo}
      pageSize={state.pageSize}
      sort={{ sortBy: state.sortBy, sortDir: state.sortDir }}
      loading={list.isLoading}
      onSortChange={list.setSort}
      onPageChange={list.setPage}
      onPageSizeChange={list.setPageSize}
    />
  );
}
