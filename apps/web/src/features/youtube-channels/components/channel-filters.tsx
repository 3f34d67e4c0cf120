import { ListFilterBar } from '../../../components/data-table/list-table';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import type { EndpointFilterKey } from '../../../lib/list-endpoint';
import type { ChannelList, channelsEndpoint } from '../api/get-channels';

type ChannelFilterKey = EndpointFilterKey<typeof channelsEndpoint>;

const SEARCH: FilterSpec<ChannelFilterKey> = { kind: 'search', placeholder: 'Search name' };

const ADMIN_FILTERS: readonly FilterSpec<ChannelFilterKey>[] = [
  SEARCH,
  {
    kind: 'select',
    field: 'is_running',
    label: 'Status',
    options: [
      { value: '', label: 'All' },
      { value: 'true', label: 'Running' },
      { value: 'false', label: 'Stopped' },
    ],
  },
];

/** Admins search and filter by running or stopped; users, who see running ones only, search. */
export function ChannelFilters({ list, withStatus }: { list: ChannelList; withStatus: boolean }) {
  return <ListFilterBar list={list} filters={withStatus ? ADMIN_FILTERS : [SEARCH]} />;
}
