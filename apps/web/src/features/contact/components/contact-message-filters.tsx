import { TICKET_STATUSES } from '@portal/shared';
import { useMemo } from 'react';
import { ListFilterBar } from '../../../components/data-table/list-table';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import type { EndpointFilterKey } from '../../../lib/list-endpoint';
import type { ContactMessageList, contactMessagesEndpoint } from '../api/contact';
import { useT } from '../../../lib/i18n/language-provider';
import { STATUS_LABELS } from './ticket-labels';

/** Search (username, subject, message), read or unread, the ticket's status, and overdue ones only. */
export function ContactMessageFilters({ list }: { list: ContactMessageList }) {
  const t = useT();
  const filters: FilterSpec<EndpointFilterKey<typeof contactMessagesEndpoint>>[] = useMemo(
    () => [
      { kind: 'search', placeholder: t('contact.admin.filter.search') },
      {
        kind: 'select',
        field: 'unread',
        label: t('contact.admin.filter.show'),
        options: [
          { value: '', label: t('filters.all') },
          { value: 'true', label: t('contact.admin.filter.unread') },
          { value: 'false', label: t('contact.admin.filter.read') },
        ],
      },
      {
        kind: 'select',
        field: 'status',
        label: t('filters.status'),
        options: [
          { value: '', label: t('filters.all') },
          ...TICKET_STATUSES.map((status) => ({ value: String(status), label: t(STATUS_LABELS[status]!) })),
        ],
      },
      {
        kind: 'select',
        field: 'overdue',
        label: t('contact.admin.filter.deadline'),
        options: [
          { value: '', label: t('filters.all') },
          { value: 'true', label: t('contact.admin.filter.overdue') },
        ],
      },
    ],
    [t],
  );
  return <ListFilterBar list={list} filters={filters} />;
}
