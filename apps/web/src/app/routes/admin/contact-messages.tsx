import { type ContactMessageRow, formatDate } from '@portal/shared';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { ListLoadError } from '../../../components/data-table/list-load-error';
import type { DataTableColumn } from '../../../components/data-table/types';
import { FilterBar } from '../../../components/filter-bar/filter-bar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useContactMessageList, useMarkMessageRead } from '../../../features/contact/api/contact';
import { invalidQueryOf } from '../../../hooks/use-list-query';

/** Contact Us messages for admins: newest first, unread marked, each marked read once handled. */
export default function AdminContactMessagesRoute() {
  const list = useContactMessageList();
  const markRead = useMarkMessageRead();
  const columns = useMemo<DataTableColumn<ContactMessageRow, 'created_at'>[]>(
    () => [
      {
        title: 'From',
        key: 'user',
        priority: 'essential',
        card: 'title',
        minWidth: 160,
        grow: 1,
        render: (row) => (
          <span className="flex flex-col">
            <span className="font-semibold text-slate-900">{row.user.username}</span>
            <span className="text-xs text-slate-600">
              {[row.user.first_name, row.user.last_name].join(' ')} · {row.user.mobile ?? ''}
            </span>
          </span>
        ),
      },
      {
        title: 'Message',
        key: 'message',
        priority: 'essential',
        minWidth: 260,
        grow: 4,
        render: (row) => (
          <span className="flex flex-col gap-0.5">
            <span className="font-medium text-slate-900">{row.subject}</span>
            <span className="text-sm whitespace-pre-line text-slate-700">{row.message}</span>
          </span>
        ),
      },
      {
        title: 'Date',
        key: 'created_at',
        sortable: true,
        priority: 'medium',
        minWidth: 108,
        grow: 0,
        render: (row) => formatDate(row.created_at),
      },
      {
        title: 'Action',
        key: 'id',
        align: 'right',
        priority: 'essential',
        card: 'actions',
        minWidth: 130,
        grow: 0,
        render: (row) =>
          row.read_at ? (
            <Badge tone="neutral">Read</Badge>
          ) : (
            <Button
              size="sm"
              variant="secondary"
              disabled={markRead.isPending}
              onClick={() => markRead.mutate(row.id)}
            >
              Mark read<span className="sr-only"> the message of {row.user.username}</span>
            </Button>
          ),
      },
    ],
    [markRead],
  );
  return (
    <>
      <PageHeader
        title="Contact Messages"
        description="What promoters wrote through Contact Us, newest first."
      />
      <FilterBar
        filters={[
          { kind: 'search', placeholder: 'Search username, subject or message' },
          {
            kind: 'select',
            field: 'unread',
            label: 'Show',
            options: [
              { value: '', label: 'All' },
              { value: 'true', label: 'Unread' },
              { value: 'false', label: 'Read' },
            ],
          },
        ]}
        state={list.state}
        onSearchChange={list.setSearch}
        onFilterChange={list.setFilter}
        onReset={list.resetFilter}
      />
      {list.error && (list.rows.length === 0 || invalidQueryOf(list.error)) ? (
        <ListLoadError error={list.error} onRetry={list.refetch} onReset={list.resetAll} />
      ) : (
        <DataTable
          label="Contact Messages"
          columns={columns}
          rows={list.rows}
          rowKey={(row) => row.id}
          totalRecords={list.totalRecords}
          totalCapped={list.totalCapped}
          pageNo={list.state.pageNo}
          pageSize={list.state.pageSize}
          sort={{ sortBy: list.state.sortBy, sortDir: list.state.sortDir }}
          loading={list.isLoading}
          navigation={{ anchored: list.anchored, onNext: list.nextPage, onPrevious: list.previousPage }}
          onSortChange={list.setSort}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
        />
      )}
    </>
  );
}
