import { ListFilterBar } from '../../../components/data-table/list-table';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import type { EndpointFilterKey } from '../../../lib/list-endpoint';
import type { ContactMessageList, contactMessagesEndpoint } from '../api/contact';

const FILTERS: FilterSpec<EndpointFilterKey<typeof contactMessagesEndpoint>>[] = [
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
];

/** Search (username, subject, message) and read or unread. */
export function ContactMessageFilters({ list }: { list: ContactMessageList }) {
  return <ListFilterBar list={list} filters={FILTERS} />;
}
