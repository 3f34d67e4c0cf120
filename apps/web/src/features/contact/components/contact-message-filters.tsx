import { useMemo } from 'react';
import { ListFilterBar } from '../../../components/data-table/list-table';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import type { EndpointFilterKey } from '../../../lib/list-endpoint';
import type { ContactMessageList, contactMessagesEndpoint } from '../api/contact';
import { useT } from '../../../lib/i18n/language-provider';

/** Search (username, subject, message) and read or unread. */
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
    ],
    [t],
  );
  return <ListFilterBar list={list} filters={filters} />;
}
