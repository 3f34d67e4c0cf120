import { formatDate, type ReferralRow } from '@portal/shared';
import { useMemo } from 'react';
import { ListTable } from '../../../components/data-table/list-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { ActiveBadge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/language-provider';
import type { ReferralList, ReferralSortKey } from '../api/get-referrals';
import { fullNameOf, locationOf, NOT_SET } from './referral-labels';
import { promoterLevelText } from '../../../lib/promoter-level';

type T = ReturnType<typeof useT>;

/**
 * Username, status and the action never give way; name, level and join date next. When room is
 * short the place folds under the name and the referral count under the level; on a phone the
 * username heads each card and View sits at its foot.
 */
function columnsFor(
  t: T,
  onView: (member: ReferralRow) => void,
): DataTableColumn<ReferralRow, ReferralSortKey>[] {
  return [
    {
      title: t('referrals.column.username'),
      key: 'username',
      sortable: true,
      priority: 'essential',
      card: 'title',
      minWidth: 136,
      render: (member) => <span className="font-medium text-slate-900">{member.username}</span>,
    },
    {
      title: t('referrals.column.name'),
      key: 'first_name',
      priority: 'high',
      minWidth: 136,
      grow: 2,
      render: (member) => fullNameOf(member),
    },
    {
      title: t('referrals.column.level'),
      key: 'current_promoter_level',
      sortable: true,
      priority: 'high',
      minWidth: 136,
      render: (member) => t(...promoterLevelText(member.current_promoter_level)),
    },
    {
      title: t('referrals.column.location'),
      key: 'state',
      mergeInto: 'first_name',
      minWidth: 150,
      render: (member) => locationOf(member) || NOT_SET,
    },
    {
      title: t('referrals.column.referrals'),
      key: 'direct_referrals',
      priority: 'low',
      mergeInto: 'current_promoter_level',
      minWidth: 96,
      grow: 0,
      align: 'right',
      render: (member) => <span className="tabular-nums">{member.direct_referrals}</span>,
    },
    {
      title: t('referrals.column.joined'),
      key: 'created_at',
      sortable: true,
      priority: 'high',
      mergeInto: 'username',
      minWidth: 116,
      grow: 0,
      render: (member) => formatDate(member.created_at),
    },
    {
      title: t('referrals.column.status'),
      key: 'is_active',
      priority: 'essential',
      minWidth: 100,
      grow: 0,
      render: (member) => <ActiveBadge isActive={member.is_active} />,
    },
    {
      title: t('referrals.column.action'),
      key: 'id',
      align: 'right',
      priority: 'essential',
      card: 'actions',
      minWidth: 92,
      grow: 0,
      render: (member) => (
        <Button variant="secondary" size="sm" onClick={() => onView(member)}>
          {t('referrals.table.view')}
          <span className="sr-only"> {member.username}</span>
        </Button>
      ),
    },
  ];
}

export function ReferralsTable({ list, onView }: { list: ReferralList; onView(member: ReferralRow): void }) {
  const t = useT();
  const columns = useMemo(() => columnsFor(t, onView), [t, onView]);
  return (
    <ListTable
      list={list}
      label={t('referrals.table.label')}
      columns={columns}
      rowKey={(member) => member.id}
    />
  );
}
