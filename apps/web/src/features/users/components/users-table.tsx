import { formatDate, type UserRow } from '@portal/shared';
import { useMemo } from 'react';
import { ListTable } from '../../../components/data-table/list-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { ActiveBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { UserList, UserSortKey } from '../api/get-users';
import { fullNameOf, locationOf, NOT_SET, standingOf } from './user-labels';

/**
 * Username, status and the action never give way; name, level and join date next. When the table
 * is short of room the sponsor, then the place and the mobile fold under the name (the join date
 * under the username); on a phone the username heads each card and View sits at its foot.
 */
function columnsFor(onView: (user: UserRow) => void): DataTableColumn<UserRow, UserSortKey>[] {
  return [
    {
      title: 'Username',
      key: 'username',
      sortable: true,
      priority: 'essential',
      card: 'title',
      minWidth: 136,
      render: (user) => <span className="font-medium text-slate-900">{user.username}</span>,
    },
    { title: 'Name', key: 'first_name', priority: 'high', minWidth: 136, grow: 2, render: fullNameOf },
    {
      title: 'Mobile',
      key: 'mobile',
      mergeInto: 'first_name',
      minWidth: 120,
      grow: 0,
      render: (user) => user.mobile || NOT_SET,
    },
    {
      title: 'Location',
      key: 'state',
      mergeInto: 'first_name',
      minWidth: 150,
      render: (user) => locationOf(user) || NOT_SET,
    },
    {
      title: 'Level',
      key: 'current_promoter_level',
      sortable: true,
      priority: 'high',
      minWidth: 136,
      render: standingOf,
    },
    {
      title: 'Sponsor',
      key: 'sponsor_username',
      priority: 'low',
      mergeInto: 'first_name',
      // Usernames: as wide as the Username column, so the usual ones stay on one line.
      minWidth: 136,
      render: (user) => user.sponsor_username ?? NOT_SET,
    },
    {
      title: 'Joined',
      key: 'created_at',
      sortable: true,
      priority: 'high',
      mergeInto: 'username',
      minWidth: 120,
      grow: 0,
      render: (user) => formatDate(user.created_at),
    },
    {
      title: 'Status',
      key: 'is_active',
      priority: 'essential',
      minWidth: 100,
      grow: 0,
      render: (user) => <ActiveBadge isActive={user.is_active} />,
    },
    {
      title: 'Action',
      key: 'id',
      align: 'right',
      priority: 'essential',
      card: 'actions',
      minWidth: 92,
      grow: 0,
      render: (user) => (
        <Button variant="secondary" size="sm" onClick={() => onView(user)}>
          View<span className="sr-only"> {user.username}</span>
        </Button>
      ),
    },
  ];
}

export function UsersTable({ list, onView }: { list: UserList; onView(user: UserRow): void }) {
  const columns = useMemo(() => columnsFor(onView), [onView]);
  return <ListTable list={list} label="Users" columns={columns} rowKey={(user) => user.id} />;
}
