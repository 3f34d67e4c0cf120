import { formatDate, type UserRow } from '@portal/shared';
import { useMemo } from 'react';
import { ListTable } from '../../../components/data-table/list-table';
import { FraudSignalBadges } from '../../../components/fraud-signals/fraud-signals';
import type { DataTableColumn } from '../../../components/data-table/types';
import { ActiveBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DataText } from '../../../components/ui/data-text';
import type { MessageKey, MessageValues } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/language-provider';
import type { UserList, UserSortKey } from '../api/get-users';
import { fullNameOf, locationOf, NOT_SET, standingOf } from './user-labels';

/**
 * Username, status and the action never give way; name, level and join date next. When the table
 * is short of room the sponsor, then the place and the mobile fold under the name (the join date
 * under the username); on a phone the username heads each card and View sits at its foot.
 */
function columnsFor(
  t: (key: MessageKey, values?: MessageValues) => string,
  onView: (user: UserRow) => void,
): DataTableColumn<UserRow, UserSortKey>[] {
  return [
    {
      title: t('users.column.username'),
      key: 'username',
      sortable: true,
      priority: 'essential',
      card: 'title',
      minWidth: 136,
      render: (user) => (
        <span className="flex flex-col items-start gap-1">
          <span className="font-medium text-slate-900" translate="no">
            {user.username}
          </span>
          <FraudSignalBadges signals={user.fraud_signals} />
        </span>
      ),
    },
    {
      title: t('users.column.name'),
      key: 'first_name',
      priority: 'high',
      minWidth: 136,
      grow: 2,
      render: (user) => <DataText>{fullNameOf(user)}</DataText>,
    },
    {
      title: t('users.column.mobile'),
      key: 'mobile',
      mergeInto: 'first_name',
      minWidth: 120,
      grow: 0,
      render: (user) => user.mobile || NOT_SET,
    },
    {
      title: t('users.column.location'),
      key: 'state',
      mergeInto: 'first_name',
      minWidth: 150,
      // Places are data (docs/decisions/151-place-names-and-badges.md), as names and usernames are.
      render: (user) => (locationOf(user) ? <DataText>{locationOf(user)}</DataText> : NOT_SET),
    },
    {
      title: t('users.column.level'),
      key: 'current_promoter_level',
      sortable: true,
      priority: 'high',
      minWidth: 136,
      render: (user) => standingOf(t, user),
    },
    {
      title: t('users.column.sponsor'),
      key: 'sponsor_username',
      priority: 'low',
      mergeInto: 'first_name',
      // Usernames: as wide as the Username column, so the usual ones stay on one line.
      minWidth: 136,
      render: (user) => (user.sponsor_username ? <DataText>{user.sponsor_username}</DataText> : NOT_SET),
    },
    {
      title: t('users.column.joined'),
      key: 'created_at',
      sortable: true,
      priority: 'high',
      mergeInto: 'username',
      minWidth: 120,
      grow: 0,
      render: (user) => formatDate(user.created_at),
    },
    {
      title: t('users.column.status'),
      key: 'is_active',
      priority: 'essential',
      minWidth: 100,
      grow: 0,
      render: (user) => <ActiveBadge isActive={user.is_active} />,
    },
    {
      title: t('users.column.action'),
      key: 'id',
      align: 'right',
      priority: 'essential',
      card: 'actions',
      minWidth: 92,
      grow: 0,
      render: (user) => (
        <Button variant="secondary" size="sm" onClick={() => onView(user)}>
          {t('users.table.view')}
          <span className="sr-only"> {user.username}</span>
        </Button>
      ),
    },
  ];
}

export function UsersTable({ list, onView }: { list: UserList; onView(user: UserRow): void }) {
  const t = useT();
  const columns = useMemo(() => columnsFor(t, onView), [t, onView]);
  return (
    <ListTable list={list} label={t('users.table.label')} columns={columns} rowKey={(user) => user.id} />
  );
}
