import { formatDate, promoterLevelLabel, type ReferralRow } from '@portal/shared';
import { useMemo } from 'react';
import { ListTable } from '../../../components/data-table/list-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { ActiveBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { ReferralList, ReferralSortKey } from '../api/get-referrals';
import { fullNameOf, locationOf, NOT_SET } from './referral-labels';

/**
 * Username, status and the action never give way; name, level and join date next. When room is
 * short the place folds under the name and the referral count under the level; on a phone the
 * username heads each card and View sits at its foot.
 */
function columnsFor(onView: (member: ReferralRow) => void): DataTableColumn<ReferralRow, ReferralSortKey>[] {
  return [
    {
      title: 'Username',
      key: 'username',
      sortable: true,
      priority: 'essential',
      card: 'title',
      minWidth: 136,
      render: (member) => <span className="font-medium text-slate-900">{member.username}</span>,
    },
    {
      title: 'Name',
      key: 'first_name',
      priority: 'high',
      minWidth: 136,
      grow: 2,
      render: (member) => fullNameOf(member),
    },
    {
      title: 'Level',
      key: 'current_promoter_level',
      sortable: true,
      priority: 'high',
      minWidth: 136,
      render: (member) => promoterLevelLabel(member.current_promoter_level),
    },
    {
      title: 'Location',
      key: 'state',
      mergeInto: 'first_name',
      minWidth: 150,
      render: (member) => locationOf(member) || NOT_SET,
    },
    {
      title: 'Referrals',
      key: 'direct_referrals',
      priority: 'low',
      mergeInto: 'current_promoter_level',
      minWidth: 96,
      grow: 0,
      align: 'right',
      render: (member) => <span className="tabular-nums">{member.direct_referrals}</span>,
    },
    {
      title: 'Joined',
      key: 'created_at',
      sortable: true,
      priority: 'high',
      mergeInto: 'username',
      minWidth: 116,
      grow: 0,
      render: (member) => formatDate(member.created_at),
    },
    {
      title: 'Status',
      key: 'is_active',
      priority: 'essential',
      minWidth: 100,
      grow: 0,
      render: (member) => <ActiveBadge isActive={member.is_active} />,
    },
    {
      title: 'Action',
      key: 'id',
      align: 'right',
      priority: 'essential',
      card: 'actions',
      minWidth: 92,
      grow: 0,
      render: (member) => (
        <Button variant="secondary" size="sm" onClick={() => onView(member)}>
          View<span className="sr-only"> {member.username}</span>
        </Button>
      ),
    },
  ];
}

export function ReferralsTable({ list, onView }: { list: ReferralList; onView(member: ReferralRow): void }) {
  const columns = useMemo(() => columnsFor(onView), [onView]);
  return <ListTable list={list} label="My Promoters" columns={columns} rowKey={(member) => member.id} />;
}
