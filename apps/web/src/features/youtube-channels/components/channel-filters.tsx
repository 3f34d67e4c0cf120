import { useMemo } from 'react';
import { ListFilterBar } from '../../../components/data-table/list-table';
import type { FilterSpec } from '../../../components/filter-bar/filter-kinds';
import type { EndpointFilterKey } from '../../../lib/list-endpoint';
import type { ChannelList, channelsEndpoint } from '../api/get-channels';
import { useT } from '../../../lib/i18n/language-provider';

type ChannelFilterKey = EndpointFilterKey<typeof channelsEndpoint>;

/** Admins search and filter by running or stopped; users, who see running ones only, search. */
export function ChannelFilters({ list, withStatus }: { list: ChannelList; withStatus: boolean }) {
  const t = useT();
  const filters = useMemo((): FilterSpec<ChannelFilterKey>[] => {
    const search: FilterSpec<ChannelFilterKey> = {
      kind: 'search',
      placeholder: t('channels.admin.filter.search'),
    };
    if (!withStatus) return [search];
    return [
      search,
      {
        kind: 'select',
        field: 'is_running',
        label: t('channels.admin.filter.status'),
        options: [
          { value: '', label: t('filters.all') },
          { value: 'true', label: t('channels.admin.running') },
          { value: 'false', label: t('channels.admin.stopped') },
        ],
      },
    ];
  }, [t, withStatus]);
  return <ListFilterBar list={list} filters={filters} />;
}
